import type { AdminLevel, AdminMission, MissionInput } from '@klass/contract/admin-campaign'
import { useState, type FormEvent } from 'react'
import { formatDate, formatKoin } from '../../../lib/format'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { Checkbox, SelectField, TextField } from '../../../ui/field'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { TextArea } from '../../admin-store/components/text-area'
import { useCampaignOptions } from '../api/krazy-days'
import { useAdminLevels, useAdminMissions, useSaveLevel, useSaveMission } from '../api/missions'
import { formErrors, FormMessage } from '../components/form-errors'
import { bangkokLocal, bangkokMoment, koinHundredths, koinText } from '../components/form-values'

type MissionDraft = {
  id: string | null
  campaignId: string
  title: string
  description: string
  action: string
  target: string
  countDistinct: boolean
  unit: string
  link: string
  startsAt: string
  endsAt: string
  rewardKoin: string
  rewardGiftId: string
}

const newMission: MissionDraft = {
  id: null,
  campaignId: '',
  title: '',
  description: '',
  action: '',
  target: '1',
  countDistinct: false,
  unit: 'ครั้ง',
  link: '/',
  startsAt: '',
  endsAt: '',
  rewardKoin: '',
  rewardGiftId: '',
}

function draftOf(mission: AdminMission): MissionDraft {
  return {
    id: mission.id,
    campaignId: mission.campaignId,
    title: mission.title,
    description: mission.description,
    action: mission.action,
    target: String(mission.target),
    countDistinct: mission.countDistinct,
    unit: mission.unit,
    link: mission.link,
    startsAt: bangkokLocal(mission.startsAt),
    endsAt: bangkokLocal(mission.endsAt),
    rewardKoin: mission.rewardKoin === null ? '' : koinText(mission.rewardKoin),
    rewardGiftId: mission.rewardGiftId ?? '',
  }
}

function inputOf(draft: MissionDraft): MissionInput {
  return {
    campaignId: draft.campaignId,
    title: draft.title,
    description: draft.description,
    action: draft.action as MissionInput['action'],
    target: Number(draft.target),
    countDistinct: draft.countDistinct,
    unit: draft.unit,
    link: draft.link,
    startsAt: draft.startsAt ? bangkokMoment(draft.startsAt) : '',
    endsAt: draft.endsAt ? bangkokMoment(draft.endsAt) : '',
    rewardKoin: draft.rewardKoin.trim() === '' ? null : koinHundredths(draft.rewardKoin),
    rewardGiftId: draft.rewardGiftId || null,
  }
}

const missionFields = [
  'campaignId',
  'title',
  'description',
  'action',
  'target',
  'unit',
  'link',
  'startsAt',
  'endsAt',
  'rewardKoin',
  'rewardGiftId',
] as const

function rewardText(koin: number | null, gift: string | null, join: string) {
  return [koin !== null && `${formatKoin(koinText(koin))} koin`, gift].filter(Boolean).join(join)
}

/** Missions and member levels with their rewards: who joined, finished or claimed, and forms to change them. */
export default function MissionsAdminPage() {
  const [page, setPage] = useState(1)
  const [draft, setDraft] = useState<MissionDraft | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  const [level, setLevel] = useState<number | null>(null)
  const missions = useAdminMissions(page)
  const levels = useAdminLevels()
  return (
    <div className="space-y-8">
      <section aria-labelledby="missions-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="missions-heading" className="text-2xl font-bold">
            ภารกิจ SUPERQUEST
          </h2>
          {!draft && <Button onClick={() => (setSaved(null), setDraft(newMission))}>สร้างภารกิจใหม่</Button>}
        </div>
        {saved && <Alert tone="success">{saved}</Alert>}
        {draft && (
          <MissionForm
            draft={draft}
            onCancel={() => setDraft(null)}
            onSaved={(title) => {
              setDraft(null)
              setSaved(`บันทึกภารกิจ "${title}" แล้ว`)
            }}
          />
        )}
        <QueryState query={missions} loading={<LoadingState />} empty={<EmptyState title="ยังไม่มีภารกิจ" />}>
          {(data) => (
            <>
              <ul className="space-y-2">
                {data.items.map((mission) => (
                  <li key={mission.id} className="rounded-2xl bg-white p-4 ring-1 ring-brand-100">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div className="min-w-0">
                        <h3 className="font-bold break-words">{mission.title}</h3>
                        <p className="text-sm text-ink-soft">
                          {formatDate(mission.startsAt)} – {formatDate(mission.endsAt)} · เป้าหมาย{' '}
                          {mission.target} {mission.unit}
                        </p>
                        <p className="text-sm">
                          รางวัล: {rewardText(mission.rewardKoin, mission.rewardGiftName, ' หรือ ')} · เข้าร่วม{' '}
                          {mission.joined} คน · รับรางวัลแล้ว {mission.redeemed} คน
                        </p>
                      </div>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`แก้ไข ${mission.title}`}
                        onClick={() => (setSaved(null), setDraft(draftOf(mission)))}
                      >
                        แก้ไข
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
              <Pagination page={data.page} pages={data.pages} onChange={setPage} label="หน้าของรายการภารกิจ" />
            </>
          )}
        </QueryState>
      </section>
      <section aria-labelledby="levels-heading" className="space-y-3">
        <h2 id="levels-heading" className="text-2xl font-bold">
          เลเวลสมาชิก
        </h2>
        <QueryState query={levels} loading={<LoadingState />} empty={<EmptyState title="ยังไม่มีเลเวล" />}>
          {(data) => (
            <ul className="space-y-2">
              {data.map((one) => (
                <li key={one.level} className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h3 className="font-bold">
                        เลเวล {one.level} {one.name}
                      </h3>
                      <p className="text-sm text-ink-soft">ตั้งแต่ {one.minExp} exp</p>
                      <p className="text-sm">
                        {one.rewardKoin !== null || one.giftName
                          ? rewardText(one.rewardKoin, one.giftName, ' และ ')
                          : 'ยังไม่มีรางวัล'}{' '}
                        · รับแล้ว {one.claims} คน
                      </p>
                    </div>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-expanded={level === one.level}
                      aria-label={
                        level === one.level ? `ปิดฟอร์มเลเวล ${one.level}` : `แก้ไขรางวัลเลเวล ${one.level}`
                      }
                      onClick={() => setLevel(level === one.level ? null : one.level)}
                    >
                      {level === one.level ? 'ปิด' : 'แก้ไขรางวัล'}
                    </Button>
                  </div>
                  {level === one.level && <LevelForm level={one} onSaved={() => setLevel(null)} />}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  )
}

function MissionForm({
  draft: initial,
  onCancel,
  onSaved,
}: {
  draft: MissionDraft
  onCancel: () => void
  onSaved: (title: string) => void
}) {
  const [draft, setDraft] = useState(initial)
  const options = useCampaignOptions()
  const save = useSaveMission()
  const errors = formErrors(save.error, missionFields, {
    MISSION_OUTSIDE_CAMPAIGN: 'startsAt',
    CAMPAIGN_NOT_FOUND: 'campaignId',
    GIFT_NOT_FOUND: 'rewardGiftId',
  })
  const set = (change: Partial<MissionDraft>) => setDraft((d) => ({ ...d, ...change }))

  function submit(event: FormEvent) {
    event.preventDefault()
    save.mutate({ id: draft.id, body: inputOf(draft) }, { onSuccess: (mission) => onSaved(mission.title) })
  }

  return (
    <form
      onSubmit={submit}
      aria-label={draft.id ? 'แก้ไขภารกิจ' : 'สร้างภารกิจใหม่'}
      className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-brand-200"
      noValidate
    >
      <h3 className="text-lg font-bold">{draft.id ? 'แก้ไขภารกิจ' : 'สร้างภารกิจใหม่'}</h3>
      <QueryState query={options} loading={<LoadingState />}>
        {(data) => (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="แคมเปญ"
              value={draft.campaignId}
              placeholder="เลือกแคมเปญ"
              options={data.campaigns.map((c) => ({
                value: c.id,
                label: `${c.title} (${formatDate(c.startsAt)} – ${formatDate(c.endsAt)})`,
              }))}
              error={errors.of('campaignId')}
              onChange={(e) => set({ campaignId: e.target.value })}
            />
            <SelectField
              label="สิ่งที่ภารกิจนับ"
              value={draft.action}
              placeholder="เลือกสิ่งที่นับ"
              options={data.actions.map((a) => ({ value: a.action, label: a.label }))}
              error={errors.of('action')}
              onChange={(e) => set({ action: e.target.value })}
            />
            <SelectField
              label="ของรางวัลให้เลือก (ไม่บังคับ)"
              value={draft.rewardGiftId}
              placeholder="ไม่มีของรางวัล"
              options={data.gifts.map((g) => ({ value: g.id, label: `${g.name} (เหลือ ${g.stock})` }))}
              error={errors.of('rewardGiftId')}
              onChange={(e) => set({ rewardGiftId: e.target.value })}
            />
          </div>
        )}
      </QueryState>
      <TextField
        label="ชื่อภารกิจ"
        value={draft.title}
        error={errors.of('title')}
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextArea
        label="รายละเอียดภารกิจ"
        value={draft.description}
        error={errors.of('description')}
        onChange={(e) => set({ description: e.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="เป้าหมาย"
          inputMode="numeric"
          value={draft.target}
          error={errors.of('target')}
          onChange={(e) => set({ target: e.target.value })}
        />
        <TextField
          label="หน่วยที่นับ"
          hint="เช่น ครั้ง เรื่อง วัน"
          value={draft.unit}
          error={errors.of('unit')}
          onChange={(e) => set({ unit: e.target.value })}
        />
        <TextField
          label="ลิงก์ไปทำภารกิจ"
          hint="หน้าใน Klass ขึ้นต้นด้วย / เช่น /video"
          value={draft.link}
          error={errors.of('link')}
          onChange={(e) => set({ link: e.target.value })}
        />
        <TextField
          label="รางวัล koin (ไม่บังคับ)"
          inputMode="decimal"
          value={draft.rewardKoin}
          error={errors.of('rewardKoin')}
          onChange={(e) => set({ rewardKoin: e.target.value })}
        />
        <TextField
          label="เวลาเริ่ม (เวลาประเทศไทย)"
          type="datetime-local"
          value={draft.startsAt}
          error={errors.of('startsAt')}
          onChange={(e) => set({ startsAt: e.target.value })}
        />
        <TextField
          label="เวลาสิ้นสุด (เวลาประเทศไทย)"
          type="datetime-local"
          value={draft.endsAt}
          error={errors.of('endsAt')}
          onChange={(e) => set({ endsAt: e.target.value })}
        />
      </div>
      <Checkbox
        label="นับเฉพาะสิ่งที่ไม่ซ้ำกัน (เช่น วิดีโอคนละเรื่อง)"
        checked={draft.countDistinct}
        onChange={(e) => set({ countDistinct: e.target.checked })}
      />
      <FormMessage message={errors.message} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={save.isPending}>
          บันทึกภารกิจ
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          ยกเลิก
        </Button>
      </div>
    </form>
  )
}

const levelFields = ['description', 'rewardKoin', 'giftId'] as const

function LevelForm({ level, onSaved }: { level: AdminLevel; onSaved: () => void }) {
  const [description, setDescription] = useState(level.description ?? '')
  const [rewardKoin, setRewardKoin] = useState(level.rewardKoin === null ? '' : koinText(level.rewardKoin))
  const [giftId, setGiftId] = useState(level.giftId ?? '')
  const options = useCampaignOptions()
  const save = useSaveLevel()
  const errors = formErrors(save.error, levelFields, { GIFT_NOT_FOUND: 'giftId' })
  const gifts = (options.data?.gifts ?? []).map((g) => ({ value: g.id, label: g.name }))

  function submit(event: FormEvent) {
    event.preventDefault()
    save.mutate(
      {
        level: level.level,
        body: { description, rewardKoin: koinHundredths(rewardKoin), giftId: giftId || null },
      },
      { onSuccess: onSaved },
    )
  }

  return (
    <form onSubmit={submit} aria-label={`รางวัลเลเวล ${level.level}`} className="space-y-3" noValidate>
      <TextField
        label={`คำอธิบายเลเวล ${level.level}`}
        value={description}
        error={errors.of('description')}
        onChange={(e) => setDescription(e.target.value)}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={`รางวัล koin เลเวล ${level.level}`}
          inputMode="decimal"
          value={rewardKoin}
          hint={level.claims > 0 ? `มีผู้รับแล้ว ${level.claims} คน ลดรางวัลไม่ได้` : undefined}
          error={errors.of('rewardKoin')}
          onChange={(e) => setRewardKoin(e.target.value)}
        />
        <SelectField
          label={`ของรางวัลเลเวล ${level.level} (ไม่บังคับ)`}
          value={giftId}
          placeholder="ไม่มีของรางวัล"
          options={gifts}
          error={errors.of('giftId')}
          onChange={(e) => setGiftId(e.target.value)}
        />
      </div>
      <FormMessage message={errors.message} />
      <Button type="submit" variant="secondary" busy={save.isPending}>
        บันทึกรางวัลเลเวล {level.level}
      </Button>
    </form>
  )
}
