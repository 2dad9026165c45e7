import type { PolicyDocument } from '@klass/contract/policy'
import { policyTypes, type PolicyType } from '@klass/contract/policy-constants'
import { useParams } from 'react-router'
import { formatLongDate } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { NotFoundView } from '../../../ui/error-view'
import { AppLink } from '../../../ui/link'
import { PillNav } from '../../../ui/pill-nav'
import { Skeleton } from '../../../ui/skeleton'
import { QueryState } from '../../../ui/query-states'
import { usePolicies, usePolicy } from '../api/get-policy'
import { PageTitle } from '../../../ui/page-title'

const titles: Record<PolicyType, string> = {
  law: 'ข้อกำหนดและเงื่อนไขการใช้งาน',
  personal: 'นโยบายคุ้มครองข้อมูลส่วนบุคคล',
  cookies: 'นโยบายคุกกี้',
}

const isPolicyType = (value: string | undefined): value is PolicyType =>
  policyTypes.includes(value as PolicyType)

function PolicyNav() {
  return (
    <PillNav
      label="เอกสารนโยบาย"
      items={policyTypes.map((type) => ({ to: paths.policy(type), label: titles[type] }))}
    />
  )
}

function PolicyBody({ document }: { document: PolicyDocument }) {
  return (
    <article className="mt-6 rounded-card bg-white p-5 shadow-sm ring-1 ring-brand-100 md:p-10">
      <PageTitle>{`${document.title} — Klass`}</PageTitle>
      <h1 className="text-3xl">{document.title}</h1>
      <p className="mt-2 text-sm text-ink-soft">
        ฉบับวันที่ {formatLongDate(document.version) || document.version} · ปรับปรุงล่าสุด{' '}
        {formatLongDate(document.updated_at)}
      </p>
      {document.summary && <p className="mt-4 rounded-2xl bg-brand-50 p-4 text-ink">{document.summary}</p>}
      {document.sections.length > 1 && (
        <nav aria-label="สารบัญ" className="mt-6">
          <h2 className="text-lg">สารบัญ</h2>
          <ol className="mt-2 list-decimal space-y-1 ps-6">
            {document.sections.map((section, index) => (
              <li key={section.heading}>
                <a
                  href={`#section-${index + 1}`}
                  className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-2"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {document.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`section-${index + 1}`} className="mt-8">
          <h2 id={`section-${index + 1}`} className="text-xl">
            {section.heading}
          </h2>
          {section.body.map((paragraph, i) => (
            <p key={i} className="mt-3 leading-relaxed text-ink">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  )
}

function PolicyDocumentView({ type }: { type: PolicyType }) {
  const query = usePolicy(type)
  return (
    <QueryState
      query={query}
      keepDataOnError
      loading={
        <div role="status" aria-label="กำลังโหลดเอกสาร" className="mt-6 space-y-3 rounded-card bg-white p-8">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
        </div>
      }
    >
      {(document) => <PolicyBody document={document} />}
    </QueryState>
  )
}

function PolicyIndex() {
  const query = usePolicies()
  return (
    <div className="mt-6">
      <PageTitle>นโยบายและข้อกำหนด — Klass</PageTitle>
      <h1 className="text-3xl">นโยบายและข้อกำหนด</h1>
      <QueryState query={query} keepDataOnError loading={null}>
        {(documents) => (
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {documents.map((document) => (
              <li key={document.type}>
                <AppLink
                  to={paths.policy(document.type)}
                  className="block h-full rounded-card bg-white p-5 ring-1 ring-brand-100 hover:ring-brand-300"
                >
                  <span className="font-display text-lg text-ink">{document.title}</span>
                  <span className="mt-2 block text-sm text-ink-soft">{document.summary}</span>
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  )
}

/** SPEC 2 /policy/{type} (route name policy-type): law, personal or cookies, served by GET /v2/api/policy. */
export default function PolicyPage() {
  const { type } = useParams()
  if (type !== undefined && !isPolicyType(type)) return <NotFoundView />
  return (
    <div className="mx-auto max-w-4xl px-3 py-8 sm:px-4">
      <PolicyNav />
      {type ? <PolicyDocumentView type={type} /> : <PolicyIndex />}
    </div>
  )
}
