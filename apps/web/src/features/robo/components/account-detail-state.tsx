import type { MutualFundDetail } from '@klass/contract/robo'
import type { ReactNode } from 'react'
import { QueryState } from '../../../ui/query-states'
import { Skeleton } from '../../../ui/skeleton'
import { useAccountDetail, type DetailParams } from '../api/get-mutual-fund-detail'

/**
 * One account's detail for a page about it: skeleton while it loads, the Thai error with a retry if the call
 * fails (SPEC 8: the error stays in the page's state, never a blank page), and then the page.
 */
export function AccountDetailState({
  params,
  children,
}: {
  params: DetailParams
  children: (detail: MutualFundDetail, busy: boolean) => ReactNode
}) {
  const query = useAccountDetail(params)
  return (
    <QueryState
      query={query}
      loading={
        <div role="status" aria-label="กำลังโหลดบัญชีกองทุนฝึกหัด" className="space-y-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      }
    >
      {(detail) => children(detail, query.isPlaceholderData)}
    </QueryState>
  )
}
