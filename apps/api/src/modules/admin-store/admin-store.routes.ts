import { adminStoreCalls, STORE_IMAGE_MAX_BYTES, TRACKING_FILE_MAX_BYTES } from '@klass/contract/admin-store'
import type { FastifyPluginAsync } from 'fastify'
import { DomainError } from '../../lib/domain-error'
import { parseFields, readImageUpload, readMultipartForm, readingMultipart } from '../../lib/uploads'
import { routeCall } from '../../plugins/calls'
import { staffOf } from '../../plugins/staff'
import { createStoreItemBody } from '@klass/contract/admin-store'
import { createAdminStoreItemsService } from './admin-store-items.service'
import { createAdminStoreOrdersService } from './admin-store-orders.service'

/** The store's back office (issue 21): items and stock for campaign staff, orders and shipping for support. */
export const adminStoreRoutes: FastifyPluginAsync = async (app) => {
  const items = createAdminStoreItemsService(app.ctx)
  const orders = createAdminStoreOrdersService(app.ctx)

  routeCall(app, adminStoreCalls.items, async (request) => items.items(request.query))

  routeCall(app, adminStoreCalls.createItem, async (request, reply) => {
    const { fields, file } = await readMultipartForm(request, 'image', STORE_IMAGE_MAX_BYTES)
    const data = await items.createItem(staffOf(request).id, parseFields(createStoreItemBody, fields), file)
    reply.status(201)
    return { data }
  })

  routeCall(app, adminStoreCalls.updateItem, async (request) => ({
    data: await items.updateItem(staffOf(request).id, request.params.id, request.body),
  }))

  routeCall(app, adminStoreCalls.changeStock, async (request) => ({
    data: await items.changeStock(staffOf(request).id, request.params.id, request.body),
  }))

  routeCall(app, adminStoreCalls.itemImage, async (request) => {
    const upload = await readImageUpload(request, STORE_IMAGE_MAX_BYTES)
    return { data: await items.itemImage(staffOf(request).id, request.params.id, upload) }
  })

  routeCall(app, adminStoreCalls.orders, async (request) => orders.orders(request.query))

  routeCall(app, adminStoreCalls.order, async (request) => ({ data: await orders.order(request.params.id) }))

  routeCall(app, adminStoreCalls.ship, async (request) => ({
    data: await orders.ship(staffOf(request).id, request.params.id, request.body),
  }))

  routeCall(app, adminStoreCalls.deliver, async (request) => ({
    data: await orders.deliver(staffOf(request).id, request.params.id),
  }))

  routeCall(app, adminStoreCalls.cancel, async (request) => ({
    data: await orders.cancel(staffOf(request).id, request.params.id, request.body),
  }))

  routeCall(app, adminStoreCalls.trackingFile, async (request) => {
    if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_MEDIA_TYPE')
    const bytes = await readingMultipart(async () => {
      const file = await request.file({ limits: { fileSize: TRACKING_FILE_MAX_BYTES, files: 1 } })
      if (!file) throw new DomainError('TRACKING_FILE_INVALID')
      const buffer = await file.toBuffer()
      if (file.file.truncated) throw new DomainError('TRACKING_FILE_INVALID')
      return buffer
    })
    return { data: await orders.trackingFile(staffOf(request).id, bytes) }
  })
}
