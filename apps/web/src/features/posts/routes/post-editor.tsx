import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import { isClubType, type ClubType } from '@klass/contract/clubs'
import type { EditablePost } from '@klass/contract/posts'
import { postStatusLabels } from '@klass/contract/posts-constants'
import { formErrorsFrom, isApiError } from '../../../lib/api-client'
import { formatDateTimeBar } from '../../../lib/format'
import { defaultClubCards, useClubs } from '../../../lib/clubs'
import { paths } from '../../../lib/paths'
import { useSession } from '../../../lib/session'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { NotFoundView } from '../../../ui/error-view'
import { SelectField, TextField } from '../../../ui/field'
import { AppLink } from '../../../ui/link'
import { CoverImage } from '../../../ui/post-card'
import { Skeleton } from '../../../ui/skeleton'
import { QueryError } from '../../../ui/query-states'
import { ErrorState, LoadingState } from '../../../ui/states'
import { uploadPostImage, useEditablePost, useSavePost, type PostDraft } from '../api/save-post'
import {
  differsFrom,
  localDraftKey,
  readLocalDraft,
  removeLocalDraft,
  writeLocalDraft,
  type LocalDraft,
} from '../components/local-draft'
import { PageTitle } from '../../../ui/page-title'

// TipTap is large: it loads with the editor only, never with another page (decision 007).
const RichTextEditor = lazy(() => import('../components/rich-text-editor'))

// The contract's POST_TITLE_MAX, POST_DESCRIPTION_MAX and POST_TAGS_MAX (types only come from the contract here).
const TITLE_MAX = 150
const DESCRIPTION_MAX = 300
const TAGS_MAX = 5
const fields = ['type', 'title', 'description', 'content', 'cover_image', 'tags'] as const

function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,\n]/)
        .map((tag) => tag.trim().replace(/^#+/, ''))
        .filter(Boolean),
    ),
  ]
}

function CoverPicker({
  value,
  onChange,
  error,
}: {
  value: string | null
  onChange: (url: string | null) => void
  error?: string
}) {
  const id = useId()
  const [uploading, setUploading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  async function upload(file: File) {
    setProblem(null)
    setUploading(true)
    try {
      onChange((await uploadPostImage(file)).url)
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'อัปโหลดรูปไม่สำเร็จ')
    } finally {
      setUploading(false)
    }
  }

  const message = problem ?? error
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        รูปปก <span className="font-normal text-ink-soft">(ไม่บังคับ · JPEG, PNG หรือ WebP ไม่เกิน 5 MB)</span>
      </label>
      {value && <CoverImage src={value} className="mt-2 max-w-md rounded-2xl" />}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void upload(file)
          }}
          className="text-sm file:me-3 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700"
        />
        {value && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            เอารูปปกออก
          </Button>
        )}
      </div>
      <div aria-live="polite" className="mt-1 text-sm">
        {uploading && <p className="text-ink-soft">กำลังอัปโหลดรูปปก…</p>}
        {message && (
          <p id={`${id}-error`} role="alert" className="text-coral-700">
            {message}
          </p>
        )}
      </div>
    </div>
  )
}

const DRAFT_SAVED = 'บันทึกฉบับร่างแล้ว กลับมาเขียนต่อได้ที่แท็บ “โพสต์ของฉัน” ในหน้าโปรไฟล์'
/** What is typed is kept in the browser this long after the last keystroke (and at once when the page goes). */
const KEEP_AFTER_MS = 600

/** What the author reads about their post's review (SPEC: members' posts are checked before they go public). */
function ReviewNotice({ post }: { post: EditablePost }) {
  if (post.status === 'pending')
    return (
      <Alert tone="info">
        {postStatusLabels.pending}: ทีมงานกำลังตรวจโพสต์นี้ และจะเผยแพร่ให้ทุกคนเห็นเมื่อผ่านการตรวจ ถ้าแก้ไขตอนนี้
        ทีมงานจะตรวจฉบับที่แก้แล้ว
      </Alert>
    )
  if (post.status === 'rejected' || post.status === 'hidden')
    return (
      <Alert tone="error">
        <strong>{postStatusLabels[post.status]}</strong>
        {post.review_note && <span className="block">เหตุผลจากทีมงาน: {post.review_note}</span>}
        <span className="block">
          {post.status === 'rejected'
            ? 'แก้ไขตามเหตุผลนี้แล้วกด “ส่งตรวจอีกครั้ง”'
            : 'ทีมงานกำลังตรวจสอบ ระหว่างนี้โพสต์จะไม่แสดงให้คนอื่นเห็น'}
        </span>
      </Alert>
    )
  return null
}

function EditorForm({
  post,
  defaultClub,
  notice = null,
}: {
  post: EditablePost | null
  defaultClub: ClubType
  notice?: string | null
}) {
  const navigate = useNavigate()
  const save = useSavePost(post?.id ?? null)
  const { profile } = useSession()
  const keptKey = profile ? localDraftKey(profile.id, post?.id ?? null) : null
  const [stored] = useState(() => {
    const fromServer: PostDraft = {
      type: post?.type ?? defaultClub,
      title: post?.title ?? '',
      description: post?.description ?? '',
      content: post?.content ?? '',
      cover_image: post?.cover_image ?? null,
      tags: post?.tags ?? [],
    }
    const tags = fromServer.tags.join(', ')
    const kept = keptKey ? readLocalDraft(keptKey) : null
    return { draft: fromServer, tags, kept: kept && differsFrom(kept, fromServer, tags) ? kept : null }
  })
  const [restored, setRestored] = useState<LocalDraft | null>(stored.kept)
  const [draft, setDraft] = useState<PostDraft>(stored.kept?.draft ?? stored.draft)
  const [tagText, setTagText] = useState(stored.kept?.tagText ?? stored.tags)
  // The text editor takes its content once: a new key starts it again with the saved version.
  const [editorRun, setEditorRun] = useState(0)
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saved, setSaved] = useState<string | null>(notice)
  const descriptionId = useId()
  const status = post?.status ?? 'draft'
  const sentOut = status === 'published' || status === 'pending' || status === 'hidden'
  // The clubs in the editors' order and names; a closed club takes no new post (a post already there stays).
  const clubs = useClubs()
  const clubOptions = (clubs.data ?? defaultClubCards.map((club) => ({ ...club, open_for_posts: true }))).map(
    (club) => ({
      value: club.type,
      label: club.open_for_posts ? club.name : `${club.name} (ปิดรับโพสต์ใหม่)`,
    }),
  )
  const chosen = clubs.data?.find((club) => club.type === draft.type)
  const closedChoice =
    chosen !== undefined && !chosen.open_for_posts && !(sentOut && post?.type === draft.type)

  // Kept in the browser as the member types: after a pause, and at once when the page goes away.
  const typed = useRef(false)
  const unkept = useRef<LocalDraft | null>(null)
  const keep = useCallback(() => {
    if (keptKey && unkept.current) writeLocalDraft(keptKey, unkept.current)
    unkept.current = null
  }, [keptKey])
  useEffect(() => {
    if (!typed.current) return
    unkept.current = { draft, tagText, savedAt: Date.now() }
    const timer = window.setTimeout(keep, KEEP_AFTER_MS)
    return () => window.clearTimeout(timer)
  }, [draft, tagText, keep])
  useEffect(() => {
    const onHide = () => keep()
    window.addEventListener('pagehide', onHide)
    document.addEventListener('visibilitychange', onHide)
    return () => {
      window.removeEventListener('pagehide', onHide)
      document.removeEventListener('visibilitychange', onHide)
      keep()
    }
  }, [keep])

  const forgetKept = () => {
    unkept.current = null
    typed.current = false
    if (keptKey) removeLocalDraft(keptKey)
  }

  const set = <K extends keyof PostDraft>(name: K, value: PostDraft[K]) => {
    typed.current = true
    setDraft((current) => ({ ...current, [name]: value }))
    setSaved(null)
  }

  function takeSavedVersion() {
    forgetKept()
    setRestored(null)
    setDraft(stored.draft)
    setTagText(stored.tags)
    setEditorRun((run) => run + 1)
  }

  function run(publish: boolean) {
    const tags = parseTags(tagText)
    const found: Record<string, string> = {}
    if (!draft.title.trim()) found.title = 'กรุณาตั้งชื่อเรื่อง'
    if (tags.length > TAGS_MAX) found.tags = `ใส่แท็กได้ไม่เกิน ${TAGS_MAX} แท็ก`
    if (tags.some((tag) => tag.length > 30)) found.tags = 'แท็กหนึ่งยาวได้ไม่เกิน 30 ตัวอักษร'
    if (publish && !draft.content.replace(/<[^>]*>/g, '').trim() && !draft.content.includes('<img'))
      found.content = 'กรุณาเขียนเนื้อหาก่อนเผยแพร่'
    setProblems(found)
    setFormError(null)
    if (Object.keys(found).length > 0) return
    save.mutate(
      {
        draft: { ...draft, title: draft.title.trim(), description: draft.description.trim(), tags },
        publish,
      },
      {
        onSuccess: (result) => {
          forgetKept()
          setRestored(null)
          if (result.status !== 'draft' && result.status !== 'rejected') return void navigate(result.path)
          if (!post)
            return void navigate(paths.postEdit(result.id), { replace: true, state: { saved: true } })
          setSaved(DRAFT_SAVED)
        },
        onError: (error) => {
          const { fields: found, message } = formErrorsFrom(error, fields)
          setProblems(found)
          setFormError(message)
        },
      },
    )
  }

  const publishing = save.isPending && save.variables?.publish === true
  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        run(false)
      }}
      className="mt-6 space-y-5"
      noValidate
    >
      {post && <ReviewNotice post={post} />}
      {restored && (
        <Alert tone="info">
          <span className="block">
            กู้คืนข้อความที่คุณเขียนค้างไว้เมื่อ {formatDateTimeBar(new Date(restored.savedAt))} ให้แล้ว (ยังไม่ได้บันทึกขึ้น
            Klass)
          </span>
          <Button variant="ghost" size="sm" className="mt-1 min-h-11" onClick={takeSavedVersion}>
            {post ? 'ใช้ฉบับที่บันทึกไว้แทน' : 'เริ่มเขียนใหม่'}
          </Button>
        </Alert>
      )}
      <TextField
        label="ชื่อเรื่อง"
        value={draft.title}
        onChange={(event) => set('title', event.target.value)}
        maxLength={TITLE_MAX}
        error={problems.title}
        required
      />
      <SelectField
        label="คลับ"
        value={draft.type}
        onChange={(event) => isClubType(event.target.value) && set('type', event.target.value)}
        options={clubOptions}
        hint={closedChoice ? 'คลับนี้ปิดรับโพสต์ใหม่อยู่ กรุณาเลือกคลับอื่นก่อนเผยแพร่โพสต์ใหม่' : undefined}
        error={problems.type}
      />
      <div>
        <label htmlFor={descriptionId} className="font-semibold">
          คำโปรย <span className="font-normal text-ink-soft">(ไม่บังคับ)</span>
        </label>
        <textarea
          id={descriptionId}
          value={draft.description}
          onChange={(event) => set('description', event.target.value)}
          maxLength={DESCRIPTION_MAX}
          rows={2}
          aria-invalid={problems.description ? true : undefined}
          className="mt-1 block w-full rounded-2xl border-0 bg-white p-3 ring-1 ring-brand-200 focus:ring-2 focus:ring-brand-600"
        />
        {problems.description && (
          <p role="alert" className="mt-1 text-sm text-coral-700">
            {problems.description}
          </p>
        )}
      </div>
      <CoverPicker
        value={draft.cover_image}
        onChange={(url) => set('cover_image', url)}
        error={problems.cover_image}
      />
      <Suspense fallback={<LoadingState label="กำลังเปิดเครื่องมือเขียน…" />}>
        <RichTextEditor
          key={editorRun}
          label="เนื้อหา"
          initialHtml={draft.content}
          onChange={(html) => set('content', html)}
          uploadImage={uploadPostImage}
          error={problems.content}
        />
      </Suspense>
      <TextField
        label="แท็ก"
        hint={`คั่นด้วยจุลภาค ไม่เกิน ${TAGS_MAX} แท็ก เช่น ออมเงิน, เงินเดือนแรก`}
        value={tagText}
        onChange={(event) => {
          typed.current = true
          setTagText(event.target.value)
          setSaved(null)
        }}
        error={problems.tags}
        optional
      />
      {formError && <Alert tone="error">{formError}</Alert>}
      {saved && <Alert tone="success">{saved}</Alert>}
      <div className="flex flex-wrap gap-3">
        {sentOut ? (
          <Button type="submit" busy={save.isPending}>
            {status === 'published' && !profile?.roles.includes('editor') ? 'บันทึกและส่งตรวจ' : 'บันทึกการแก้ไข'}
          </Button>
        ) : (
          <>
            <Button
              variant="secondary"
              busy={save.isPending && !publishing}
              disabled={save.isPending}
              onClick={() => run(false)}
            >
              บันทึกฉบับร่าง
            </Button>
            <Button busy={publishing} disabled={save.isPending} onClick={() => run(true)}>
              {status === 'rejected' ? 'ส่งตรวจอีกครั้ง' : 'เผยแพร่'}
            </Button>
          </>
        )}
        {post && (
          <AppLink
            to={post.path}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            {status === 'published' ? 'ดูโพสต์' : 'ดูตัวอย่าง'}
          </AppLink>
        )}
      </div>
    </form>
  )
}

function EditExisting({ id }: { id: number }) {
  const query = useEditablePost(id)
  const location = useLocation()
  const justCreated = (location.state as { saved?: boolean } | null)?.saved === true
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 403))
      return <ErrorState title="แก้ไขโพสต์นี้ไม่ได้" message={query.error.message} />
    return <QueryError query={query} />
  }
  if (!query.data) {
    return (
      <div role="status" aria-label="กำลังโหลดโพสต์" className="mt-6 space-y-4">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    )
  }
  return (
    <EditorForm
      key={query.data.id}
      post={query.data}
      defaultClub={query.data.type}
      notice={justCreated ? DRAFT_SAVED : null}
    />
  )
}

/** SPEC 2 /post/create and /post/edit/{id}: the member writes a post, saves a draft and publishes it. */
export default function PostEditorPage() {
  const { id } = useParams()
  const [params] = useSearchParams()
  const { profile } = useSession()
  const { pathname } = useLocation()
  const editing = id !== undefined
  if (!editing && pathname.startsWith(paths.postEdit())) return <Navigate to={paths.postCreate} replace />
  if (editing && !/^\d+$/.test(id)) return <NotFoundView />
  const asked = params.get('club') ?? profile?.klass ?? undefined
  const defaultClub: ClubType = isClubType(asked ?? undefined) ? (asked as ClubType) : 'hit'
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageTitle>{editing ? 'แก้ไขโพสต์ — Klass' : 'เขียนโพสต์ — Klass'}</PageTitle>
      <h1 className="text-3xl">{editing ? 'แก้ไขโพสต์' : 'เขียนโพสต์ใหม่'}</h1>
      <p className="mt-2 text-ink-soft">
        แชร์เรื่องเงินที่คุณรู้ให้เพื่อน ๆ ข้อความที่พิมพ์จะถูกเก็บไว้ในเครื่องนี้ระหว่างเขียน บันทึกเป็นฉบับร่างได้ และเมื่อกดเผยแพร่
        ทีมงานจะตรวจก่อนแสดงให้ทุกคนเห็น
      </p>
      {editing ? <EditExisting id={Number(id)} /> : <EditorForm defaultClub={defaultClub} post={null} />}
    </div>
  )
}
