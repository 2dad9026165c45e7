import { useState, type ComponentProps } from 'react'
import { TextField } from './field'

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'endAdornment'>

/** A password input whose text can be shown, with a real button that says what it does. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className="min-h-11 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'ซ่อน' : 'แสดง'}
          <span className="sr-only">รหัสผ่าน</span>
        </button>
      }
    />
  )
}
