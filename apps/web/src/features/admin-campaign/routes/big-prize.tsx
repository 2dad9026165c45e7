import type { AdminBigPrize, BigPrizeInput } from '@klass/contract/admin-campaign'
import { useState, type FormEvent } from 'react'
import { formatDateTimeBar } from '../../../lib/format'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { TextField } from '../../../ui/field'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { TextArea } from '../../admin-store/components/text-area'
import { useBigPrizes, useCommitBigPrize, useDrawBigPrize, useSaveBigPrize } from '../api/big-prizes'
import { formErrors, FormMessage } from '../components/form-errors'
import { bangkokLocal, bangkokMoment } from '../components/form-values'

const statusLabels: Record<AdminBigPrize['status'], string> = {
  announced: 'ประกาศแล้ว รอเปิดรับสิทธิ์',
  open: 'เปิดรับสิทธิ์อยู่',
  not_committed: 'ไม่ได้ประกาศค่าคำมั่นก่อนเวลาเปิด จึงไม่เปิดรับสิทธิ์ เลื่อนเวลาเปิดแล้วประกาศค่าคำมั่นก่อนเปิด',
  closed: 'ปิดรับสิทธิ์แล้ว รอจับรางวัล',
  drawn: 'จับรางวัลแล้ว',
}

type PrizeDraft = {
  id: string | null
  locked: boolean
  name: string
  description: string
  entryCost: string
  maxEntriesPerMember: string
  winnerCount: string
  opensAt: string
  drawAt: string
}

const newPrize: PrizeDraft = {
  id: null,
  locked: false,
  name: '',
  description: '',
  entryCost: '10',
  maxEntriesPerMember: '20',
  winnerCount: '1',
  opensAt: '',
  drawAt: '',
}

function draftOf(prize: AdminBigPrize): PrizeDraft {
  return {
    id: prize.id,
    locked: prize.settingsLocked,
    name: prize.name,
    description: prize.description.join('\n'),
    entryCost: String(prize.entryCost),
    maxEntriesPerMember: String(prize.maxEntriesPerMember),
    winnerCount: String(prize.draw.winnerCount),
    opensAt: bangkokLocal(prize.opensAt),
    drawAt: bangkokLocal(prize.drawAt),
  }
}

function inputOf(draft: PrizeDraft): BigPrizeInput {
  return {
    name: draft.name,
    description: draft.description
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    entryCost: Number(draft.entryCost),
    maxEntriesPerMember: Number(draft.maxEntriesPerMember),
    winnerCount: Number(draft.winnerCount),
    opensAt: draft.opensAt ? bangkokMoment(draft.opensAt) : '',
    drawAt: draft.drawAt ? bangkokMoment(draft.drawAt) : '',
  }
}

const prizeFields = [
  'name',
  'description',
  'entryCost',
  'maxEntriesPerMember',
  'winnerCount',
  'opensAt',
  'drawAt',
] as const

/** SHA-256 of the seed's UTF-8 bytes in hex, computed in this browser: the seed itself never leaves it. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

function newSeed(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** The big prize: create it and set its terms, publish the commitment before entries open, then draw once. */
export default function BigPrizeAdminPage() {
  const [page, setPage] = useState(1)
  const [draft, setDraft] = useState<PrizeDraft | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  const prizes = useBigPrizes(page)
  const edit = (next: PrizeDraft) => {
    setSaved(null)
    setDraft(next)
  }
  return (
    <section aria-labelledby="big-prize-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="big-prize-heading" className="text-2xl font-bold">
          จับรางวัล Big Prize
        </h2>
        {!draft && <Button onClick={() => edit(newPrize)}>สร้าง Big Prize ใหม่</Button>}
      </div>
      <p className="text-ink-soft">
        ก่อนเปิดรับสิทธิ์ ให้สร้าง seed ลับแล้วประกาศค่าคำมั่น (SHA-256 ของ seed) บนหน้า Big Prize
        รอบที่ไม่ได้ประกาศค่าคำมั่นก่อนเวลาเปิดจะไม่เปิดรับสิทธิ์ เมื่อถึงเวลาจับรางวัล ให้กรอก seed เดิม ระบบจะตรวจว่าตรงกับค่าคำมั่น
        แล้วเลือกผู้โชคดีจาก seed และรายการสิทธิ์ สมาชิกทุกคนตรวจซ้ำได้
      </p>
      {saved && <Alert tone="success">{saved}</Alert>}
      {draft && (
        <PrizeForm
          draft={draft}
          onCancel={() => setDraft(null)}
          onSaved={(name) => {
            setDraft(null)
            setSaved(`บันทึก "${name}" แล้ว`)
          }}
        />
      )}
      <QueryState query={prizes} loading={<LoadingState />} empty={<EmptyState title="ยังไม่มี Big Prize" />}>
        {(data) => (
          <>
            <ul className="space-y-3">
              {data.items.map((prize) => (
                <PrizeCard key={prize.id} prize={prize} onEdit={() => edit(draftOf(prize))} />
              ))}
            </ul>
            <Pagination
              page={data.page}
              pages={data.pages}
              onChange={setPage}
              label="หน้าของรายการ Big Prize"
            />
          </>
        )}
      </QueryState>
    </section>
  )
}

function PrizeCard({ prize, onEdit }: { prize: AdminBigPrize; onEdit: () => void }) {
  const { draw } = prize
  // The step offered follows the prize's standing when the list was read; the server checks the time again.
  const closed = prize.status === 'closed'
  return (
    <li className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-bold break-words">{prize.name}</h3>
          <p className="text-sm text-ink-soft">
            เปิดรับสิทธิ์ {formatDateTimeBar(prize.opensAt)} · จับรางวัล {formatDateTimeBar(prize.drawAt)}
          </p>
          <p className="text-sm">
            {statusLabels[prize.status]} · {prize.totalEntries} สิทธิ์ · สิทธิ์ละ {prize.entryCost} skill point ·
            สูงสุดคนละ {prize.maxEntriesPerMember} สิทธิ์ · ผู้โชคดี {draw.winnerCount} คน
          </p>
        </div>
        <Button variant="secondary" size="sm" aria-label={`แก้ไข ${prize.name}`} onClick={onEdit}>
          แก้ไข
        </Button>
      </div>
      {draw.commitment ? (
        <p className="text-sm break-all">ค่าคำมั่นที่ประกาศ: {draw.commitment}</p>
      ) : (
        <p className="text-sm">ยังไม่ได้ประกาศค่าคำมั่น</p>
      )}
      {draw.drawnAt ? (
        <div className="space-y-1 text-sm">
          <p className="break-all">seed ที่เปิดเผย: {draw.seed}</p>
          <ol className="list-decimal ps-5">
            {draw.winners.map((winner) => (
              <li key={winner.rank} className="break-words">
                {winner.name} (สิทธิ์ {winner.ticket})
              </li>
            ))}
          </ol>
        </div>
      ) : draw.commitment ? (
        closed && <DrawForm prize={prize} />
      ) : (
        prize.status === 'announced' && <CommitForm prize={prize} />
      )}
    </li>
  )
}

function CommitForm({ prize }: { prize: AdminBigPrize }) {
  const [seed, setSeed] = useState<string | null>(null)
  const commit = useCommitBigPrize()
  return (
    <div className="space-y-3">
      {!seed ? (
        <Button variant="secondary" onClick={() => setSeed(newSeed())}>
          สร้าง seed ลับ
        </Button>
      ) : (
        <>
          <Alert tone="info">
            <span className="break-all">seed ลับ: {seed}</span>
            <br />
            เก็บ seed นี้ไว้ในที่ปลอดภัย ระบบไม่เก็บ seed ไว้ และต้องใช้ seed เดิมตอนจับรางวัล
          </Alert>
          <FormMessage message={formErrors(commit.error, []).message} />
          <Button
            disabled={commit.isPending}
            onClick={async () => commit.mutate({ id: prize.id, commitment: await sha256Hex(seed) })}
          >
            ประกาศค่าคำมั่น
          </Button>
        </>
      )}
    </div>
  )
}

function DrawForm({ prize }: { prize: AdminBigPrize }) {
  const [seed, setSeed] = useState('')
  const [confirming, setConfirming] = useState(false)
  const draw = useDrawBigPrize()
  const errors = formErrors(draw.error, ['seed'], { BIG_PRIZE_SEED_MISMATCH: 'seed' })
  return (
    <div className="space-y-3">
      <TextField
        label="seed ลับที่เก็บไว้"
        value={seed}
        error={errors.of('seed')}
        onChange={(e) => setSeed(e.target.value)}
      />
      <FormMessage message={errors.message} />
      <Button disabled={draw.isPending || seed.trim() === ''} onClick={() => setConfirming(true)}>
        จับรางวัล
      </Button>
      <ConfirmDialog
        open={confirming}
        title="จับรางวัล Big Prize"
        confirmLabel="จับรางวัลเลย"
        busy={draw.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          draw.mutate({ id: prize.id, seed: seed.trim() })
        }}
      >
        จับรางวัลได้ครั้งเดียว seed จะถูกเปิดเผยบนหน้า Big Prize และผลจะเปลี่ยนไม่ได้
      </ConfirmDialog>
    </div>
  )
}

function PrizeForm({
  draft: initial,
  onCancel,
  onSaved,
}: {
  draft: PrizeDraft
  onCancel: () => void
  onSaved: (name: string) => void
}) {
  const [draft, setDraft] = useState(initial)
  const save = useSaveBigPrize()
  const errors = formErrors(save.error, prizeFields, { BIG_PRIZE_OPENS_IN_PAST: 'opensAt' })
  const set = (change: Partial<PrizeDraft>) => setDraft((d) => ({ ...d, ...change }))
  const heading = draft.id ? 'แก้ไข Big Prize' : 'สร้าง Big Prize ใหม่'
  const lockedHint = draft.locked ? 'เปิดรับสิทธิ์แล้ว เปลี่ยนไม่ได้' : undefined

  function submit(event: FormEvent) {
    event.preventDefault()
    save.mutate({ id: draft.id, body: inputOf(draft) }, { onSuccess: (prize) => onSaved(prize.name) })
  }

  return (
    <form
      onSubmit={submit}
      aria-label={heading}
      className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-brand-200"
      noValidate
    >
      <h3 className="text-lg font-bold">{heading}</h3>
      <TextField
        label="ชื่อรางวัล"
        value={draft.name}
        error={errors.of('name')}
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextArea
        label="รายละเอียด (บรรทัดละย่อหน้า)"
        value={draft.description}
        error={errors.of('description')}
        onChange={(e) => set({ description: e.target.value })}
      />
      {draft.locked && (
        <Alert tone="info">Big Prize นี้เปิดรับสิทธิ์แล้ว เวลา เงื่อนไขการแลกสิทธิ์ และจำนวนผู้โชคดีจึงเปลี่ยนไม่ได้</Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="เวลาเปิดรับสิทธิ์ (เวลาประเทศไทย)"
          type="datetime-local"
          value={draft.opensAt}
          disabled={draft.locked}
          hint={lockedHint ?? 'ต้องประกาศค่าคำมั่นก่อนเวลานี้ จึงจะเปิดรับสิทธิ์'}
          error={errors.of('opensAt')}
          onChange={(e) => set({ opensAt: e.target.value })}
        />
        <TextField
          label="เวลาจับรางวัล (เวลาประเทศไทย)"
          type="datetime-local"
          value={draft.drawAt}
          disabled={draft.locked}
          hint={lockedHint ?? 'ปิดรับสิทธิ์เมื่อถึงเวลานี้'}
          error={errors.of('drawAt')}
          onChange={(e) => set({ drawAt: e.target.value })}
        />
        <TextField
          label="skill point ต่อสิทธิ์"
          inputMode="numeric"
          value={draft.entryCost}
          disabled={draft.locked}
          hint={lockedHint}
          error={errors.of('entryCost')}
          onChange={(e) => set({ entryCost: e.target.value })}
        />
        <TextField
          label="สิทธิ์สูงสุดต่อคน"
          inputMode="numeric"
          value={draft.maxEntriesPerMember}
          disabled={draft.locked}
          hint={lockedHint}
          error={errors.of('maxEntriesPerMember')}
          onChange={(e) => set({ maxEntriesPerMember: e.target.value })}
        />
        <TextField
          label="จำนวนผู้โชคดี (คน)"
          inputMode="numeric"
          value={draft.winnerCount}
          disabled={draft.locked}
          hint={lockedHint ?? 'สมาชิกหนึ่งคนได้รางวัลได้ครั้งเดียว'}
          error={errors.of('winnerCount')}
          onChange={(e) => set({ winnerCount: e.target.value })}
        />
      </div>
      <FormMessage message={errors.message} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={save.isPending}>
          บันทึก Big Prize
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          ยกเลิก
        </Button>
      </div>
    </form>
  )
}
