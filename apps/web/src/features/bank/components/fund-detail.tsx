import type { FundDetail } from '@klass/contract/bank'
import { FUND_CODE_PATTERN } from '@klass/contract/bank-constants'
import { formatDate, formatUnits } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { AppLink } from '../../../ui/link'
import { detailPageState } from '../../../ui/query-states'
import { Skeleton } from '../../../ui/skeleton'
import { useFund } from '../api/get-fund'
import { FundBuyForm } from './fund-buy-form'
import { FundFactsheet } from './fund-factsheet'
import { FundHoldingSummary } from './fund-holding'
import { FundRiskBadge, FundRiskScale } from './fund-risk'
import { FundSellForm } from './fund-sell-form'
import { NavChart } from './nav-chart'
import { PageTitle } from '../../../ui/page-title'

function FundView({ fund }: { fund: FundDetail }) {
  return (
    <div className="space-y-5">
      <PageTitle>{`${fund.name} (${fund.code}) — กองทุนฝึกหัด Klass`}</PageTitle>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-semibold text-brand-700">{fund.code}</span>
          <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
            กองทุนฝึกหัด
          </span>
          <FundRiskBadge level={fund.riskLevel} />
        </div>
        <h1 className="text-2xl break-words md:text-3xl">{fund.name}</h1>
        <p className="text-ink-soft">
          {fund.category} · {fund.summary}
        </p>
        <p>
          NAV ล่าสุด <strong className="text-xl">{formatUnits(fund.nav)}</strong> บาทต่อหน่วย (
          {formatDate(fund.navDate)})
        </p>
      </header>

      <div className="grid gap-5 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-5">
          <NavChart history={fund.history} />
          <FundRiskScale level={fund.riskLevel} />
          <FundFactsheet fund={fund} />
          <section aria-labelledby="about-fund-title" className="space-y-2">
            <h2 id="about-fund-title" className="text-lg">
              รู้จักกองทุนนี้
            </h2>
            {fund.description.map((paragraph, index) => (
              <p key={index} className="leading-relaxed">
                {paragraph}
              </p>
            ))}
            <h3 className="pt-2 font-semibold">นโยบายการลงทุน</h3>
            <p className="leading-relaxed">{fund.policy}</p>
          </section>
        </div>
        <div className="min-w-0 space-y-5">
          <FundHoldingSummary holding={fund.holding} />
          <section
            aria-labelledby="buy-fund-title"
            className="rounded-card bg-white p-4 shadow-sm ring-1 ring-brand-100"
          >
            <h2 id="buy-fund-title" className="mb-3 text-lg">
              ซื้อหน่วยลงทุนด้วยเงินฝึกหัด
            </h2>
            <FundBuyForm fund={fund} />
          </section>
          {fund.holding && (
            <section
              aria-labelledby="sell-fund-title"
              className="rounded-card bg-white p-4 shadow-sm ring-1 ring-brand-100"
            >
              <h2 id="sell-fund-title" className="mb-3 text-lg">
                ขายหน่วยลงทุน
              </h2>
              <FundSellForm fund={fund} holding={fund.holding} />
            </section>
          )}
        </div>
      </div>
    </div>
  )
}

/** SPEC 2 /bank/fund?code=CODE: one practice fund — its NAV, risk, factsheet, the member's units, buy and sell. */
export function FundDetailPage({ code }: { code: string }) {
  const valid = FUND_CODE_PATTERN.test(code.trim())
  const query = useFund(code, valid)
  const state = detailPageState(query, {
    validId: valid,
    loadingLabel: 'กำลังโหลดข้อมูลกองทุน',
    skeleton: (
      <div className="space-y-4">
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    ),
  })
  return (
    <>
      <nav aria-label="เส้นทาง" className="mb-4 text-sm">
        <AppLink
          to={paths.bankFund()}
          className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2"
        >
          กองทุนรวมฝึกหัด
        </AppLink>{' '}
        / <span aria-current="page">{query.data?.name ?? code}</span>
      </nav>
      {state ?? (query.data && <FundView key={query.data.code} fund={query.data} />)}
    </>
  )
}
