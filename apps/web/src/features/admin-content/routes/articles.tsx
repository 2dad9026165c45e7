import type { AdminArticle } from '@klass/contract/admin-content'
import {
  articleStatuses,
  articleStatusLabels,
  articleTypes,
  type ArticleStatus,
  type ArticleType,
} from '@klass/contract/admin-content-constants'
import { postSections, postStatusLabels } from '@klass/contract/posts-constants'
import { useState, type FormEvent } from 'react'
import { Link, Route, Routes, useNavigate, useParams } from 'react-router'
import { formErrorsFrom } from '../../../lib/api-client'
import { clubDefaults, useClubs } from '../../../lib/clubs'
import { formatDateTimeBar } from '../../../lib/format'
import { useDebounced } from '../../../lib/use-debounced'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Alert } from '../../../ui/alert'
import { Button, buttonClass } from '../../../ui/button'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { Checkbox, SelectField, TextField } from '../../../ui/field'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import RichTextEditor from '../../posts/components/rich-text-editor'
import {
  uploadImage,
  useArticle,
  useArticles,
  useCreateArticle,
  usePublishArticle,
  useUpdateArticle,
} from '../api/content'
import { commaListOf } from '../components/content-form'
import { ImagePicker } from '../components/image-picker'
import { TextArea } from '../components/text-area'
import { type AddressChanges, useAddressParams } from '../../../lib/use-address-params'

/** A kind of article by name: a club's as editors named it (Klass's first name until it arrives), or the guide. */
function useTypeName() {
  const clubs = useClubs()
  return (type: ArticleType) =>
    type === 'guide'
      ? postSections.guide.name
      : (clubs.data?.find((club) => club.type === type)?.name ?? clubDefaults[type].name)
}

/** Klass's own articles (issue 21): the list, a new article, and an article's editor. */
export default function ArticlesPage() {
  return (
    <Routes>
      <Route index element={<ArticleList />} />
      <Route path="new" element={<ArticleEditor id={null} />} />
      <Route path=":id" element={<ArticleById />} />
    </Routes>
  )
}

function ArticleList() {
  const typeName = useTypeName()
  const [params, changeAddress] = useAddressParams()
  const status = (articleStatuses as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as ArticleStatus)
    : undefined
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [search, setSearch] = useState('')
  const q = useDebounced(search.trim(), 300)
  const articles = useArticles({ page, limit: 20, ...(status ? { status } : {}), ...(q ? { q } : {}) })
  const change = (changes: AddressChanges) => changeAddress(changes, { replace: true })

  return (
    <section aria-labelledby="articles-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="articles-title" className="text-2xl font-bold">
          บทความของทีม Klass
        </h2>
        <Link to="new" className={buttonClass('primary')}>
          เขียนบทความใหม่
        </Link>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="สถานะ"
          value={status ?? ''}
          placeholder="ทุกสถานะ"
          options={articleStatuses.map((value) => ({ value, label: articleStatusLabels[value] }))}
          onChange={(event) => change({ status: event.target.value || null, page: null })}
        />
        <TextField
          label="ค้นหาในชื่อเรื่องหรือเนื้อหา"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            change({ page: null })
          }}
        />
      </div>
      <QueryState
        query={articles}
        loading={<LoadingState />}
        empty={<EmptyState title="ไม่พบบทความ">ลองเปลี่ยนสถานะหรือคำค้นหา</EmptyState>}
      >
        {(data) => (
          <>
            <ul className="divide-y divide-brand-100 rounded-2xl bg-surface ring-1 ring-brand-100">
              {data.items.map((article) => (
                <li key={article.id}>
                  <Link
                    to={String(article.id)}
                    className="flex min-h-11 flex-col gap-1 p-3 hover:bg-brand-50 sm:flex-row sm:items-center sm:justify-between"
                  >
                    <span className="min-w-0 font-semibold break-words">{article.title}</span>
                    <span className="shrink-0 text-sm text-ink-soft">
                      {typeName(article.type)} · {postStatusLabels[article.status]} · แก้ไข{' '}
                      {formatDateTimeBar(article.updated_at)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination page={page} pages={data.pages} onChange={(next) => change({ page: String(next) })} />
          </>
        )}
      </QueryState>
    </section>
  )
}

function ArticleById() {
  const { id } = useParams()
  const articleId = Number(id)
  if (!Number.isInteger(articleId) || articleId <= 0)
    return <EmptyState title="ไม่พบบทความนี้">กลับไปเลือกจากรายการบทความ</EmptyState>
  return <ArticleEditor id={articleId} key={articleId} />
}

type Draft = {
  type: ArticleType
  title: string
  description: string
  content: string
  tags: string
  cover_image: string | null
  hasQuestion: boolean
  prompt: string
  choices: string[]
  answer: number
  explanation: string
}

function draftOf(article: AdminArticle | undefined): Draft {
  return {
    type: article?.type ?? 'hit',
    title: article?.title ?? '',
    description: article?.description ?? '',
    content: article?.content ?? '',
    tags: article?.tags.join(', ') ?? '',
    cover_image: article?.cover_image ?? null,
    hasQuestion: Boolean(article?.question),
    prompt: article?.question?.prompt ?? '',
    choices: article?.question?.choices ?? ['', '', ''],
    answer: article?.question?.answer ?? 0,
    explanation: article?.question?.explanation ?? '',
  }
}

function ArticleEditor({ id }: { id: number | null }) {
  const article = useArticle(id)
  if (id === null) return <ArticleForm id={null} article={undefined} />
  return (
    <QueryState query={article} loading={<LoadingState />}>
      {(data) => <ArticleForm id={id} article={data} />}
    </QueryState>
  )
}

const fieldNames = [
  'type',
  'title',
  'description',
  'content',
  'tags',
  'cover_image',
  'question.prompt',
  'question.choices',
  'question.answer',
  'question.explanation',
]

function ArticleForm({ id, article }: { id: number | null; article: AdminArticle | undefined }) {
  const typeName = useTypeName()
  const navigate = useNavigate()
  const [draft, setDraft] = useState<Draft>(() => draftOf(article))
  const [saved, setSaved] = useState<string | null>(null)
  const [confirmOff, setConfirmOff] = useState(false)
  const create = useCreateArticle()
  const update = useUpdateArticle()
  const publish = usePublishArticle()
  const save = id === null ? create : update
  const errors = formErrorsFrom(save.error, fieldNames)
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }))
  const published = article?.status === 'published'

  function body() {
    return {
      type: draft.type,
      title: draft.title,
      description: draft.description,
      content: draft.content,
      cover_image: draft.cover_image,
      tags: commaListOf(draft.tags),
      question: draft.hasQuestion
        ? {
            prompt: draft.prompt,
            choices: draft.choices.filter((choice) => choice.trim() !== ''),
            answer: draft.answer,
            explanation: draft.explanation,
          }
        : null,
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    setSaved(null)
    if (id === null)
      create.mutate(body(), {
        onSuccess: (created) => navigate(`../${created.id}`, { replace: true, relative: 'path' }),
      })
    else update.mutate({ ...body(), id }, { onSuccess: () => setSaved('บันทึกแล้ว') })
  }

  function togglePublish(next: boolean) {
    if (id === null) return
    setSaved(null)
    publish.mutate(
      { id, publish: next },
      {
        onSuccess: () => {
          setConfirmOff(false)
          setSaved(next ? 'เผยแพร่แล้ว' : 'ถอนการเผยแพร่แล้ว บทความกลับเป็นฉบับร่าง')
        },
      },
    )
  }

  return (
    <section aria-labelledby="article-form-title" className="space-y-4">
      <Link to=".." relative="path" className={buttonClass('ghost', 'sm')}>
        ← บทความทั้งหมด
      </Link>
      <h2 id="article-form-title" className="text-2xl font-bold">
        {id === null ? 'เขียนบทความใหม่' : 'แก้ไขบทความ'}
      </h2>
      {article && (
        <p className="text-ink-soft">
          สถานะ: {postStatusLabels[article.status]}
          {article.published_at ? ` · เผยแพร่ ${formatDateTimeBar(article.published_at)}` : ''}
        </p>
      )}
      {saved && <Alert tone="success">{saved}</Alert>}
      <ActionErrorAlert
        error={save.error ?? publish.error}
        message={save.error ? errors.message : undefined}
      />
      <form className="space-y-4" onSubmit={submit} noValidate>
        <SelectField
          label="หมวด"
          value={draft.type}
          options={articleTypes.map((type) => ({ value: type, label: typeName(type) }))}
          onChange={(event) => set({ type: event.target.value as ArticleType })}
          error={errors.fields.type}
        />
        <TextField
          label="ชื่อเรื่อง"
          value={draft.title}
          maxLength={150}
          onChange={(event) => set({ title: event.target.value })}
          error={errors.fields.title}
        />
        <TextArea
          label="คำโปรย (เว้นว่างได้ จะใช้ย่อหน้าแรกของเนื้อหา)"
          value={draft.description}
          maxLength={300}
          onChange={(event) => set({ description: event.target.value })}
          error={errors.fields.description}
        />
        <ImagePicker
          label="รูปปก"
          value={draft.cover_image}
          onChange={(path) => set({ cover_image: path })}
          error={errors.fields.cover_image}
        />
        <RichTextEditor
          label="เนื้อหา"
          initialHtml={draft.content}
          onChange={(content) => set({ content })}
          uploadImage={uploadImage}
          error={errors.fields.content}
        />
        <TextField
          label="แท็ก (คั่นด้วยจุลภาค ไม่เกิน 5 แท็ก)"
          value={draft.tags}
          onChange={(event) => set({ tags: event.target.value })}
          error={errors.fields.tags}
        />
        <Checkbox
          label="มีคำถามท้ายบท (ตอบถูกได้ koin)"
          checked={draft.hasQuestion}
          onChange={(event) => set({ hasQuestion: event.target.checked })}
        />
        {draft.hasQuestion && (
          <fieldset className="space-y-3 rounded-2xl p-3 ring-1 ring-brand-100">
            <legend className="px-1 font-semibold">คำถามท้ายบท</legend>
            <TextField
              label="คำถาม"
              value={draft.prompt}
              onChange={(event) => set({ prompt: event.target.value })}
              error={errors.fields['question.prompt']}
            />
            {draft.choices.map((choice, index) => (
              <TextField
                key={index}
                label={`ตัวเลือกที่ ${index + 1}`}
                value={choice}
                onChange={(event) =>
                  set({
                    choices: draft.choices.map((each, at) => (at === index ? event.target.value : each)),
                  })
                }
              />
            ))}
            {draft.choices.length < 4 && (
              <Button variant="secondary" size="sm" onClick={() => set({ choices: [...draft.choices, ''] })}>
                เพิ่มตัวเลือก
              </Button>
            )}
            <SelectField
              label="คำตอบที่ถูก"
              value={String(draft.answer)}
              options={draft.choices.map((choice, index) => ({
                value: String(index),
                label: `ตัวเลือกที่ ${index + 1}${choice ? `: ${choice}` : ''}`,
              }))}
              onChange={(event) => set({ answer: Number(event.target.value) })}
              error={errors.fields['question.answer']}
            />
            <TextArea
              label="คำอธิบายคำตอบ"
              value={draft.explanation}
              onChange={(event) => set({ explanation: event.target.value })}
              error={errors.fields['question.explanation']}
            />
            {errors.fields['question.choices'] && (
              <p className="text-sm font-medium text-coral-700">{errors.fields['question.choices']}</p>
            )}
          </fieldset>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" busy={save.isPending}>
            {id === null ? 'บันทึกฉบับร่าง' : 'บันทึก'}
          </Button>
          {id !== null &&
            (published ? (
              <Button variant="danger" onClick={() => setConfirmOff(true)}>
                ถอนการเผยแพร่
              </Button>
            ) : (
              <Button variant="secondary" busy={publish.isPending} onClick={() => togglePublish(true)}>
                เผยแพร่
              </Button>
            ))}
        </div>
      </form>
      <ConfirmDialog
        open={confirmOff}
        title="ถอนบทความนี้ออกจากการเผยแพร่?"
        confirmLabel="ถอนการเผยแพร่"
        busy={publish.isPending}
        onConfirm={() => togglePublish(false)}
        onClose={() => setConfirmOff(false)}
      >
        <p className="break-words">"{article?.title}" จะหายจากทุกหน้าของสมาชิก และกลับเป็นฉบับร่างที่เผยแพร่ใหม่ได้</p>
      </ConfirmDialog>
    </section>
  )
}
