import { bankCalls } from '@klass/contract/bank'
import type { FastifyPluginAsync } from 'fastify'
import { memberOf } from '../../plugins/authentication'
import { routeCall } from '../../plugins/calls'
import { createAnswerText, JSON_CONTENT_TYPE } from './answer-text'
import { createBankService } from './bank.service'

export const bankRoutes: FastifyPluginAsync = async (app) => {
  const bank = createBankService(app.ctx)

  const accountsText = createAnswerText(bankCalls.accounts.reply)
  routeCall(app, bankCalls.accounts, async (request, reply) => {
    const { view, asOf } = await bank.accounts(memberOf(request).id, request.query.page, request.query.limit)
    const text = accountsText(view, asOf)
    if (text === null) return { data: { ...view, asOf } }
    return reply.type(JSON_CONTENT_TYPE).send(text)
  })

  routeCall(app, bankCalls.openFixed, async (request, reply) => {
    reply.status(201)
    return { data: await bank.openFixed(memberOf(request).id, request.body) }
  })

  routeCall(app, bankCalls.closeFixed, async (request) => ({
    data: await bank.closeFixed(memberOf(request).id, request.body.id),
  }))

  routeCall(app, bankCalls.openThaweesup, async (request, reply) => {
    reply.status(201)
    return { data: await bank.openThaweesup(memberOf(request).id, request.body) }
  })

  routeCall(app, bankCalls.closeThaweesup, async (request) => ({
    data: await bank.closeThaweesup(memberOf(request).id, request.body.id),
  }))

  routeCall(app, bankCalls.buyFund, async (request, reply) => {
    reply.status(201)
    return { data: await bank.buyFund(memberOf(request).id, request.body) }
  })

  routeCall(app, bankCalls.sellFund, async (request, reply) => {
    reply.status(201)
    return { data: await bank.sellFund(memberOf(request).id, request.body) }
  })

  routeCall(app, bankCalls.detailFund, async (request) => ({
    data: await bank.detailFund(memberOf(request).id, request.query.type),
  }))

  routeCall(app, bankCalls.searchFund, async (request) => bank.searchFund(request.query))
}
