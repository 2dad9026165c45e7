import { useState, type FormEvent } from 'react'
import { formatCount } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { Alert } from '../../../ui/alert'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Button, ButtonLink } from '../../../ui/button'
import { CountField, parseCount } from '../../../ui/count-field'
import { Skeleton } from '../../../ui/skeleton'
import { QueryState } from '../../../ui/query-states'
import { useBigPrize, type BigPrize } from '../api/get-big-prize'
import { SkillPointExplainer } from '../components/points-explainer'
import { useRedeemBigPrize } from '../api/redeem-big-prize'
import { FairDraw } from '../components/fair-draw'
import { PageTitle } from '../../../ui/page-title'

function EntryForm({ data }: { data: BigPrize }) {
  const redeem = useRedeemBigPrize()
  const [text, setText] = useState('1')
  const { prize, member } = data
  const left = Math.max(0, prize.maxEntriesPerMember - member.entries)
  const affordable = Math.floor(member.skill / prize.entryCost)
  const max = Math.min(left, affordable)
  const entries = parseCount(text)
  const error =
    !Number.isInteger(entries) || entries < 1
      ? 'กรุณาใส่จำนวนสิทธิ์อย่างน้อย 1 สิทธิ์'
      : entries > left
        ? `แลกเพิ่มได้อีกไม่เกิน ${formatCount(left)} สิทธิ์`
        : entries * prize.entryCost > member.skill
          ? `skill point ไม่พอ ${formatCount(entries)} สิทธิ์ใช้ ${formatCount(entries * prize.entryCost)} คะแนน`
          : null

  if (left === 0)
    return <Alert tone="info">คุณแลกสิทธิ์ครบ {formatCount(prize.maxEntriesPerMember)} สิทธิ์แล้ว ขอให้โชคดี!</Alert>
  if (affordable === 0)
    return (
      <Alert tone="error">
        skill point ยังไม่พอ ต้องใช้ {formatCount(prize.entryCost)} คะแนนต่อสิทธิ์ คุณมี {formatCount(member.skill)}{' '}
        คะแนน ทำภารกิจและควิซเพื่อสะสมเพิ่มนะ
      </Alert>
    )
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        if (!error) redeem.mutate(entries)
      }}
    >
      <CountField
        label="จำนวนสิทธิ์ที่ต้องการแลก"
        text={text}
        onText={setText}
        max={max}
        hint={`สิทธิ์ละ ${formatCount(prize.entryCost)} skill point · แลกได้อีก ${formatCount(max)} สิทธิ์`}
        error={error}
      />
      {redeem.isSuccess && (
        <Alert tone="success">แลกสิทธิ์สำเร็จ! ตอนนี้คุณมี {formatCount(member.entries)} สิทธิ์</Alert>
      )}
      {redeem.error && <ActionErrorAlert error={redeem.error} />}
      <Button type="submit" busy={redeem.isPending}>
        แลกสิทธิ์ลุ้น
      </Button>
    </form>
  )
}

/**
 * Entries are taken only between the opening and the draw, and only when the draw's commitment was published
 * before the opening: why they are not open now, with the date, from the server.
 */
function EntriesClosed({ prize }: { prize: BigPrize['prize'] }) {
  return (
    <Alert tone="info">
      {prize.closedReason === 'not_yet_open'
        ? `เปิดให้แลกสิทธิ์ ${prize.opensAtLabel}`
        : prize.closedReason === 'not_committed'
          ? 'ยังไม่เปิดให้แลกสิทธิ์ เพราะทีมงานยังไม่ได้ประกาศค่าคำมั่นของการจับรางวัลก่อนเวลาเปิด จึงตรวจสอบการจับรางวัลไม่ได้'
          : `ปิดรับสิทธิ์แล้ว จับรางวัล ${prize.drawAtLabel}`}
    </Alert>
  )
}

/**
 * What a member who is not of type SKILL can do: the reason in the server's words, then the parts of
 * SUPERQUEST open to them now and how their skill points keep counting.
 */
function HowToTakePart({ reason, skill }: { reason: string; skill: number }) {
  return (
    <div className="space-y-3">
      <Alert tone="info">{reason}</Alert>
      <h3 className="text-lg">ร่วมสนุกกับ SUPERQUEST ได้ตอนนี้</h3>
      <ul className="list-disc space-y-1 ps-6 text-sm">
        <li>เข้าร่วมภารกิจ SUPERQUEST ทำครบแล้วรับ koin หรือของรางวัลพรีเมียม</li>
        <li>แลกของรางวัลราคาพิเศษด้วย koin ในวัน Krazy Day</li>
        <li>ทำควิซสะสม exp ให้เลเวลขึ้น แล้วรับรางวัลประจำเลเวล</li>
        <li>
          สะสม skill point จากควิซและการสรุปบทความต่อไปได้ ตอนนี้คุณมี {formatCount(skill)} คะแนน
          ซึ่งใช้แลกสิทธิ์ลุ้นรางวัลใหญ่ได้เมื่อบัญชีเป็นสมาชิกประเภท SKILL
        </li>
      </ul>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to={paths.superquestAllQuests}>เข้าร่วมภารกิจ SUPERQUEST</ButtonLink>
        <ButtonLink to={`${paths.superquestMissionsRewards}#krazy-day`} variant="secondary">
          ดู Krazy Day และรางวัลเลเวล
        </ButtonLink>
      </div>
    </div>
  )
}

/** SPEC 2 /big-prize/redeem: SKILL members spend skill points for entries; others learn how to take part. */
export default function BigPrizeRedeemPage() {
  const query = useBigPrize()
  return (
    <div className="mx-auto max-w-4xl px-3 py-8 sm:px-4">
      <PageTitle>แลกสิทธิ์ลุ้นรางวัลใหญ่ (Redeem ลุ้น Big Prize) — Klass</PageTitle>
      <h1 className="text-3xl">
        แลกสิทธิ์ลุ้นรางวัลใหญ่
        <span lang="en" className="mt-1 block text-base font-normal text-ink-soft">
          Redeem ลุ้น Big Prize
        </span>
      </h1>
      <div className="mt-6">
        <QueryState
          query={query}
          loading={
            <div role="status" aria-label="กำลังโหลดรางวัลใหญ่" className="space-y-3">
              <Skeleton className="h-56 w-full" />
            </div>
          }
        >
          {(data) => (
            <div className="grid gap-6 md:grid-cols-2">
              <div className="space-y-3">
                <img
                  src={data.prize.image}
                  alt={data.prize.name}
                  width={640}
                  height={480}
                  className="w-full rounded-card bg-brand-50 object-cover"
                />
                <h2 className="text-2xl">{data.prize.name}</h2>
                {data.prize.description.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
                <p className="text-sm text-ink-soft">
                  จับรางวัล {data.prize.drawAtLabel} · สิทธิ์ทั้งหมด {formatCount(data.prize.totalEntries)} สิทธิ์
                </p>
              </div>
              <section
                aria-labelledby="my-entries"
                className="space-y-4 rounded-card bg-white p-5 shadow-sm ring-1 ring-brand-100"
              >
                <h2 id="my-entries" className="text-xl">
                  สิทธิ์ของฉัน
                </h2>
                <dl className="grid grid-cols-2 gap-3">
                  <div className="rounded-2xl bg-brand-50 p-3">
                    <dt className="text-sm text-ink-soft">skill point</dt>
                    <dd className="font-display text-2xl">{formatCount(data.member.skill)}</dd>
                  </div>
                  <div className="rounded-2xl bg-brand-50 p-3">
                    <dt className="text-sm text-ink-soft">สิทธิ์ที่แลกแล้ว</dt>
                    <dd className="font-display text-2xl">{formatCount(data.member.entries)}</dd>
                  </div>
                </dl>
                <SkillPointExplainer />
                {!data.prize.open ? (
                  <EntriesClosed prize={data.prize} />
                ) : data.member.eligible ? (
                  <EntryForm data={data} />
                ) : (
                  <HowToTakePart reason={data.member.reason ?? ''} skill={data.member.skill} />
                )}
              </section>
              <div className="md:col-span-2">
                <FairDraw draw={data.draw} mine={data.mine} />
              </div>
            </div>
          )}
        </QueryState>
      </div>
    </div>
  )
}
