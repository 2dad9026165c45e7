import {
  ROBO_ADULT_AGE,
  roboPolicyLabels,
  roboPolicyTypes,
  roboPolicyVersions,
} from '@klass/contract/robo-constants'
import type { AccountSummary, RoboPolicyType } from '@klass/contract/robo'
import { isValidThaiNationalId } from '@klass/contract/robo-rules'
import { useId, useState, type FormEvent } from 'react'
import { formErrorsFrom } from '../../../lib/api-client'
import { paths } from '../../../lib/paths'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/field'
import { AppLink } from '../../../ui/link'
import { useOpenMutualFund, type OpenAccountInput } from '../api/open-mutual-fund'
import { ThaiDateField, datePartsProblem, isoFromParts, type DateParts } from '../../../ui/thai-date-field'
import { ageOn, todayInBangkok } from '../calculators'
import type { GoalAmounts, GoalDraft } from '../goal-draft'
import { IdCardField, idCardProblem } from './id-card-field'

/** What /robo/buy/{id} is told when it is opened right after the account was: the new account's number. */
export type OpenedAccount = { opened: string }

type Holder = {
  nationalId: string
  firstName: string
  lastName: string
  birth: DateParts
  address: string
  phone: string
  guardianName: string
  guardianRelation: string
  guardianPhone: string
  image: File | null
  accepted: Record<RoboPolicyType, boolean>
}

const emptyHolder: Holder = {
  nationalId: '',
  firstName: '',
  lastName: '',
  birth: { day: '', month: '', year: '' },
  address: '',
  phone: '',
  guardianName: '',
  guardianRelation: '',
  guardianPhone: '',
  image: null,
  accepted: { terms: false, risk: false, privacy: false },
}

/** The fields the API may name in a VALIDATION_FAILED answer, and the form's own names for the rest. */
const FIELDS = [
  'nationalId',
  'firstName',
  'lastName',
  'birthDate',
  'address',
  'phone',
  'guardianName',
  'guardianRelation',
  'guardianPhone',
  'image',
  'policies',
  'goalKind',
  'goalName',
  'target',
  'years',
  'initial',
  'monthly',
  'planId',
] as const
type Field = (typeof FIELDS)[number]
type Problems = Partial<Record<Field, string>>

/** Refusals that belong to one field. */
const codeFields: Record<string, Field> = {
  ROBO_NATIONAL_ID_INVALID: 'nationalId',
  ROBO_NATIONAL_ID_TAKEN: 'nationalId',
  ROBO_GUARDIAN_REQUIRED: 'guardianName',
  ROBO_POLICY_NOT_ACCEPTED: 'policies',
  IMAGE_INVALID: 'image',
  IMAGE_TOO_LARGE: 'image',
}

const digitsOf = (text: string) => text.replace(/[\s-]/g, '')

/** Whether the holder is younger than ROBO_ADULT_AGE on `today`; null while the birth date is not a real date. */
export function isMinor(birth: DateParts, today: string): boolean | null {
  const iso = isoFromParts(birth)
  return iso ? ageOn(iso, today) < ROBO_ADULT_AGE : null
}

/** Everything the form can check before sending, in the words the API would use. */
export function holderProblems(holder: Holder, today: string): Problems {
  const problems: Problems = {}
  const id = digitsOf(holder.nationalId)
  if (!id) problems.nationalId = 'กรุณากรอกเลขประจำตัวประชาชน'
  else if (!/^\d{13}$/.test(id)) problems.nationalId = 'เลขประจำตัวประชาชนต้องเป็นตัวเลข 13 หลัก'
  // SPEC 7 Robo: the ID's mod-11 check digit is checked before anything is sent.
  else if (!isValidThaiNationalId(id))
    problems.nationalId = 'เลขประจำตัวประชาชนไม่ถูกต้อง กรุณาตรวจสอบตัวเลข 13 หลักอีกครั้ง'
  if (!holder.firstName.trim()) problems.firstName = 'กรุณากรอกชื่อ'
  if (!holder.lastName.trim()) problems.lastName = 'กรุณากรอกนามสกุล'
  const birthProblem = datePartsProblem(holder.birth, 'วันเกิด', true)
  if (birthProblem) problems.birthDate = birthProblem
  else if (isoFromParts(holder.birth) > today) problems.birthDate = 'วันเกิดต้องไม่เป็นวันในอนาคต'
  if (!holder.address.trim()) problems.address = 'กรุณากรอกที่อยู่'
  if (!/^0[689]\d{8}$|^0[2-7]\d{7}$/.test(digitsOf(holder.phone)))
    problems.phone = 'เบอร์โทรศัพท์ไม่ถูกต้อง เช่น 0812345678'
  if (isMinor(holder.birth, today)) {
    if (!holder.guardianName.trim()) problems.guardianName = 'กรุณากรอกชื่อ-นามสกุลผู้ปกครอง'
    if (!holder.guardianRelation.trim()) problems.guardianRelation = 'กรุณาระบุความสัมพันธ์กับผู้ปกครอง'
    if (!/^0\d{8,9}$/.test(digitsOf(holder.guardianPhone))) problems.guardianPhone = 'เบอร์โทรผู้ปกครองไม่ถูกต้อง'
  }
  const image = idCardProblem(holder.image)
  if (image) problems.image = image
  if (roboPolicyTypes.some((type) => !holder.accepted[type]))
    problems.policies = 'กรุณาอ่านและยอมรับเอกสารทั้ง 3 ฉบับก่อนเปิดบัญชี'
  return problems
}

function AddressField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (value: string) => void
  error?: string
}) {
  const id = useId()
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold">
        ที่อยู่ที่ติดต่อได้
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={300}
        autoComplete="street-address"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full rounded-2xl border-0 bg-white px-4 py-3 text-ink ring-1 ring-inset ring-brand-200 focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-coral-500"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-coral-700">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * SPEC 2 /robo/create-plan/step-create: the identity of the holder of the practice fund account, checked here
 * first (the ID's check digit, a guardian under ROBO_ADULT_AGE, the photo, the three documents) and then by the
 * API, whose refusals appear beside the fields they name.
 */
export function OpenAccountForm({
  planId,
  goal,
  amounts,
  onOpened,
}: {
  planId: number
  goal: Pick<GoalDraft, 'goalKind' | 'goalName'>
  amounts: GoalAmounts
  onOpened: (account: AccountSummary) => void
}) {
  const open = useOpenMutualFund()
  const [holder, setHolder] = useState<Holder>(emptyHolder)
  const [checked, setChecked] = useState(false)
  const [apiProblems, setApiProblems] = useState<Problems>({})
  const [message, setMessage] = useState<string | null>(null)
  const today = todayInBangkok()
  const problems = { ...(checked ? holderProblems(holder, today) : {}), ...apiProblems }
  const minor = isMinor(holder.birth, today)

  function edit(change: Partial<Holder>, fields: Field[]) {
    setHolder((current) => ({ ...current, ...change }))
    setApiProblems((current) => {
      const next = { ...current }
      for (const field of fields) delete next[field]
      return next
    })
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setChecked(true)
    setApiProblems({})
    setMessage(null)
    if (Object.keys(holderProblems(holder, today)).length > 0 || !holder.image || !goal.goalKind) return
    const body: OpenAccountInput = {
      planId,
      goalKind: goal.goalKind,
      goalName: goal.goalName.trim(),
      ...amounts,
      nationalId: digitsOf(holder.nationalId),
      firstName: holder.firstName.trim(),
      lastName: holder.lastName.trim(),
      birthDate: isoFromParts(holder.birth),
      address: holder.address.trim(),
      phone: digitsOf(holder.phone),
      ...(minor
        ? {
            guardianName: holder.guardianName.trim(),
            guardianRelation: holder.guardianRelation.trim(),
            guardianPhone: digitsOf(holder.guardianPhone),
          }
        : {}),
      acceptTerms: true,
      acceptRisk: true,
      acceptPrivacy: true,
      image: holder.image,
    }
    open.mutate(body, {
      onSuccess: ({ account }) => onOpened(account),
      onError: (error) => {
        const { fields, message: text } = formErrorsFrom(error, FIELDS, codeFields)
        setApiProblems(fields)
        setMessage(text)
      },
    })
  }

  const goalProblems = (['goalKind', 'goalName', 'target', 'years', 'initial', 'monthly', 'planId'] as const)
    .map((field) => problems[field])
    .filter(Boolean)

  return (
    <form noValidate onSubmit={onSubmit} aria-label="เปิดบัญชีกองทุนฝึกหัด" className="space-y-5">
      <TextField
        label="เลขประจำตัวประชาชน 13 หลัก"
        inputMode="numeric"
        autoComplete="off"
        maxLength={17}
        value={holder.nationalId}
        onChange={(event) => edit({ nationalId: event.target.value }, ['nationalId'])}
        hint="ใช้ยืนยันตัวตนเท่านั้น หลังเปิดบัญชีจะแสดงเพียง 4 หลักท้าย"
        error={problems.nationalId}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="ชื่อ"
          autoComplete="given-name"
          value={holder.firstName}
          onChange={(event) => edit({ firstName: event.target.value }, ['firstName'])}
          error={problems.firstName}
        />
        <TextField
          label="นามสกุล"
          autoComplete="family-name"
          value={holder.lastName}
          onChange={(event) => edit({ lastName: event.target.value }, ['lastName'])}
          error={problems.lastName}
        />
      </div>
      <ThaiDateField
        label="วันเกิด"
        name="birthDate"
        onPartsChange={(birth) => edit({ birth }, ['birthDate', 'guardianName'])}
        error={problems.birthDate}
      />
      <AddressField
        value={holder.address}
        onChange={(address) => edit({ address }, ['address'])}
        error={problems.address}
      />
      <TextField
        label="เบอร์โทรศัพท์"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={holder.phone}
        onChange={(event) => edit({ phone: event.target.value }, ['phone'])}
        error={problems.phone}
      />
      {(minor || problems.guardianName) && (
        <fieldset className="space-y-4 rounded-card bg-sun-100 p-4">
          <legend className="float-left w-full font-semibold">ข้อมูลผู้ปกครอง</legend>
          <p className="clear-both text-sm">
            ผู้ที่อายุต่ำกว่า {ROBO_ADULT_AGE} ปี ต้องมีผู้ปกครองรับทราบการเปิดบัญชี กรุณากรอกข้อมูลผู้ปกครอง
          </p>
          <TextField
            label="ชื่อ-นามสกุลผู้ปกครอง"
            autoComplete="off"
            value={holder.guardianName}
            onChange={(event) => edit({ guardianName: event.target.value }, ['guardianName'])}
            error={problems.guardianName}
          />
          <TextField
            label="ความสัมพันธ์ (เช่น บิดา มารดา)"
            autoComplete="off"
            value={holder.guardianRelation}
            onChange={(event) => edit({ guardianRelation: event.target.value }, ['guardianRelation'])}
            error={problems.guardianRelation}
          />
          <TextField
            label="เบอร์โทรผู้ปกครอง"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={holder.guardianPhone}
            onChange={(event) => edit({ guardianPhone: event.target.value }, ['guardianPhone'])}
            error={problems.guardianPhone}
          />
        </fieldset>
      )}
      <IdCardField
        file={holder.image}
        onFile={(image) => edit({ image }, ['image'])}
        error={problems.image}
      />
      <fieldset aria-describedby={problems.policies ? 'policies-error' : undefined} className="space-y-3">
        <legend className="text-sm font-semibold">เอกสารที่ต้องอ่านและยอมรับ</legend>
        {roboPolicyTypes.map((type) => (
          <div key={type} className="rounded-2xl bg-white p-3 ring-1 ring-brand-100">
            <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1">
              <input
                type="checkbox"
                checked={holder.accepted[type]}
                onChange={(event) =>
                  edit({ accepted: { ...holder.accepted, [type]: event.target.checked } }, ['policies'])
                }
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
              />
              <span className="text-sm break-words">
                ฉันได้อ่านและยอมรับ{roboPolicyLabels[type]} (ฉบับ {roboPolicyVersions[type]})
              </span>
            </label>
            <AppLink
              to={paths.roboPolicy(type)}
              target="_blank"
              rel="noopener"
              className="ms-8 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-2"
            >
              อ่าน{roboPolicyLabels[type]} (เปิดแท็บใหม่)
            </AppLink>
          </div>
        ))}
        {problems.policies && (
          <p id="policies-error" className="text-sm font-medium text-coral-700">
            {problems.policies}
          </p>
        )}
      </fieldset>
      {goalProblems.length > 0 && (
        <Alert tone="error">
          เป้าหมายมีข้อมูลที่ต้องแก้: {goalProblems.join(' ')}{' '}
          <AppLink to={paths.roboPreQuestion} className="font-semibold underline">
            แก้ไขเป้าหมาย
          </AppLink>
        </Alert>
      )}
      {message && <ActionErrorAlert error={open.error} message={message} />}
      <Button type="submit" busy={open.isPending} className="w-full sm:w-auto">
        ยืนยันเปิดบัญชีกองทุนฝึกหัด
      </Button>
    </form>
  )
}
