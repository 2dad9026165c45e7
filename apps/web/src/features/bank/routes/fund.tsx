import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { PracticeNotice } from '../../../ui/practice-notice'
import { FundDetailPage } from '../components/fund-detail'
import { fundSearchQuery } from '../api/search-funds'
import { FundList, fundListParams } from '../components/fund-list'
import { PageTitle } from '../../../ui/page-title'

/** The list of funds the address asks for, asked for as the page opens (app/router.tsx); a fund's page has its own. */
export const firstData = (url: URL) =>
  url.searchParams.get('code')?.trim() ? [] : [fundSearchQuery(fundListParams(url.searchParams))]

/** SPEC 2 /bank/fund: the practice funds, or with ?code= one fund's page. */
export default function FundPage() {
  const [params] = useSearchParams()
  const code = params.get('code')?.trim().toUpperCase() ?? ''

  // A fund's page, or the list again, starts at the top.
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [code])

  return (
    <div className="mx-auto max-w-6xl px-3 py-6 sm:px-4 sm:py-8">
      <PracticeNotice className="mb-5" />
      {code ? (
        <FundDetailPage code={code} />
      ) : (
        <>
          <PageTitle>กองทุนรวมฝึกหัด — Klass</PageTitle>
          <h1 className="mb-4 text-3xl">กองทุนรวมฝึกหัด</h1>
          <FundList />
        </>
      )}
    </div>
  )
}
