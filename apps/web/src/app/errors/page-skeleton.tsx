import { Skeleton } from '../../ui/skeleton'

/** Shown while a page's code loads for the first time. */
export function PageSkeleton() {
  return (
    <div role="status" aria-label="กำลังโหลดหน้า" className="mx-auto w-full max-w-5xl space-y-4 px-4 py-8">
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-40 w-full" />
    </div>
  )
}
