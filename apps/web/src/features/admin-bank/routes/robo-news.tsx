import type { AdminNewsItem } from '@klass/contract/admin-bank'
import { useState } from 'react'
import { formatDate } from '../../../lib/format'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Button } from '../../../ui/button'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { TextField } from '../../../ui/field'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { TextArea } from '../../admin-store/components/text-area'
import { useAdminNews, useCreateNews, useDeleteNews, useUpdateNews } from '../api/admin-bank'
import { AdminForm } from '../components/admin-form'
import { BackOfficePracticeNote } from '../components/practice-note'

type NewsForm = {
  slug: string
  publishedOn?: string
  title: string
  summary: string
  body: string
  tags: string
}

function typedNews(form: HTMLFormElement): NewsForm {
  const data = new FormData(form)
  const text = (name: string) => String(data.get(name) ?? '')
  return {
    slug: text('slug'),
    publishedOn: text('publishedOn') || undefined,
    title: text('title'),
    summary: text('summary'),
    body: text('body'),
    tags: text('tags'),
  }
}

function NewsInputs({ errors, news }: { errors: Record<string, string>; news?: AdminNewsItem }) {
  return (
    <>
      <TextField name="title" label="หัวข้อข่าว" defaultValue={news?.title} error={errors.title} required />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          name="slug"
          label="ชื่อในลิงก์ (a–z, 0–9, -)"
          defaultValue={news?.slug}
          error={errors.slug}
          required
        />
        <TextField
          name="publishedOn"
          type="date"
          label="วันที่เผยแพร่"
          hint="เว้นว่างไว้ = วันนี้ ลงวันที่ล่วงหน้าไม่ได้"
          defaultValue={news?.publishedOn}
          error={errors.publishedOn}
          optional
        />
      </div>
      <TextField name="summary" label="เรื่องย่อ" defaultValue={news?.summary} error={errors.summary} required />
      <TextArea
        name="body"
        label="เนื้อหา (บรรทัดละย่อหน้า)"
        rows={6}
        defaultValue={news?.body.join('\n')}
        error={errors.body}
      />
      <TextField
        name="tags"
        label="แท็ก (คั่นด้วยจุลภาค)"
        defaultValue={news?.tags.join(', ')}
        error={errors.tags}
      />
    </>
  )
}

/** /admin/robo-news: the robo advisor's news that members read — publish, edit, withdraw. */
export default function RoboNewsPage() {
  const [page, setPage] = useState(1)
  const [adding, setAdding] = useState(false)
  const news = useAdminNews(page)
  return (
    <section aria-labelledby="robo-news-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="robo-news-title" className="text-2xl font-bold">
          ข่าวโรโบ
        </h2>
        <Button onClick={() => setAdding((o) => !o)} aria-expanded={adding}>
          {adding ? 'ปิดฟอร์ม' : 'เขียนข่าวใหม่'}
        </Button>
      </div>
      <BackOfficePracticeNote>
        ข่าวเหล่านี้เป็นความรู้การลงทุนในหน้า robo advisor ฝึกหัด สมาชิกเห็นการเปลี่ยนแปลงทันทีที่บันทึก
        ห้ามแนะนำให้ซื้อขายหลักทรัพย์จริงหรือรับประกันผลตอบแทน
      </BackOfficePracticeNote>
      {adding && <CreateNewsForm onDone={() => setAdding(false)} />}
      <QueryState query={news} loading={<LoadingState />} empty={<EmptyState title="ยังไม่มีข่าว" />}>
        {(data) => (
          <>
            <ul aria-label="ข่าวโรโบ" className="space-y-3">
              {data.items.map((item) => (
                <NewsRow key={item.id} news={item} />
              ))}
            </ul>
            <Pagination page={data.page} pages={data.pages} onChange={setPage} />
          </>
        )}
      </QueryState>
    </section>
  )
}

function CreateNewsForm({ onDone }: { onDone: () => void }) {
  const create = useCreateNews()
  return (
    <AdminForm
      label="เขียนข่าวใหม่"
      write={create}
      submitLabel="เผยแพร่ข่าว"
      onSubmit={(form) => create.mutate(typedNews(form), { onSuccess: onDone })}
      boxed
    >
      {(errors) => <NewsInputs errors={errors} />}
    </AdminForm>
  )
}

function NewsRow({ news }: { news: AdminNewsItem }) {
  const [editing, setEditing] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const update = useUpdateNews()
  const remove = useDeleteNews()
  return (
    <li className="rounded-2xl bg-surface p-4 ring-1 ring-brand-100">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{news.title}</p>
          <p className="text-sm text-ink-soft break-words">
            {formatDate(news.publishedOn)} · {news.slug}
            {news.tags.length > 0 && ` · ${news.tags.join(', ')}`}
          </p>
          <p className="text-sm break-words">{news.summary}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setEditing((o) => !o)} aria-expanded={editing}>
            {editing ? 'ปิด' : 'แก้ไข'}
            <span className="sr-only"> {news.title}</span>
          </Button>
          <Button variant="danger" onClick={() => setConfirming(true)}>
            ถอนข่าว<span className="sr-only"> {news.title}</span>
          </Button>
        </div>
      </div>
      {editing && (
        <AdminForm
          label={`แก้ไข ${news.title}`}
          write={update}
          submitLabel="บันทึกการแก้ไข"
          onSubmit={(form) => update.mutate({ params: { id: news.id }, body: typedNews(form) })}
        >
          {(errors) => <NewsInputs errors={errors} news={news} />}
        </AdminForm>
      )}
      <ActionErrorAlert error={remove.error} />
      <ConfirmDialog
        open={confirming}
        title="ถอนข่าว"
        confirmLabel="ยืนยันถอนข่าว"
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(news.id, { onSettled: () => setConfirming(false) })}
      >
        <p>สมาชิกจะไม่เห็น “{news.title}” อีก เนื้อหาเดิมเก็บไว้ในบันทึกการเปลี่ยนแปลง</p>
      </ConfirmDialog>
    </li>
  )
}
