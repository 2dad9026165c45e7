import { GOAL_YEARS_MAX, GOAL_YEARS_MIN } from '@klass/contract/robo-constants'
import { TextField } from '../../../ui/field'
import type { GoalNumbers, GoalProblems } from '../goal-draft'

export type GoalAmountField = keyof GoalNumbers

const fieldText: Record<GoalAmountField, { label: string; hint: string; inputMode: 'decimal' | 'numeric' }> =
  {
    target: {
      label: 'เงินเป้าหมาย (บาท)',
      hint: 'จำนวนเงินที่อยากมีเมื่อถึงเวลา เช่น 50000',
      inputMode: 'decimal',
    },
    years: {
      label: 'อีกกี่ปีจะใช้เงินก้อนนี้',
      hint: `ตั้งแต่ ${GOAL_YEARS_MIN} ถึง ${GOAL_YEARS_MAX} ปี ยิ่งนาน แผนยิ่งรับความเสี่ยงได้มากขึ้น`,
      inputMode: 'numeric',
    },
    initial: {
      label: 'เงินลงทุนเริ่มต้น (บาท)',
      hint: 'ใส่ 0 ได้ถ้ายังไม่มีเงินก้อน',
      inputMode: 'decimal',
    },
    monthly: {
      label: 'เงินลงทุนต่อเดือน (บาท)',
      hint: 'ลงทุนเท่า ๆ กันทุกเดือน (DCA) ใส่ 0 ได้',
      inputMode: 'decimal',
    },
  }

/**
 * The numbers of a goal — target, years, starting and monthly amounts — as the member types them; a field's
 * problem shows once it has something typed in it, or after `showAll` (a submit).
 */
export function GoalAmountFields({
  draft,
  problems,
  onChange,
  fields = ['target', 'years', 'initial', 'monthly'],
  showAll = false,
}: {
  draft: GoalNumbers
  problems: GoalProblems
  onChange: (change: Partial<GoalNumbers>) => void
  fields?: readonly GoalAmountField[]
  showAll?: boolean
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((name) => (
        <TextField
          key={name}
          label={fieldText[name].label}
          hint={fieldText[name].hint}
          inputMode={fieldText[name].inputMode}
          autoComplete="off"
          value={draft[name]}
          onChange={(event) => onChange({ [name]: event.target.value })}
          error={showAll || draft[name].trim() !== '' ? (problems[name] ?? null) : null}
        />
      ))}
    </div>
  )
}
