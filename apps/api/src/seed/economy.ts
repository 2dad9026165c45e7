import { createHash, randomUUID } from 'node:crypto'
import type { Transaction } from '@klass/db/client'
import { artPalettes, bannerSvg, giftSvg } from '@klass/db/demo/economy-art'
import { demoEvents, demoRegistration } from '@klass/db/demo/events'
import { demoPurchase, demoStoreItems } from '@klass/db/demo/store'
import {
  demoBigPrize,
  demoCampaign,
  demoGifts,
  demoKrazyDays,
  demoLevelRewards,
  demoLevelShipments,
  demoMissionJoins,
  demoMissions,
} from '@klass/db/demo/superquest'
import { users } from '@klass/db/schema/core'
import { eventRegistrations, events } from '@klass/db/schema/events'
import { storeItems, storePurchases, storeVouchers } from '@klass/db/schema/store'
import {
  bigPrizes,
  superquestCampaigns,
  superquestGifts,
  superquestKrazyDayItems,
  superquestKrazyDays,
  superquestLevelRewards,
  superquestMissionJoins,
  superquestMissions,
  superquestShipments,
} from '@klass/db/schema/superquest'
import { recordActivity } from '../lib/activity'
import { newTrackingNumber, newVoucherCode } from '../lib/codes'
import type { FileStorage } from '../lib/storage'
import { addMonths, bangkokDayStart, bangkokMonth, bangkokMonthStart, DAY_MS } from '../lib/time'

/** Bangkok wall-clock "HH:MM" on the day `days` after `now`. */
function bangkokAt(now: Date, days: number, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number)
  return new Date(bangkokDayStart(now, days).getTime() + (hours! * 60 + minutes!) * 60_000)
}

/** The demo members' addresses for their gifts. */
const demoAddresses: Record<string, object> = {
  'demo@klass.test': {
    recipient: 'ปวีณ์ธิดา ใจดี',
    phone: '0812345678',
    address: '99/12 ซอยพหลโยธิน 7 ถนนพหลโยธิน',
    subdistrict: 'พญาไท',
    district: 'พญาไท',
    province: 'กรุงเทพมหานคร',
    postcode: '10400',
  },
  'skill@klass.test': {
    recipient: 'ธนกฤต มั่นคง',
    phone: '0898765432',
    address: '239 ถนนห้วยแก้ว',
    subdistrict: 'สุเทพ',
    district: 'เมืองเชียงใหม่',
    province: 'เชียงใหม่',
    postcode: '50200',
  },
}

/**
 * The store, events and SUPERQUEST demo content (issue 6), in the demo transaction after the members.
 * Pictures are written to storage under public/demo/. The demo member's sticker purchase matches the
 * STORE_BUY move already in their ledger, so no balance moves here.
 */
export async function loadEconomyDemo(tx: Transaction, options: { now: Date; storage: FileStorage }) {
  const { now, storage } = options
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS)
  const memberIds = new Map<string, string>()
  for (const row of await tx.select({ id: users.id, email: users.email }).from(users)) {
    memberIds.set(row.email, row.id)
  }
  const memberId = (email: string) => memberIds.get(email)!

  // Store.
  const itemIds = new Map<string, string>()
  for (const [index, item] of demoStoreItems.entries()) {
    const palette = {
      'digital-voucher': artPalettes.digital,
      'physical-gift': artPalettes.physical,
      premium: artPalettes.premium,
      'event-voucher': artPalettes.event,
    }[item.type]
    const image = `public/demo/store/${item.slug}.svg`
    await storage.put(image, Buffer.from(giftSvg(item.motif, palette, index)))
    const [row] = await tx
      .insert(storeItems)
      .values({
        slug: item.slug,
        name: item.name,
        summary: item.summary,
        description: item.description,
        conditions: item.conditions,
        type: item.type,
        image,
        price: item.price,
        stockTotal: item.stockTotal,
        stockRemaining: item.stockTotal - item.sold,
        sold: item.sold,
        limitPerMember: item.limitPerMember,
        createdAt: ago(item.daysAgo),
      })
      .returning({ id: storeItems.id })
    itemIds.set(item.slug, row!.id)
  }
  const bought = demoStoreItems.find((i) => i.slug === demoPurchase.itemSlug)!
  const purchaseId = randomUUID()
  const boughtAt = ago(demoPurchase.daysAgo)
  await tx.insert(storePurchases).values({
    id: purchaseId,
    userId: memberId(demoPurchase.email),
    itemId: itemIds.get(bought.slug)!,
    quantity: 1,
    unitPrice: bought.price,
    totalPrice: bought.price,
    status: 'issued',
    createdAt: boughtAt,
  })
  await tx.insert(storeVouchers).values({
    purchaseId,
    userId: memberId(demoPurchase.email),
    kind: 'digital',
    code: newVoucherCode(),
    createdAt: boughtAt,
  })
  await recordActivity(tx, {
    userId: memberId(demoPurchase.email),
    kind: 'store.bought',
    refId: itemIds.get(bought.slug)!,
    at: boughtAt,
  })

  // Events.
  for (const [index, event] of demoEvents.entries()) {
    const image = `public/demo/events/${event.slug}.svg`
    await storage.put(image, Buffer.from(bannerSvg(event.motif, artPalettes.event, index)))
    const [row] = await tx
      .insert(events)
      .values({
        slug: event.slug,
        title: event.title,
        summary: event.summary,
        description: event.description,
        agenda: event.agenda,
        organizer: event.organizer,
        image,
        placeType: event.placeType,
        venue: event.venue,
        province: event.province,
        onlineUrl: event.onlineUrl,
        startsAt: bangkokAt(now, event.daysAhead, event.starts),
        endsAt: bangkokAt(now, event.daysAhead, event.ends),
        seatsTotal: event.seats,
        seatsRemaining: event.seats - event.seatsTaken,
        price: event.price,
        voucherAccepted: event.voucherAccepted,
        createdAt: ago(30),
      })
      .returning({ id: events.id })
    if (event.slug === demoRegistration.eventSlug) {
      const joinedAt = ago(demoRegistration.daysAgo)
      await tx.insert(eventRegistrations).values({
        id: randomUUID(),
        eventId: row!.id,
        userId: memberId(demoRegistration.email),
        status: 'joined',
        paidWith: 'free',
        joinedAt,
      })
      await recordActivity(tx, {
        userId: memberId(demoRegistration.email),
        kind: 'event.joined',
        refId: row!.id,
        at: joinedAt,
      })
    }
  }

  // SUPERQUEST: premium gifts, the campaign and its missions.
  const giftIds = new Map<string, string>()
  for (const [index, gift] of demoGifts.entries()) {
    const image = `public/demo/superquest/${gift.slug}.svg`
    await storage.put(image, Buffer.from(giftSvg(gift.motif, artPalettes.quest, index)))
    const [row] = await tx
      .insert(superquestGifts)
      .values({
        slug: gift.slug,
        name: gift.name,
        description: gift.description,
        image,
        stockTotal: gift.stockTotal,
        stockRemaining: gift.stockTotal - gift.given,
        createdAt: ago(40 - index),
      })
      .returning({ id: superquestGifts.id })
    giftIds.set(gift.slug, row!.id)
  }

  const thisMonth = bangkokMonth(now)
  const campaignStart = bangkokMonthStart(addMonths(thisMonth, demoCampaign.startMonthOffset))
  const campaignEnd = bangkokMonthStart(addMonths(thisMonth, demoCampaign.endMonthOffset))
  const campaignImage = `public/demo/superquest/${demoCampaign.slug}.svg`
  await storage.put(campaignImage, Buffer.from(bannerSvg(demoCampaign.motif, artPalettes.quest)))
  const [campaign] = await tx
    .insert(superquestCampaigns)
    .values({
      slug: demoCampaign.slug,
      title: demoCampaign.title,
      subtitle: demoCampaign.subtitle,
      description: demoCampaign.description,
      image: campaignImage,
      rules: demoCampaign.rules,
      startsAt: campaignStart,
      endsAt: campaignEnd,
    })
    .returning({ id: superquestCampaigns.id })

  const missionIds = new Map<string, string>()
  for (const [position, mission] of demoMissions.entries()) {
    const month = mission.month === undefined ? null : addMonths(thisMonth, mission.month)
    const [row] = await tx
      .insert(superquestMissions)
      .values({
        campaignId: campaign!.id,
        position,
        title: mission.title,
        description: mission.description,
        action: mission.action,
        target: mission.target,
        countDistinct: mission.countDistinct,
        unit: mission.unit,
        link: mission.link,
        startsAt: month ? bangkokMonthStart(month) : campaignStart,
        endsAt: month ? bangkokMonthStart(addMonths(month, 1)) : campaignEnd,
        rewardKoin: mission.rewardKoin,
        rewardGiftId: mission.rewardGift ? giftIds.get(mission.rewardGift)! : null,
      })
      .returning({ id: superquestMissions.id })
    missionIds.set(mission.title, row!.id)
  }
  for (const join of demoMissionJoins) {
    await tx.insert(superquestMissionJoins).values({
      userId: memberId(join.email),
      missionId: missionIds.get(join.mission)!,
      joinedAt: ago(join.daysAgo),
    })
  }

  // Krazy days.
  for (const day of demoKrazyDays) {
    const [row] = await tx
      .insert(superquestKrazyDays)
      .values({
        title: day.title,
        description: day.description,
        opensAt: bangkokAt(now, day.daysAhead, day.opens),
        closesAt: bangkokAt(now, day.closesDaysAhead ?? day.daysAhead, day.closes),
      })
      .returning({ id: superquestKrazyDays.id })
    await tx.insert(superquestKrazyDayItems).values(
      day.items.map((item, position) => ({
        krazyDayId: row!.id,
        giftId: giftIds.get(item.gift)!,
        position,
        price: item.price,
        normalPrice: item.normalPrice,
        stockTotal: item.stockTotal,
        stockRemaining: item.stockTotal - item.taken,
      })),
    )
  }

  // Level rewards, and level gifts already on their way.
  await tx.insert(superquestLevelRewards).values(
    demoLevelRewards.map((reward) => ({
      level: reward.level,
      description: reward.description,
      rewardKoin: reward.rewardKoin,
      giftId: reward.gift ? giftIds.get(reward.gift)! : null,
    })),
  )
  for (const shipment of demoLevelShipments) {
    const gift = demoLevelRewards.find((r) => r.level === shipment.level)!.gift!
    await tx.insert(superquestShipments).values({
      userId: memberId(shipment.email),
      giftId: giftIds.get(gift)!,
      source: 'level',
      sourceRef: String(shipment.level),
      trackingNumber: newTrackingNumber(),
      shippingAddress: demoAddresses[shipment.email]!,
      status: shipment.status,
      createdAt: ago(shipment.daysAgo),
    })
  }

  // The big-prize draw runs with the campaign.
  const prizeImage = 'public/demo/superquest/big-prize.svg'
  await storage.put(prizeImage, Buffer.from(giftSvg(demoBigPrize.motif, artPalettes.premium)))
  await tx.insert(bigPrizes).values({
    name: demoBigPrize.name,
    description: demoBigPrize.description,
    image: prizeImage,
    entryCost: demoBigPrize.entryCost,
    maxEntriesPerMember: demoBigPrize.maxEntriesPerMember,
    opensAt: campaignStart,
    drawAt: campaignEnd,
    // Published the day before entries open, as the draw requires.
    commitment: createHash('sha256').update(demoBigPrize.seed).digest('hex'),
    committedAt: new Date(campaignStart.getTime() - DAY_MS),
  })
}
