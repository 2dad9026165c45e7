import { homeCalls } from '@klass/contract/home'
import { superquestCalls } from '@klass/contract/superquest'
import type { FastifyPluginAsync } from 'fastify'
import { createHomeService } from '../modules/home/home.service'
import { createSuperquestService } from '../modules/superquest/superquest.service'
import { answeredData, SITE_META } from '../plugins/page-meta'

/**
 * `/` as a visitor first opens it: the home call's answer and the SUPERQUEST campaign's landing data in the HTML,
 * as the answers the app starts from and, rendered by the web build's components, as the page itself, painted
 * before the app's code is fetched (decision 012). The page joins two features' answers, so it is described here.
 * Kept per minute of the clock (videos and Krazy Day open at a moment) with the answers it came from (any write
 * forgets them), so a crowd of visitors does not render it again and again. Without a running campaign the page
 * carries the home alone, and its campaign section asks.
 */
export const homePage: FastifyPluginAsync = async (app) => {
  const home = createHomeService(app.ctx)
  const superquest = createSuperquestService(app.ctx)
  const minute = () => Math.floor(app.ctx.clock.now().getTime() / 60_000)
  app.pageMeta.add(/^\/$/, async (_, request) => {
    if (request.url.includes('?')) return null
    const { data, body } = await app.ctx.shared.remember(`page:/:${minute()}`, async () => {
      const [everyone, campaign] = await Promise.all([
        home.home(null),
        superquest.landingPage(null).catch(() => undefined),
      ])
      const data = {
        home: answeredData(homeCalls.home, everyone),
        ...(campaign && { campaign: answeredData(superquestCalls.landingPage, campaign) }),
      }
      return { data, body: app.pageMeta.render('renderHomePage', data) }
    })
    return { ...SITE_META, data, body, visitorBody: true }
  })
}
