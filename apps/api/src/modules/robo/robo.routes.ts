import { ID_CARD_MAX_BYTES, imageFields, openAccountFields, roboCalls } from '@klass/contract/robo'
import type { FastifyPluginAsync } from 'fastify'
import { parseFields, readMultipartForm } from '../../lib/uploads'
import { memberOf } from '../../plugins/authentication'
import { routeCall } from '../../plugins/calls'
import { createRoboService } from './robo.service'

export const roboRoutes: FastifyPluginAsync = async (app) => {
  const robo = createRoboService(app.ctx)

  routeCall(app, roboCalls.takeRiskAssessment, async (request) => ({
    data: await robo.questionnaire(memberOf(request).id),
  }))

  routeCall(app, roboCalls.assessmentResult, async (request, reply) => {
    reply.status(201)
    return { data: await robo.assess(memberOf(request).id, request.body.answers) }
  })

  routeCall(app, roboCalls.plan, async (request) => ({
    data: await robo.plan(memberOf(request).id, request.params.id),
  }))

  routeCall(app, roboCalls.calculateTargetValue, async (request) => ({
    data: await robo.calculate(request.body),
  }))

  routeCall(app, roboCalls.getChangedTargetValue, async (request) => ({
    data: await robo.changedTarget(memberOf(request).id, request.body),
  }))

  routeCall(app, roboCalls.openMutualFund, async (request, reply) => {
    const { fields, file } = await readMultipartForm(request, 'image', ID_CARD_MAX_BYTES)
    const data = await robo.open(memberOf(request).id, parseFields(openAccountFields, fields), file)
    reply.status(201)
    return { data }
  })

  routeCall(app, roboCalls.getMutualFund, async (request) => ({
    data: await robo.accounts(memberOf(request).id),
  }))

  routeCall(app, roboCalls.getMutualFundDetail, async (request) => ({
    data: await robo.detail(memberOf(request).id, request.query),
  }))

  routeCall(app, roboCalls.buyMutualFund, async (request, reply) => {
    reply.status(201)
    return { data: await robo.buy(memberOf(request).id, request.body) }
  })

  routeCall(app, roboCalls.saleMutualFund, async (request, reply) => {
    reply.status(201)
    return { data: await robo.sell(memberOf(request).id, request.body) }
  })

  routeCall(app, roboCalls.adjustMutualFund, async (request) => ({
    data: await robo.adjust(memberOf(request).id, request.body),
  }))

  routeCall(app, roboCalls.acceptNotifications, async (request) => ({
    data: await robo.setDca(memberOf(request).id, request.body),
  }))

  routeCall(app, roboCalls.getNotifications, async (request) =>
    robo.notifications(memberOf(request).id, request.query),
  )

  routeCall(app, roboCalls.updateAccountImage, async (request) => {
    const { fields, file } = await readMultipartForm(request, 'image', ID_CARD_MAX_BYTES)
    const { accountId } = parseFields(imageFields, fields)
    return { data: await robo.updateImage(memberOf(request).id, accountId, file) }
  })

  routeCall(app, roboCalls.news, async (request) => robo.news(request.query.page, request.query.limit))
}
