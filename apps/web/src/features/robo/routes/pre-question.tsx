import { goalKindLabels, goalKinds } from '@klass/contract/robo-constants'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '../../../lib/paths'
import { Button, ButtonLink } from '../../../ui/button'
import { TextField } from '../../../ui/field'
import { GoalAmountFields } from '../components/goal-fields'
import { RoboPage } from '../components/robo-page'
import { goalProblems, useGoalDraft } from '../goal-draft'

/**
 * SPEC 2 /robo/pre-question: the goal — what it is for, its name, the target, the years, the starting and the
 * monthly amounts. Every keystroke is kept for the session, so a reload or a step back loses nothing.
 */
export default function PreQuestionPage() {
  const navigate = useNavigate()
  const [draft, change] = useGoalDraft()
  const [submitted, setSubmitted] = useState(false)
  const problems = goalProblems(draft)

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(problems).length === 0) void navigate(paths.roboCreatePlan)
  }

  return (
    <RoboPage
      title="ตั้งเป้าหมายการลงทุน"
      lead="บอก robo ว่าอยากได้เงินเท่าไร เมื่อไร และลงทุนได้เดือนละเท่าไร robo จะเลือกแผนกองทุนฝึกหัดที่เหมาะกับเป้าหมายนี้ให้"
    >
      <form noValidate onSubmit={onSubmit} aria-label="เป้าหมายการลงทุน" className="space-y-6">
        <fieldset aria-describedby={submitted && problems.goalKind ? 'goal-kind-error' : undefined}>
          <legend className="text-sm font-semibold">เป้าหมายนี้เพื่ออะไร</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {goalKinds.map((kind) => (
              <label
                key={kind}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl bg-white px-4 py-2 ring-1 ring-brand-100 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
              >
                <input
                  type="radio"
                  name="goalKind"
                  value={kind}
                  checked={draft.goalKind === kind}
                  onChange={() => change({ goalKind: kind })}
                  className="size-5 shrink-0 accent-brand-600"
                />
                <span className="break-words">{goalKindLabels[kind]}</span>
              </label>
            ))}
          </div>
          {submitted && problems.goalKind && (
            <p id="goal-kind-error" className="mt-1 text-sm font-medium text-coral-700">
              {problems.goalKind}
            </p>
          )}
        </fieldset>
        <TextField
          label="ตั้งชื่อเป้าหมาย"
          hint="เช่น ทุนเรียนมหาวิทยาลัย หรือ โน้ตบุ๊กเครื่องใหม่"
          maxLength={60}
          autoComplete="off"
          value={draft.goalName}
          onChange={(event) => change({ goalName: event.target.value })}
          error={submitted ? (problems.goalName ?? null) : null}
        />
        <GoalAmountFields draft={draft} problems={problems} onChange={change} showAll={submitted} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button type="submit">ต่อไป: ดูแผนการลงทุน</Button>
          <ButtonLink to={paths.roboAssessment} variant="secondary">
            กลับไปดูผลประเมิน
          </ButtonLink>
        </div>
      </form>
    </RoboPage>
  )
}
