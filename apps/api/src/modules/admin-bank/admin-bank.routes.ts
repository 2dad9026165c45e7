import { adminBankCalls } from '@klass/contract/admin-bank'
import type { FastifyPluginAsync } from 'fastify'
import { routeCall } from '../../plugins/calls'
import { staffOf } from '../../plugins/staff'
import { createAdminBankService } from './admin-bank.service'

/** The practice bank's back office (issue 21), admin only: rate tables, practice funds, the robo's news. */
export const adminBankRoutes: FastifyPluginAsync = async (app) => {
  const bank = createAdminBankService(app.ctx)

  routeCall(app, adminBankCalls.rateTables, async () => ({ data: await bank.rateTables() }))

  routeCall(app, adminBankCalls.createRateTable, async (request, reply) => {
    reply.status(201)
    return { data: await bank.createRateTable(staffOf(request).id, request.body) }
  })

  routeCall(app, adminBankCalls.updateRateTable, async (request) => ({
    data: await bank.updateRateTable(staffOf(request).id, request.params.id, request.body),
  }))

  routeCall(app, adminBankCalls.deleteRateTable, async (request) => {
    await bank.deleteRateTable(staffOf(request).id, request.params.id)
    return { data: { ok: true as const } }
  })

  routeCall(app, adminBankCalls.funds, async () => ({ data: await bank.funds() }))

  routeCall(app, adminBankCalls.createFund, async (request, reply) => {
    reply.status(201)
    return { data: await bank.createFund(staffOf(request).id, request.body) }
  })

  routeCall(app, adminBankCalls.updateFund, async (request) => ({
    data: await bank.updateFund(staffOf(request).id, request.params.id, request.body),
  }))

  routeCall(app, adminBankCalls.fundNav, async (request) => ({ data: await bank.fundNav(request.params.id) }))

  routeCall(app, adminBankCalls.news, async (request) => bank.news(request.query.page, request.query.limit))

  routeCall(app, adminBankCalls.createNews, async (request, reply) => {
    reply.status(201)
    return { data: await bank.createNews(staffOf(request).id, request.body) }
  })

  routeCall(app, adminBankCalls.updateNews, async (request) => ({
    data: await bank.updateNews(staffOf(request).id, request.params.id, request.body),
  }))

  routeCall(app, adminBankCalls.deleteNews, async (request) => {
    await bank.deleteNews(staffOf(request).id, request.params.id)
    return { data: { ok: true as const } }
  })
}
