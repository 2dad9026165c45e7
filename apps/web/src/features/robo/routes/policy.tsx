import {
  roboPolicyLabels,
  roboPolicyTypes,
  roboPolicyVersions,
  type RoboPolicyType,
} from '@klass/contract/robo-constants'
import { useParams } from 'react-router'
import { paths } from '../../../lib/paths'
import { AppLink } from '../../../ui/link'
import { PillNav } from '../../../ui/pill-nav'
import { RoboPage } from '../components/robo-page'
import { roboPolicyDocuments } from '../policy-documents'

const isRoboPolicyType = (value: string | undefined): value is RoboPolicyType =>
  roboPolicyTypes.includes(value as RoboPolicyType)

function PolicyNav() {
  return (
    <PillNav
      label="เอกสารของบัญชีกองทุนฝึกหัด"
      items={roboPolicyTypes.map((type) => ({ to: paths.roboPolicy(type), label: roboPolicyLabels[type] }))}
    />
  )
}

/**
 * SPEC 2 /robo/policy/{type?}: the terms of the practice fund account, the risk disclosure and the privacy of
 * its KYC data, with their versions; without a known type, the list of the three.
 */
export default function RoboPolicyPage() {
  const { type } = useParams()
  if (!isRoboPolicyType(type))
    return (
      <RoboPage title="เอกสารของบัญชีกองทุนฝึกหัด" lead="อ่านก่อนเปิดบัญชีกองทุนฝึกหัด ทั้ง 3 ฉบับ">
        <ul aria-label="เอกสารทั้งหมด" className="space-y-2">
          {roboPolicyTypes.map((item) => (
            <li key={item}>
              <AppLink
                to={paths.roboPolicy(item)}
                className="flex min-h-11 flex-col justify-center rounded-2xl bg-white p-4 ring-1 ring-brand-100 hover:ring-brand-300"
              >
                <span className="font-semibold text-brand-700">{roboPolicyLabels[item]}</span>
                <span className="text-sm text-ink-soft">ฉบับ {roboPolicyVersions[item]}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </RoboPage>
    )

  const document = roboPolicyDocuments[type]
  return (
    <RoboPage title={document.title} lead={`ฉบับ ${document.version}`}>
      <PolicyNav />
      <article className="rounded-card bg-white p-5 shadow-sm ring-1 ring-brand-100 md:p-8">
        <p className="rounded-2xl bg-brand-50 p-4">{document.summary}</p>
        {document.sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`robo-policy-${index}`} className="mt-6">
            <h2 id={`robo-policy-${index}`} className="text-xl">
              {index + 1}. {section.heading}
            </h2>
            {section.body.map((paragraph, i) => (
              <p key={i} className="mt-2 leading-relaxed">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </article>
    </RoboPage>
  )
}
