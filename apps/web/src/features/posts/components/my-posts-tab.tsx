import { useState } from 'react'
import type { PostCard } from '@klass/contract/posts'
import { postStatusLabels } from '@klass/contract/posts-constants'
import { formatDate } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { Alert } from '../../../ui/alert'
import { Button, ButtonLink } from '../../../ui/button'
import { Dialog } from '../../../ui/dialog'
import { AppLink } from '../../../ui/link'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { useDeletePost, useMyPosts } from '../api/my-posts'

const PAGE_SIZE = 10

function ConfirmDelete({ post, onClose }: { post: PostCard; onClose: () => void }) {
  const remove = useDeletePost()
  return (
    <Dialog open onClose={onClose} title="ลบโพสต์นี้?" description={`“${post.title}” จะถูกลบถาวร กู้คืนไม่ได้`}>
      {remove.isError && (
        <Alert tone="error" className="mb-3">
          {remove.error.message}
        </Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          ยกเลิก
        </Button>
        <Button
          variant="danger"
          busy={remove.isPending}
          onClick={() => remove.mutate(post.id, { onSuccess: onClose })}
        >
          ลบโพสต์
        </Button>
      </div>
    </Dialog>
  )
}

/** SPEC 2 profile "my posts": drafts and published posts, last edited first, with edit and delete. */
export default function MyPostsTab() {
  const [page, setPage] = useState(1)
  const [deleting, setDeleting] = useState<PostCard | null>(null)
  const query = useMyPosts(page, PAGE_SIZE)

  // The empty list keeps the write button and the pager around it, so it stays inside the data.
  return (
    <QueryState query={query} loading={<LoadingState label="กำลังโหลดโพสต์ของฉัน…" />}>
      {(posts) => (
        <div>
          <div className="mb-3 flex justify-end">
            <ButtonLink to={paths.postCreate} size="sm">
              เขียนโพสต์ใหม่
            </ButtonLink>
          </div>
          {posts.items.length === 0 ? (
            <EmptyState title="ยังไม่มีโพสต์" icon="📝">
              เขียนเรื่องเงินที่คุณรู้ แชร์ให้เพื่อนในคลับได้อ่าน
            </EmptyState>
          ) : (
            <ul className="divide-y divide-brand-100 rounded-card bg-white ring-1 ring-brand-100">
              {posts.items.map((post) => (
                <li key={post.id} className="flex flex-wrap items-center gap-3 p-4">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <span
                        className={
                          post.status === 'published'
                            ? 'rounded-full bg-mint-100 px-2 py-0.5 text-xs font-semibold text-mint-700'
                            : post.status === 'rejected' || post.status === 'hidden'
                              ? 'rounded-full bg-coral-100 px-2 py-0.5 text-xs font-semibold text-coral-700'
                              : 'rounded-full bg-sun-100 px-2 py-0.5 text-xs font-semibold text-ink'
                        }
                      >
                        {postStatusLabels[post.status]}
                      </span>
                      <AppLink to={post.path} className="font-semibold hover:text-brand-700">
                        {post.title}
                      </AppLink>
                    </p>
                    <p className="mt-1 text-sm text-ink-soft">แก้ไขล่าสุด {formatDate(post.updated_at)}</p>
                  </div>
                  <div className="flex gap-2">
                    <ButtonLink
                      to={paths.postEdit(post.id)}
                      variant="secondary"
                      size="sm"
                      aria-label={`แก้ไข ${post.title}`}
                    >
                      แก้ไข
                    </ButtonLink>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setDeleting(post)}
                      aria-label={`ลบ ${post.title}`}
                    >
                      ลบ
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} pages={posts.pages} onChange={setPage} label="หน้าของโพสต์ของฉัน" />
          {deleting && <ConfirmDelete post={deleting} onClose={() => setDeleting(null)} />}
        </div>
      )}
    </QueryState>
  )
}
