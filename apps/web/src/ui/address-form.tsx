import { useState, type FormEvent, type ReactNode } from 'react'
import { readShippingAddress, type ShippingAddress } from '@klass/contract/shipping-constants'
import { formErrorsFrom } from '../lib/api-client'
import { ActionErrorAlert } from './action-error'
import { Button } from './button'
import { TextField } from './field'

type AddressField = keyof ShippingAddress

const fields: ReadonlyArray<{
  name: AddressField
  label: string
  autoComplete: string
  inputMode?: 'tel' | 'numeric'
  wide?: boolean
}> = [
  { name: 'recipient', label: 'ชื่อ-นามสกุลผู้รับ', autoComplete: 'name' },
  { name: 'phone', label: 'เบอร์โทรศัพท์', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'address', label: 'บ้านเลขที่ หมู่ ถนน ซอย', autoComplete: 'street-address', wide: true },
  { name: 'subdistrict', label: 'ตำบล/แขวง', autoComplete: 'address-level3' },
  { name: 'district', label: 'อำเภอ/เขต', autoComplete: 'address-level2' },
  { name: 'province', label: 'จังหวัด', autoComplete: 'address-level1' },
  { name: 'postcode', label: 'รหัสไปรษณีย์', autoComplete: 'postal-code', inputMode: 'numeric' },
]

const empty: ShippingAddress = {
  recipient: '',
  phone: '',
  address: '',
  subdistrict: '',
  district: '',
  province: '',
  postcode: '',
}

type AddressFormProps = {
  /** Shown on the button that sends the form. */
  submitLabel: string
  busy: boolean
  /** The last failed call: field messages go beside their fields, anything else above the button. */
  error: unknown
  onSubmit: (address: ShippingAddress) => void
  /** Anything that belongs with the order, above the address (quantity, a summary). */
  children?: ReactNode
}

/**
 * Where a gift that travels by post is sent (store gifts, mission gifts, level gifts, krazy day). Checked here
 * with the contract's rules before it is sent, and again by the server.
 */
export function AddressForm({ submitLabel, busy, error, onSubmit, children }: AddressFormProps) {
  const [values, setValues] = useState<ShippingAddress>(empty)
  const [localErrors, setLocalErrors] = useState<Partial<Record<AddressField, string>>>({})
  const server = error
    ? formErrorsFrom(
        error,
        fields.map((field) => `address.${field.name}`),
      )
    : { fields: {}, message: null }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const read = readShippingAddress(values)
    if ('problems' in read) {
      setLocalErrors(read.problems)
      return
    }
    setLocalErrors({})
    onSubmit(read.value)
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {children}
      <fieldset className="space-y-3">
        <legend className="mb-2 font-display text-lg text-ink">ที่อยู่สำหรับจัดส่ง</legend>
        <div className="grid gap-3 md:grid-cols-2">
          {fields.map((field) => (
            <div key={field.name} className={field.wide ? 'md:col-span-2' : undefined}>
              <TextField
                label={field.label}
                name={field.name}
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                value={values[field.name]}
                onChange={(event) => {
                  const value = event.target.value
                  setValues((current) => ({ ...current, [field.name]: value }))
                }}
                error={localErrors[field.name] ?? server.fields[`address.${field.name}`] ?? null}
                required
              />
            </div>
          ))}
        </div>
      </fieldset>
      <ActionErrorAlert error={error} message={server.message} />
      <Button type="submit" busy={busy} className="w-full sm:w-auto">
        {submitLabel}
      </Button>
    </form>
  )
}
