import type { ShippingAddress } from '@klass/contract/shipping'
import type { PremiumGiftShipment, PremiumGiftSource } from '@klass/contract/superquest'
import { newTrackingNumber } from '../../lib/codes'
import { DomainError } from '../../lib/domain-error'
import type { FileStorage } from '../../lib/storage'
import * as repo from './superquest.repo'
import type { Executor } from '@klass/db/client'

/**
 * Sends a premium gift: issues a tracking number and records the parcel in the premium gift history, in
 * the caller's transaction. Mission rewards and level gifts take the gift's own stock here; krazy-day items
 * have their own stock and pass `fromGiftStock: false`. The unique index on (member, source, ref) backs
 * the caller's once-only check.
 */
export async function shipPremiumGift(
  tx: Executor,
  storage: FileStorage,
  parcel: {
    userId: string
    gift: repo.GiftRow
    source: PremiumGiftSource
    sourceRef: string
    koinSpent: number
    address: ShippingAddress
    at: Date
    fromGiftStock: boolean
  },
): Promise<PremiumGiftShipment> {
  if (parcel.fromGiftStock && !(await repo.takeGift(tx, parcel.gift.id))) {
    throw new DomainError('GIFT_OUT_OF_STOCK')
  }
  const row = await repo.insertShipment(tx, {
    userId: parcel.userId,
    giftId: parcel.gift.id,
    source: parcel.source,
    sourceRef: parcel.sourceRef,
    koinSpent: parcel.koinSpent,
    trackingNumber: newTrackingNumber(),
    shippingAddress: parcel.address,
    createdAt: parcel.at,
  })
  return repo.toShipment(row, parcel.gift, storage)
}
