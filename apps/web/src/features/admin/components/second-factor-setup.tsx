import { useEffect, useRef, useState } from 'react'
import { messageOf } from '../../../lib/error-message'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { LoadingState } from '../../../ui/states'
import { useSetupSecondFactor } from '../api/admin-me'
import { SecondFactorForm } from './second-factor-form'

/** A secret in groups of four, as authenticator apps show and people type it. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ')
}

/**
 * Setting up the authenticator app once: the secret (to type in) and the otpauth link (to open on the phone),
 * then the first code, which confirms it.
 */
export function SecondFactorSetup() {
  const setup = useSetupSecondFactor()
  const [copied, setCopied] = useState(false)
  const { mutate } = setup
  const asked = useRef(false)

  // One secret per visit: each new one replaces the last, so it is asked for once.
  useEffect(() => {
    if (asked.current) return
    asked.current = true
    mutate()
  }, [mutate])

  if (setup.isError)
    return (
      <div className="space-y-3">
        <Alert tone="error">{messageOf(setup.error)}</Alert>
        <Button variant="secondary" onClick={() => setup.mutate()}>
          ลองอีกครั้ง
        </Button>
      </div>
    )
  if (!setup.data) return <LoadingState label="กำลังสร้างรหัสลับ…" />
  const { secret, address } = setup.data

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-2 ps-5 text-ink">
        <li>ติดตั้งแอปยืนยันตัวตนในโทรศัพท์ เช่น Google Authenticator หรือ Microsoft Authenticator</li>
        <li>ในแอป เลือกเพิ่มบัญชีด้วยการกรอกรหัสลับด้านล่าง หรือเปิดลิงก์นี้บนโทรศัพท์</li>
        <li>กรอกรหัส 6 หลักที่แอปแสดง เพื่อยืนยันการตั้งค่า</li>
      </ol>
      <div className="space-y-2">
        <p className="text-sm font-semibold text-ink" id="totp-secret-label">
          รหัสลับสำหรับแอปยืนยันตัวตน
        </p>
        <p
          aria-labelledby="totp-secret-label"
          className="rounded-2xl bg-brand-50 px-4 py-3 font-mono text-lg tracking-wider break-all text-ink"
          data-testid="totp-secret"
        >
          {groupedSecret(secret)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            {copied ? 'คัดลอกแล้ว' : 'คัดลอกรหัสลับ'}
          </Button>
          <a
            href={address}
            className="inline-flex min-h-11 items-center rounded-full px-3.5 text-sm font-semibold text-brand-700 underline"
          >
            เปิดในแอปยืนยันตัวตน
          </a>
        </div>
        <p className="text-sm text-ink-soft">เก็บรหัสลับนี้เป็นความลับ หากทำโทรศัพท์หาย ให้ผู้ดูแลระบบรีเซ็ตแล้วตั้งค่าใหม่</p>
      </div>
      <SecondFactorForm />
    </div>
  )
}
