import type { AdminVideo } from '@klass/contract/admin-content'
import { useState, type FormEvent } from 'react'
import { formErrorsFrom } from '../../../lib/api-client'
import { formatDateTimeBar } from '../../../lib/format'
import { useDebounced } from '../../../lib/use-debounced'
import { usePageParam } from '../../../lib/use-page-param'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/field'
import { Pagination } from '../../../ui/pagination'
import { QueryError } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { useSaveVideo, useVideos } from '../api/content'
import { ImagePicker } from '../components/image-picker'
import { TextArea } from '../components/text-area'

/** The videos of /video-page (issue 21): YouTube videos added and edited, newest first. */
export default function VideosPage() {
  const [page, setPage] = usePageParam()
  const [search, setSearch] = useState('')
  const q = useDebounced(search.trim(), 300)
  const videos = useVideos({ page, limit: 20, ...(q ? { q } : {}) })
  const [editing, setEditing] = useState<{ video: AdminVideo | null } | null>(null)
  const [saved, setSaved] = useState<string | null>(null)

  return (
    <section aria-labelledby="videos-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="videos-title" className="text-2xl font-bold">
          วิดีโอ
        </h2>
        <Button
          onClick={() => {
            setSaved(null)
            setEditing({ video: null })
          }}
        >
          เพิ่มวิดีโอ
        </Button>
      </div>
      {saved && <Alert tone="success">{saved}</Alert>}
      {editing && (
        <VideoForm
          key={editing.video?.id ?? 'new'}
          video={editing.video}
          onDone={(video) => {
            setEditing(null)
            setSaved(`บันทึก "${video.title}" แล้ว`)
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <TextField
        label="ค้นหาจากชื่อวิดีโอ"
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value)
          setPage(1)
        }}
      />
      {videos.isPending ? (
        <LoadingState />
      ) : videos.isError ? (
        <QueryError query={videos} />
      ) : videos.data.items.length === 0 ? (
        <EmptyState title="ไม่พบวิดีโอ">ลองคำค้นหาอื่น หรือเพิ่มวิดีโอใหม่</EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-brand-100 rounded-2xl bg-surface ring-1 ring-brand-100">
            {videos.data.items.map((video) => (
              <li key={video.id} className="flex flex-wrap items-center gap-3 p-3">
                <img src={video.thumbnail} alt="" className="h-12 w-20 shrink-0 rounded-lg object-cover" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{video.title}</p>
                  <p className="text-sm text-ink-soft">
                    เผยแพร่ {formatDateTimeBar(video.published_at)} · ดู {video.view_count} ครั้ง
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`แก้ไข ${video.title}`}
                  onClick={() => {
                    setSaved(null)
                    setEditing({ video })
                  }}
                >
                  แก้ไข
                </Button>
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={videos.data.pages} onChange={setPage} />
        </>
      )}
    </section>
  )
}

const fieldNames = ['title', 'description', 'host_video_id', 'duration_seconds', 'tags', 'thumbnail']

function VideoForm({
  video,
  onDone,
  onCancel,
}: {
  video: AdminVideo | null
  onDone: (video: AdminVideo) => void
  onCancel: () => void
}) {
  const save = useSaveVideo()
  const [form, setForm] = useState({
    title: video?.title ?? '',
    description: video?.description ?? '',
    host_video_id: video?.host_video_id ?? '',
    duration_seconds: video ? String(video.duration_seconds) : '',
    tags: video?.tags.join(', ') ?? '',
  })
  const [thumbnail, setThumbnail] = useState<string | null>(video?.thumbnail ?? null)
  const errors = formErrorsFrom(save.error, fieldNames)
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
    error: errors.fields[name],
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const body = {
      title: form.title,
      description: form.description,
      host_video_id: form.host_video_id,
      duration_seconds: Number(form.duration_seconds),
      tags: form.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    }
    const newThumbnail = thumbnail && thumbnail !== video?.thumbnail ? thumbnail : undefined
    if (video === null)
      save.mutate({ id: null, body: { ...body, thumbnail: newThumbnail ?? '' } }, { onSuccess: onDone })
    else
      save.mutate(
        { id: video.id, body: { ...body, ...(newThumbnail ? { thumbnail: newThumbnail } : {}) } },
        { onSuccess: onDone },
      )
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="video-form-title"
      className="space-y-3 rounded-2xl bg-surface p-4 ring-1 ring-brand-200"
    >
      <h3 id="video-form-title" className="text-lg font-bold">
        {video ? 'แก้ไขวิดีโอ' : 'เพิ่มวิดีโอ'}
      </h3>
      <ActionErrorAlert error={save.error} message={errors.message} />
      <TextField label="ชื่อวิดีโอ" {...field('title')} />
      <TextArea label="คำอธิบาย" {...field('description')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="ลิงก์หรือรหัสวิดีโอ YouTube" {...field('host_video_id')} />
        <TextField label="ความยาว (วินาที)" inputMode="numeric" {...field('duration_seconds')} />
      </div>
      <TextField label="แท็ก (คั่นด้วยจุลภาค)" {...field('tags')} />
      <ImagePicker label="ภาพปก" value={thumbnail} onChange={setThumbnail} error={errors.fields.thumbnail} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          บันทึก
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          ยกเลิก
        </Button>
      </div>
    </form>
  )
}
