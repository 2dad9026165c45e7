import { useState, type FormEvent } from 'react'
import { formErrorsFrom } from '../../../lib/api-client'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/field'
import { usePassSecondFactor } from '../api/admin-me'

/** The authenticator app's six-digit code, checked by the server; a right code opens the back office. */
export function SecondFactorForm() {
  const pass = usePassSecondFactor()
  const [error, setError] = useState<string | null>(null)
  const [message, setMessage] = useState<string | null>(null)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s/g, '')
    setMessage(null)
    if (!/^\d{6}$/.test(code)) {
      setError('กรุณากรอกรหัสตัวเลข 6 หลักจากแอปยืนยันตัวตน')
      return
    }
    setError(null)
    pass.mutate(code, {
      onError: (failure) => {
        const { fields, message: text } = formErrorsFrom(failure, ['code'], {
          STAFF_CODE_WRONG: 'code',
          STAFF_CODE_USED: 'code',
        })
        setError(fields.code ?? null)
        setMessage(text)
      },
    })
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="รหัส 6 หลักจากแอปยืนยันตัวตน"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={7}
        required
        hint="เปิดแอปยืนยันตัวตนในโทรศัพท์ (เช่น Google Authenticator) แล้วกรอกรหัสของ Klass ที่แสดงอยู่"
        error={error}
      />
      {message && <Alert tone="error">{message}</Alert>}
      <Button type="submit" busy={pass.isPending} className="w-full sm:w-auto">
        ยืนยันรหัส
      </Button>
    </form>
  )
}
