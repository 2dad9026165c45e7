import type { AdminVideo } from '@klass/contract/admin-content'
import { useState } from 'react'
import { formatDateTimeBar } from '../../../lib/format'
import { useDebounced } from '../../../lib/use-debounced'
import { usePageParam } from '../../../lib/use-page-param'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/field'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { useSaveVideo, useVideos } from '../api/content'
import { ContentRows } from '../components/content-rows'
import { commaListOf, ContentForm, type ContentField } from '../components/content-form'

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
      <QueryState
        query={videos}
        loading={<LoadingState />}
        empty={<EmptyState title="ไม่พบวิดีโอ">ลองคำค้นหาอื่น หรือเพิ่มวิดีโอใหม่</EmptyState>}
      >
        {(data) => (
          <ContentRows
            items={data.items}
            picture={(video) => (
              <img src={video.thumbnail} alt="" className="h-12 w-20 shrink-0 rounded-lg object-cover" />
            )}
            name={(video) => video.title}
            details={(video) => `เผยแพร่ ${formatDateTimeBar(video.published_at)} · ดู ${video.view_count} ครั้ง`}
            editLabel={(video) => `แก้ไข ${video.title}`}
            onEdit={(video) => {
              setSaved(null)
              setEditing({ video })
            }}
            page={page}
            pages={data.pages}
            onPage={setPage}
          />
        )}
      </QueryState>
    </section>
  )
}

const videoFields: readonly ContentField<VideoText>[] = [
  { name: 'title', label: 'ชื่อวิดีโอ' },
  { name: 'description', label: 'คำอธิบาย', kind: 'long' },
  { name: 'host_video_id', label: 'ลิงก์หรือรหัสวิดีโอ YouTube', half: true },
  { name: 'duration_seconds', label: 'ความยาว (วินาที)', kind: 'number', half: true },
  { name: 'tags', label: 'แท็ก (คั่นด้วยจุลภาค)' },
]

/** A video's fields as the form's texts. */
function videoTexts(video: AdminVideo | null) {
  return {
    title: video?.title ?? '',
    description: video?.description ?? '',
    host_video_id: video?.host_video_id ?? '',
    duration_seconds: video ? String(video.duration_seconds) : '',
    tags: video?.tags.join(', ') ?? '',
  }
}

type VideoText = keyof ReturnType<typeof videoTexts>

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
  return (
    <ContentForm
      heading={video ? 'แก้ไขวิดีโอ' : 'เพิ่มวิดีโอ'}
      fields={videoFields}
      initial={videoTexts(video)}
      image={{ name: 'thumbnail', label: 'ภาพปก' }}
      editing={video && { id: video.id, image: video.thumbnail }}
      toBody={(form) => ({
        ...form,
        duration_seconds: Number(form.duration_seconds),
        tags: commaListOf(form.tags),
      })}
      save={save}
      onDone={onDone}
      onCancel={onCancel}
    />
  )
}
