import { useState, type FormEvent } from 'react'
import type { FundDetail, FundHolding } from '@klass/contract/bank'
import { bahtToString, readUnitsInput, unitsFromString, unitsToString } from '@klass/contract/money-text'
import { formatBaht, formatDate, formatUnits } from '../../../lib/format'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/field'
import { cn } from '../../../ui/cn'
import { useSellFund } from '../api/sell-fund'
import { FundConfirmDialog } from '../../../ui/confirm-dialog'
import { FundOrderPlaced, FundOrderTiming } from './fund-order'

/** Units the member may still sell: those held less those already waiting in a sell order. */
export function sellableUnits(holding: FundHolding): number {
  return Math.max(0, (unitsFromString(holding.units) ?? 0) - (unitsFromString(holding.unitsPending) ?? 0))
}

/** Units × NAV (both in ten-thousandths) in satang, rounded down. */
export function estimateProceeds(units: number, nav: string): number {
  return Number((BigInt(units) * BigInt(unitsFromString(nav) ?? 0)) / 1_000_000n)
}

function readUnits(text: string, sellable: number): { units: number } | { error: string } {
  if (text.trim() === '') return { error: 'กรุณากรอกจำนวนหน่วยที่จะขาย' }
  const read = readUnitsInput(text)
  if ('problem' in read) return { error: read.problem }
  if (read.value > sellable) return { error: `ขายได้ไม่เกิน ${formatUnits(unitsToString(sellable))} หน่วย` }
  return { units: read.value }
}

/** SPEC 7: sell practice units by number or all of them; the proceeds reach practice savings at the NAV. */
export function FundSellForm({ fund, holding }: { fund: FundDetail; holding: FundHolding }) {
  const sell = useSellFund()
  const [mode, setMode] = useState<'units' | 'all'>('units')
  const [unitsText, setUnitsText] = useState('')
  const [touched, setTouched] = useState(false)
  const [confirming, setConfirming] = useState(false)

  if (sell.data)
    return (
      <FundOrderPlaced
        order={sell.data.order}
        onAgain={() => {
          sell.reset()
          setUnitsText('')
          setMode('units')
          setTouched(false)
        }}
      />
    )

  const sellable = sellableUnits(holding)
  if (sellable === 0) return <p className="text-ink-soft">ตอนนี้ยังไม่มีหน่วยที่ขายได้ (หน่วยที่มีอยู่รอคำสั่งขายก่อนหน้า)</p>

  const choice = mode === 'all' ? { units: sellable } : readUnits(unitsText, sellable)
  const estimate = 'units' in choice ? estimateProceeds(choice.units, fund.nav) : null

  function submit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    if ('units' in choice) setConfirming(true)
  }

  function send() {
    if (!('units' in choice)) return
    const body =
      mode === 'all'
        ? { code: fund.code, all: true }
        : { code: fund.code, units: unitsToString(choice.units) }
    sell.mutate(body, { onSettled: () => setConfirming(false) })
  }

  const modes = [
    { value: 'units', label: 'ระบุจำนวนหน่วย' },
    { value: 'all', label: 'ขายทั้งหมด' },
  ] as const

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <p className="text-sm">ขายได้ {formatUnits(unitsToString(sellable))} หน่วย</p>
      <div role="radiogroup" aria-label="วิธีขาย" className="flex flex-wrap gap-2">
        {modes.map((item) => (
          <label
            key={item.value}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 ring-brand-200',
              mode === item.value ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-brand-700',
            )}
          >
            <input
              type="radio"
              name="sell-mode"
              value={item.value}
              checked={mode === item.value}
              onChange={() => {
                setMode(item.value)
                if (sell.isError) sell.reset()
              }}
              className="size-4 accent-white"
            />
            {item.label}
          </label>
        ))}
      </div>
      {mode === 'units' && (
        <TextField
          label="จำนวนหน่วยที่จะขาย"
          inputMode="decimal"
          autoComplete="off"
          value={unitsText}
          onChange={(event) => {
            setUnitsText(event.target.value)
            if (sell.isError) sell.reset()
          }}
          hint="ใส่ทศนิยมได้ 4 ตำแหน่ง"
          error={(touched || unitsText.trim() !== '') && 'error' in choice ? choice.error : null}
        />
      )}
      {estimate !== null && (
        <p className="text-sm">
          ประมาณ <strong>{formatBaht(bahtToString(estimate))}</strong> ตาม NAV ล่าสุด {formatUnits(fund.nav)} (
          {formatDate(fund.navDate)}) ยอดจริงคิดจากราคา NAV ของวันที่ได้รับคำสั่ง
        </p>
      )}
      <FundOrderTiming
        navDate={fund.orderNavDate}
        settlesAt={fund.orderSettlesAt}
        outcome="เงินค่าขายเข้าบัญชีออมทรัพย์ฝึกหัด"
      />
      {sell.error && <Alert tone="error">{sell.error.message}</Alert>}
      <Button type="submit" variant="secondary" className="w-full sm:w-auto">
        {mode === 'all' ? 'ขายทั้งหมด' : 'ขายหน่วยลงทุน'}
      </Button>
      <FundConfirmDialog
        open={confirming && estimate !== null}
        title="ยืนยันคำสั่งขาย"
        confirmLabel="ยืนยันการขาย"
        busy={sell.isPending}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      >
        {'units' in choice && estimate !== null && (
          <>
            <p>
              ขาย <strong>{fund.name}</strong> ({fund.code}){' '}
              <strong>
                {mode === 'all' ? 'ทั้งหมด ' : ''}
                {formatUnits(unitsToString(choice.units))} หน่วย
              </strong>
            </p>
            <p>ได้เงินประมาณ {formatBaht(bahtToString(estimate))} ตาม NAV ล่าสุด</p>
            <FundOrderTiming
              navDate={fund.orderNavDate}
              settlesAt={fund.orderSettlesAt}
              outcome="เงินค่าขายเข้าบัญชีออมทรัพย์ฝึกหัด"
            />
          </>
        )}
      </FundConfirmDialog>
    </form>
  )
}
