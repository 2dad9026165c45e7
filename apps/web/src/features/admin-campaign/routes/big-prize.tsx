import type { AdminBigPrize } from '@klass/contract/admin-campaign'
import { useState } from 'react'
import { formatDateTimeBar } from '../../../lib/format'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { TextField } from '../../../ui/field'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { useBigPrizes, useCommitBigPrize, useDrawBigPrize } from '../api/big-prizes'
import { SaveError } from '../components/save-error'

/** SHA-256 of the seed's UTF-8 bytes in hex, computed in this browser: the seed itself never leaves it. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

function newSeed(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** The big prize draw: publish the commitment before entries close, then draw once with the seed. */
export default function BigPrizeAdminPage() {
  const [page, setPage] = useState(1)
  const prizes = useBigPrizes(page)
  return (
    <section aria-labelledby="big-prize-heading" className="space-y-4">
      <h2 id="big-prize-heading" className="text-2xl font-bold">
        จับรางวัล Big Prize
      </h2>
      <p className="text-ink-soft">
        ก่อนปิดรับสิทธิ์ ให้สร้าง seed ลับแล้วประกาศค่าคำมั่น (SHA-256 ของ seed) บนหน้า Big Prize เมื่อถึงเวลาจับรางวัล ให้กรอก
        seed เดิม ระบบจะตรวจว่าตรงกับค่าคำมั่น แล้วเลือกผู้โชคดีจาก seed และรายการสิทธิ์ สมาชิกทุกคนตรวจซ้ำได้
      </p>
      <QueryState query={prizes} loading={<LoadingState />} empty={<EmptyState title="ยังไม่มี Big Prize" />}>
        {(data) => (
          <>
            <ul className="space-y-3">
              {data.items.map((prize) => (
                <PrizeCard key={prize.id} prize={prize} />
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

function PrizeCard({ prize }: { prize: AdminBigPrize }) {
  const { draw } = prize
  // The page's opening moment decides which step to offer; the server checks the time again on each call.
  const [openedAt] = useState(() => Date.now())
  const closed = openedAt >= Date.parse(prize.drawAt)
  return (
    <li className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100">
      <div>
        <h3 className="font-bold break-words">{prize.name}</h3>
        <p className="text-sm text-ink-soft">
          จับรางวัล {formatDateTimeBar(prize.drawAt)} · {prize.totalEntries} สิทธิ์ · ผู้โชคดี {draw.winnerCount} คน
        </p>
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
        !closed && <CommitForm prize={prize} />
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
          <SaveError error={commit.error} />
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
  return (
    <div className="space-y-3">
      <TextField label="seed ลับที่เก็บไว้" value={seed} onChange={(e) => setSeed(e.target.value)} />
      <SaveError error={draw.error} />
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
