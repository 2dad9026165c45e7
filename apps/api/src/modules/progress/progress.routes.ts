import { progressCalls } from '@klass/contract/progress'
import type { FastifyPluginAsync } from 'fastify'
import { memberOf } from '../../plugins/authentication'
import { routeCall } from '../../plugins/calls'
import { createLeagueService } from './league.service'
import { createRemindersService } from './reminders.service'
import { createStreakService } from './streak.service'

/** A member coming back (decision 036): the home page's streak and tasks, freezes, the league, reminders. */
export const progressRoutes: FastifyPluginAsync = async (app) => {
  const streak = createStreakService(app.ctx)
  const league = createLeagueService(app.ctx)
  const reminders = createRemindersService(app.ctx)

  routeCall(app, progressCalls.today, async (request) => ({
    data: await streak.today(memberOf(request).id),
  }))

  routeCall(app, progressCalls.buyStreakFreeze, async (request) => ({
    data: await streak.buyFreeze(memberOf(request).id),
  }))

  routeCall(app, progressCalls.league, async (request) => ({
    data: await league.league(memberOf(request).id),
  }))

  routeCall(app, progressCalls.reminders, async (request) => ({
    data: await reminders.choices(memberOf(request).id),
  }))

  routeCall(app, progressCalls.updateReminders, async (request) => ({
    data: await reminders.update(memberOf(request).id, request.body.email),
  }))
}
