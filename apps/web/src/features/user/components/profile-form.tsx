import { MINIMUM_AGE_YEARS } from '@klass/contract/auth-constants'
import { bangkokWallClock } from '@klass/contract/bangkok-calendar'
import type { UpdateUserBody, UserProfile } from '@klass/contract/user'
import { educationLevels, klassGroups } from '@klass/contract/user-constants'
import { useState, type FormEvent, type ReactNode } from 'react'
import { formErrorsFrom } from '../../../lib/api-client'
import { displayNameProblem } from '../../../lib/validation'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'
import { SelectField, TextField } from '../../../ui/field'
import { datePartsFrom, datePartsProblem, ThaiDateField } from '../../../ui/thai-date-field'
import { useObjectives } from '../api/get-objectives'
import { useUpdateUser } from '../api/update-user'
import { useUpdateUserImage } from '../api/update-user-image'
import { AvatarPicker, avatarProblem } from './avatar-picker'

const FIELDS = [
  'display_name',
  'first_name',
  'last_name',
  'birth_date',
  'klass',
  'education',
  'school',
  'province',
  'objectives',
] as const
const klassColours = ['bg-sun-100', 'bg-brand-100', 'bg-mint-100']

type ProfileFormProps = {
  profile: UserProfile
  /** setup: the short first-time form of /register/profile; full: /profile/edit. */
  variant: 'setup' | 'full'
  submitLabel: string
  onDone: () => void
  secondaryAction?: ReactNode
}

/** Display name, avatar, klass and learning goals (and, when editing, the personal details). */
export function ProfileForm({ profile, variant, submitLabel, onDone, secondaryAction }: ProfileFormProps) {
  const update = useUpdateUser()
  const updateImage = useUpdateUserImage()
  const objectives = useObjectives()
  const [image, setImage] = useState<File | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)
  const busy = update.isPending || updateImage.isPending

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '').trim()
    const body: UpdateUserBody = {
      display_name: text('display_name'),
      klass: (text('klass') || null) as UpdateUserBody['klass'],
      objectives: form.getAll('objectives').map(String) as UpdateUserBody['objectives'],
    }
    if (variant === 'full') {
      body.first_name = text('first_name')
      body.last_name = text('last_name')
      body.school = text('school')
      body.province = text('province')
      body.education = (text('education') || null) as UpdateUserBody['education']
      if (text('birth_date')) body.birth_date = text('birth_date')
    }
    const problems: Record<string, string> = {}
    const nameProblem = displayNameProblem(body.display_name ?? '')
    if (nameProblem) problems.display_name = nameProblem
    const dateProblem =
      variant === 'full' ? datePartsProblem(datePartsFrom(form, 'birth_date'), 'วันเกิด', false) : null
    if (dateProblem) problems.birth_date = dateProblem
    const imageProblem = image ? avatarProblem(image) : null
    if (imageProblem) problems.image = imageProblem
    setFieldErrors(problems)
    setMessage(null)
    if (Object.keys(problems).length > 0) return

    try {
      if (image) await updateImage.mutateAsync(image)
      await update.mutateAsync(body)
      onDone()
    } catch (error) {
      const { fields, message: text } = formErrorsFrom(error, [...FIELDS, 'image'], {
        IMAGE_INVALID: 'image',
        IMAGE_TOO_LARGE: 'image',
        TOO_YOUNG: 'birth_date',
      })
      setFieldErrors(fields)
      setMessage(text)
    }
  }

  const chosenObjectives = objectives.data?.selected ?? profile.objectives
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      {message && <Alert tone="error">{message}</Alert>}
      <AvatarPicker
        name={profile.display_name}
        current={profile.display_image}
        file={image}
        onFile={setImage}
        error={fieldErrors.image}
      />
      <TextField
        label="ชื่อที่แสดง"
        name="display_name"
        defaultValue={profile.display_name}
        maxLength={40}
        required
        autoComplete="nickname"
        error={fieldErrors.display_name}
      />

      <fieldset>
        <legend className="text-sm font-semibold text-ink">เลือก KLASS ของคุณ</legend>
        <p className="text-sm text-ink-soft">คลับที่ตรงกับสไตล์การเรียนรู้ของคุณ เปลี่ยนได้ภายหลัง</p>
        <div className="mt-2 grid gap-2 md:grid-cols-3">
          {klassGroups.map((group, index) => (
            <label
              key={group.id}
              className={cn(
                'grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded-2xl p-4 ring-1 ring-brand-100 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500',
                klassColours[index % klassColours.length],
              )}
            >
              <input
                type="radio"
                name="klass"
                value={group.id}
                defaultChecked={profile.klass === group.id}
                className="row-span-2 mt-1 size-5 accent-brand-600"
              />
              <span className="font-semibold text-ink">{group.name}</span>
              <span className="text-sm text-ink-soft">{group.description}</span>
            </label>
          ))}
        </div>
        {fieldErrors.klass && <p className="mt-1 text-sm font-medium text-coral-700">{fieldErrors.klass}</p>}
      </fieldset>

      <fieldset>
        <legend className="text-sm font-semibold text-ink">เป้าหมายการเรียนรู้</legend>
        <p className="text-sm text-ink-soft">เลือกได้หลายข้อ เราจะแนะนำเนื้อหาให้ตรงใจ</p>
        {objectives.isError ? (
          <p className="mt-2 text-sm text-coral-700">โหลดรายการเป้าหมายไม่สำเร็จ ลองรีเฟรชหน้าอีกครั้ง</p>
        ) : (
          <div className="mt-2 grid gap-2 sm:grid-cols-2" key={chosenObjectives.join(',')}>
            {(objectives.data?.options ?? []).map((option) => (
              <label
                key={option.id}
                className="grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded-2xl bg-white p-3 ring-1 ring-brand-100 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500"
              >
                <input
                  type="checkbox"
                  name="objectives"
                  value={option.id}
                  defaultChecked={chosenObjectives.includes(option.id)}
                  className="row-span-2 mt-1 size-5 accent-brand-600"
                />
                <span className="font-semibold text-ink">{option.title}</span>
                <span className="text-sm text-ink-soft">{option.description}</span>
              </label>
            ))}
          </div>
        )}
      </fieldset>

      {variant === 'full' && (
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="ชื่อจริง"
            name="first_name"
            optional
            defaultValue={profile.first_name ?? ''}
            autoComplete="given-name"
            maxLength={80}
            error={fieldErrors.first_name}
          />
          <TextField
            label="นามสกุล"
            name="last_name"
            optional
            defaultValue={profile.last_name ?? ''}
            autoComplete="family-name"
            maxLength={80}
            error={fieldErrors.last_name}
          />
          <ThaiDateField
            label="วันเกิด"
            name="birth_date"
            defaultValue={profile.birth_date}
            newestYear={bangkokWallClock(new Date()).year - MINIMUM_AGE_YEARS}
            error={fieldErrors.birth_date}
          />
          <SelectField
            label="ระดับการศึกษา"
            name="education"
            optional
            defaultValue={profile.education ?? ''}
            placeholder="เลือกระดับการศึกษา"
            options={educationLevels.map((level) => ({ value: level.id, label: level.name }))}
            error={fieldErrors.education}
          />
          <TextField
            label="โรงเรียน / สถาบัน"
            name="school"
            optional
            defaultValue={profile.school ?? ''}
            maxLength={120}
            error={fieldErrors.school}
          />
          <TextField
            label="จังหวัด"
            name="province"
            optional
            defaultValue={profile.province ?? ''}
            autoComplete="address-level1"
            maxLength={60}
            error={fieldErrors.province}
          />
        </div>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" size="lg" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
