import { STORE_PAGE_SIZE, storeCalls } from '@klass/contract/store'
import type { FastifyPluginAsync } from 'fastify'
import { memberOf } from '../../plugins/authentication'
import { routeCall } from '../../plugins/calls'
import { answered } from '../../plugins/page-meta'
import { createStoreService } from './store.service'

export const storeRoutes: FastifyPluginAsync = async (app) => {
  const copyFailed = (error: unknown) =>
    app.log.error({ err: error }, 'the stock of a store item was not copied to its row')
  const store = createStoreService(app.ctx, copyFailed)
  app.addHook('onReady', () => store.copyAllStock().catch(copyFailed))
  // Only a server listening for buyers opens every purchase connection ahead of them (not an app under test).
  app.addHook('onListen', () =>
    store
      .warm()
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'the purchase connections were not opened ahead'),
      ),
  )
  app.addHook('onClose', () => store.close())

  routeCall(app, storeCalls.list, async (request) => store.list(request.query, request.user?.id ?? null))

  routeCall(app, storeCalls.detail, async (request) => ({
    data: await store.detail(request.query.id, request.user?.id ?? null),
  }))

  routeCall(app, storeCalls.buy, async (request) => ({
    data: await store.buy(memberOf(request).id, request.body),
  }))

  routeCall(app, storeCalls.history, async (request) =>
    store.history(memberOf(request).id, request.query.page, request.query.limit),
  )

  // /store as a visitor first opens it (no filter, the newest first, page 1): the page's gifts in the HTML, as the
  // answer the app starts from and, rendered by the web build's components, as the page itself, painted before
  // the app's code is fetched; the first gift's picture is fetched at once (the page's largest paint). The
  // rendered page is kept with the answer it came from (any write forgets both), so a crowd of visitors does
  // not render it again and again.
  app.pageMeta.add(/^\/store\/?$/i, async (_, request) => {
    if (request.url.includes('?')) return null
    const { first, body } = await app.ctx.shared.remember('page:/store', async () => {
      const first = answered(
        storeCalls.list,
        await store.list({ sort: 'newest', page: 1, limit: STORE_PAGE_SIZE }, null),
      )
      return { first, body: app.pageMeta.render('renderStorePage', { store: first }) }
    })
    return {
      title: 'ร้านค้าแลกของรางวัล — Klass',
      description: 'ใช้ koin ที่สะสมจากการเรียนรู้ แลกบัตรกำนัล ของที่ระลึก และของพรีเมียมจาก Klass',
      data: { store: first },
      body,
      visitorBody: true,
      preloadImage: first.items[0]?.image ?? null,
    }
  })

  // Link previews for /store/{id}/{slug?}.
  app.pageMeta.add(/^\/store\/([0-9a-f-]{36})(?:\/[^/]*)?\/?$/i, async ([id]) => {
    const item = await store.detail(id!, null)
    return { title: `${item.name} | ร้านค้า Klass`, description: item.summary, image: item.image }
  })
}
