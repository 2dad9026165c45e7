import { config } from '../../../lib/config'

/** reCAPTCHA v3 runs invisibly; its terms require saying so where it is used. Nothing when it is off. */
export function CaptchaNotice() {
  if (!config.captcha) return null
  return (
    <p className="text-xs text-ink-soft">
      หน้านี้ป้องกันสแปมด้วย reCAPTCHA ของ Google ซึ่งใช้{' '}
      <a
        href="https://policies.google.com/privacy"
        target="_blank"
        rel="noopener noreferrer"
        className="underline"
      >
        นโยบายความเป็นส่วนตัว
      </a>{' '}
      และ{' '}
      <a
        href="https://policies.google.com/terms"
        target="_blank"
        rel="noopener noreferrer"
        className="underline"
      >
        ข้อกำหนดการให้บริการ
      </a>{' '}
      ของ Google
    </p>
  )
}
