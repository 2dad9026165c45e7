import { paths } from '../../../lib/paths'
import { AppLink } from '../../../ui/link'
import { MoneyAnswers } from '../components/money-answers'
import { UnknownLevel, useLevelParam } from '../components/money-level'
import { PageTitle } from '../../../ui/page-title'

/** SPEC 2 /profile/moneyAnswer/{level?}: the member's money-quiz answers with the key, per level. */
export default function MoneyAnswersPage() {
  const level = useLevelParam()
  return (
    <div className="mx-auto max-w-2xl space-y-5 px-3 py-6 sm:px-4">
      <PageTitle>คำตอบ The Money Quiz ของฉัน — Klass</PageTitle>
      <AppLink
        to={`${paths.profile}?tab=money-answers`}
        className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline"
      >
        ← กลับหน้าโปรไฟล์
      </AppLink>
      <h1 className="text-2xl sm:text-3xl">คำตอบ The Money Quiz ของฉัน</h1>
      {level === null ? <UnknownLevel to={paths.profileMoneyAnswer} /> : <MoneyAnswers level={level} />}
    </div>
  )
}
