import { useRef, useState, type FormEvent } from 'react'
import { koinFromString, koinToString } from '@klass/contract/money-text'
import type { ShippingAddress } from '@klass/contract/shipping'
import type { StoreItemDetail } from '@klass/contract/store'
import { MAX_ORDER_QUANTITY } from '@klass/contract/store-constants'
import { useLocation, useParams } from 'react-router'
import { formatCount, formatKoin } from '../../../lib/format'
import { useKoinBalance } from '../../../lib/koin-balance'
import { paths } from '../../../lib/paths'
import { loginPathFor } from '../../../lib/safe-redirect'
import { ActionBar } from '../../../ui/action-bar'
import { AddressForm } from '../../../ui/address-form'
import { Alert } from '../../../ui/alert'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Button, ButtonLink } from '../../../ui/button'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { CountField, parseCount } from '../../../ui/count-field'
import { KoinAmount } from '../../../ui/koin-amount'
import { AppLink } from '../../../ui/link'
import { Skeleton } from '../../../ui/skeleton'
import { detailPageState, isUuid } from '../../../ui/query-states'
import { useBuyStoreItem } from '../api/buy-store-item'
import { useStoreItem } from '../api/get-store-item'
import { AvailabilityBadge } from '../components/store-item-card'
import { PurchaseResult } from '../components/purchase-result'
import { PageTitle } from '../../../ui/page-title'

/** Why a member cannot buy at all right now, in Thai; null when they can. */
export function buyBlocker(item: StoreItemDetail, balance: string | null): string | null {
  if (item.availability === 'sold-out') return 'ของรางวัลชิ้นนี้หมดแล้ว รอติดตามรอบหน้านะ'
  if (item.availability === 'limit-reached')
    return `คุณแลกของรางวัลชิ้นนี้ครบ ${formatCount(item.limitPerMember)} ชิ้นตามสิทธิ์ต่อคนแล้ว`
  if (item.availability === 'koin-short')
    return `koin ของคุณยังไม่พอ ต้องใช้ ${formatKoin(item.price)} koin${balance ? ` แต่คุณมี ${formatKoin(balance)} koin` : ''} ลองตอบควิซหรือทำภารกิจเพื่อสะสมเพิ่ม`
  return null
}

function BuyPanel({ item }: { item: StoreItemDetail }) {
  const balance = useKoinBalance()
  const location = useLocation()
  const buy = useBuyStoreItem()
  const [quantityText, setQuantityText] = useState('1')
  // Issue 20: one tap never spends koins. The order waits here, with its address, until the member confirms.
  const [asked, setAsked] = useState<{ address?: ShippingAddress } | null>(null)

  if (buy.data)
    return (
      <PurchaseResult
        purchase={buy.data.purchase}
        koin={buy.data.koin}
        onAgain={() => {
          buy.reset()
          setQuantityText('1')
        }}
      />
    )
  if (balance === null) {
    return (
      <div className="space-y-3">
        <p>เข้าสู่ระบบเพื่อใช้ koin แลกของรางวัลชิ้นนี้</p>
        <ButtonLink to={loginPathFor(location.pathname)}>เข้าสู่ระบบเพื่อแลก</ButtonLink>
      </div>
    )
  }
  const blocker = buyBlocker(item, balance)
  if (blocker) return <Alert tone="error">{blocker}</Alert>

  const maxQuantity = Math.max(
    1,
    Math.min(MAX_ORDER_QUANTITY, item.stock, item.canStillBuy ?? item.limitPerMember),
  )
  const quantity = parseCount(quantityText)
  const price = koinFromString(item.price) ?? 0
  const have = koinFromString(balance) ?? 0
  const quantityError =
    !Number.isInteger(quantity) || quantity < 1
      ? 'กรุณาใส่จำนวนอย่างน้อย 1 ชิ้น'
      : quantity > maxQuantity
        ? `แลกได้ไม่เกิน ${formatCount(maxQuantity)} ชิ้นในครั้งนี้`
        : price * quantity > have
          ? `koin ไม่พอสำหรับ ${formatCount(quantity)} ชิ้น คุณมี ${formatKoin(balance)} koin`
          : null
  const total = Number.isInteger(quantity) && quantity > 0 ? koinToString(price * quantity) : null

  const quantityField = (
    <div className="space-y-2">
      <CountField
        label="จำนวน"
        text={quantityText}
        onText={setQuantityText}
        max={maxQuantity}
        hint={`แลกได้สูงสุด ${formatCount(maxQuantity)} ชิ้น`}
        error={quantityError}
      />
      {total && (
        <p>
          ใช้ทั้งหมด <KoinAmount value={total} className="text-brand-800" /> · คุณมี <KoinAmount value={balance} />
        </p>
      )}
    </div>
  )
  const submitLabel = `แลก ${Number.isInteger(quantity) && quantity > 0 ? formatCount(quantity) : ''} ชิ้น`
  const ask = (address?: ShippingAddress) => {
    if (quantityError) return
    buy.reset()
    setAsked({ address })
  }
  const confirmation = asked && total && (
    <ConfirmDialog
      open
      title="ยืนยันการแลกของรางวัล"
      confirmLabel={`ยืนยัน ใช้ ${formatKoin(total)} koin`}
      busy={buy.isPending}
      onClose={() => setAsked(null)}
      onConfirm={() =>
        buy.mutate({ id: item.id, quantity, address: asked.address }, { onSettled: () => setAsked(null) })
      }
    >
      <div className="flex items-center gap-3">
        <img
          src={item.image}
          alt=""
          width={96}
          height={72}
          className="aspect-[4/3] w-24 shrink-0 rounded-lg bg-brand-50 object-cover"
        />
        <p className="font-semibold text-ink">
          {item.name} × {formatCount(quantity)} ชิ้น
        </p>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        <dt>koin ที่ใช้</dt>
        <dd className="text-end">
          <KoinAmount value={total} className="text-brand-800" />
        </dd>
        <dt>koin ของคุณตอนนี้</dt>
        <dd className="text-end">
          <KoinAmount value={balance} />
        </dd>
        <dt className="font-semibold">เหลือหลังแลก</dt>
        <dd className="text-end font-semibold">
          <KoinAmount value={koinToString(have - price * quantity)} />
        </dd>
      </dl>
      {asked.address && (
        <p>
          ส่งถึง {asked.address.recipient} · {asked.address.district} {asked.address.province}{' '}
          {asked.address.postcode}
        </p>
      )}
      <p className="text-ink-soft">แลกแล้วยกเลิกไม่ได้ และ koin ที่ใช้จะไม่ได้คืน</p>
    </ConfirmDialog>
  )

  if (item.needsAddress) {
    return (
      <>
        <AddressForm submitLabel={submitLabel} busy={buy.isPending} error={buy.error} onSubmit={ask}>
          {quantityField}
        </AddressForm>
        {confirmation}
      </>
    )
  }
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        ask()
      }}
    >
      {quantityField}
      {buy.error && <ActionErrorAlert error={buy.error} />}
      <Button type="submit" busy={buy.isPending}>
        {submitLabel}
      </Button>
      {confirmation}
    </form>
  )
}

/** SPEC 2 /store/{id}/{slug?}: one gift, bought with koins by quantity. */
export default function StoreItemPage() {
  const { id = '' } = useParams()
  const valid = isUuid(id)
  const query = useStoreItem(id, valid)
  const order = useRef<HTMLElement>(null)
  const state = detailPageState(query, {
    validId: valid,
    loadingLabel: 'กำลังโหลดของรางวัล',
    skeleton: (
      <div className="grid gap-6 md:grid-cols-2">
        <Skeleton className="aspect-[4/3] w-full" />
        <div className="space-y-3">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-32 w-full" />
        </div>
      </div>
    ),
  })
  if (state || !query.data) return state
  const item = query.data
  return (
    <div className="mx-auto max-w-5xl px-3 py-8 sm:px-4">
      <PageTitle>{`${item.name} — ร้านค้า Klass`}</PageTitle>
      <nav aria-label="เส้นทาง" className="mb-4 text-sm">
        <AppLink to={paths.store} className="text-brand-700 underline underline-offset-2">
          ร้านค้าแลกของรางวัล
        </AppLink>{' '}
        / <span aria-current="page">{item.name}</span>
      </nav>
      <div className="grid gap-6 md:grid-cols-2">
        <img
          src={item.image}
          alt={item.name}
          width={800}
          height={600}
          className="aspect-[4/3] w-full rounded-card bg-brand-50 object-cover"
        />
        <div className="space-y-3">
          <p className="text-sm font-semibold text-brand-700">{item.typeLabel}</p>
          <h1 className="text-2xl md:text-3xl">{item.name}</h1>
          <p className="text-ink-soft">{item.summary}</p>
          <p className="flex flex-wrap items-center gap-3">
            <KoinAmount value={item.price} className="text-2xl text-brand-800" iconClassName="size-7" />
            <span className="text-sm text-ink-soft">ต่อชิ้น</span>
            <AvailabilityBadge item={item} />
          </p>
          <p className="text-sm text-ink-soft">
            แลกได้คนละ {formatCount(item.limitPerMember)} ชิ้น
            {item.bought !== null && ` · คุณแลกไปแล้ว ${formatCount(item.bought)} ชิ้น`} · แลกไปแล้วทั้งหมด{' '}
            {formatCount(item.sold)} ชิ้น
          </p>
          <section
            ref={order}
            aria-label="แลกของรางวัล"
            className="rounded-card bg-white p-4 shadow-sm ring-1 ring-brand-100"
          >
            <BuyPanel item={item} />
          </section>
          <ActionBar
            target={order}
            label="แลกของรางวัลนี้"
            summary={
              <>
                <KoinAmount value={item.price} className="text-brand-800" /> ต่อชิ้น
              </>
            }
          />
        </div>
      </div>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="about-title">
          <h2 id="about-title" className="text-xl">
            รายละเอียด
          </h2>
          {item.description.map((paragraph, index) => (
            <p key={index} className="mt-2 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
        {item.conditions.length > 0 && (
          <section aria-labelledby="conditions-title">
            <h2 id="conditions-title" className="text-xl">
              เงื่อนไข
            </h2>
            <ul className="mt-2 list-disc space-y-1 ps-6">
              {item.conditions.map((condition, index) => (
                <li key={index}>{condition}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  )
}
