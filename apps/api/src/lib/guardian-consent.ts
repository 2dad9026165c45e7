import { GUARDIAN_AGE_YEARS } from '@klass/contract/auth'
import type { Executor } from '@klass/db/client'
import type { AppContext } from '../context'
import { policyVersionsInForce } from '../repos/policy-versions.repo'
import { DomainError } from './domain-error'
import { EMAIL_LINK_HOURS, issueEmailLink, linkAddress } from './email-links'
import { guardianNeeded } from './member-standing'

/** The page a guardian's link opens; it takes the token out of the address on arrival. */
export const GUARDIAN_CONSENT_PAGE = '/guardian-consent'

export type GuardianLink = { guardianEmail: string; displayName: string; token: string }

/**
 * Issue 19: the guardian's address a member gives, checked — required under GUARDIAN_AGE_YEARS on the Bangkok
 * day `today`, never the member's own — and answered for keeping; null when no guardian is needed.
 */
export function guardianAddressFor(
  member: { birthDate: string; email: string; guardianEmail: string | undefined | null },
  today: string,
): string | null {
  if (!guardianNeeded(member.birthDate, today)) return null
  if (!member.guardianEmail) {
    throw new DomainError('GUARDIAN_EMAIL_REQUIRED', {
      fields: [{ field: 'guardian_email', message: 'กรุณากรอกอีเมลของผู้ปกครอง' }],
    })
  }
  assertNotMemberEmail(member.guardianEmail, member.email)
  return member.guardianEmail
}

export function assertNotMemberEmail(guardianEmail: string, memberEmail: string): void {
  if (guardianEmail.trim().toLowerCase() === memberEmail.trim().toLowerCase()) {
    throw new DomainError('GUARDIAN_EMAIL_SAME', {
      fields: [{ field: 'guardian_email', message: 'อีเมลผู้ปกครองต้องไม่ใช่อีเมลเดียวกับของคุณ' }],
    })
  }
}

/** A new consent link for the guardian's address, inside the caller's transaction; mail it after the commit. */
export async function issueGuardianLink(
  tx: Executor,
  member: { userId: string; guardianEmail: string; displayName: string },
  now: Date,
): Promise<GuardianLink> {
  const token = await issueEmailLink(tx, {
    userId: member.userId,
    purpose: 'guardian',
    email: member.guardianEmail,
    now,
  })
  return { guardianEmail: member.guardianEmail, displayName: member.displayName, token }
}

/**
 * The mail to a parent or guardian: who asked, what Klass is, what consenting allows, what is kept, the link.
 * It names the privacy policy's version in force when it is sent (staff publish new versions).
 */
export async function mailGuardianLink(
  ctx: Pick<AppContext, 'config' | 'mailer' | 'db'>,
  link: GuardianLink,
): Promise<void> {
  const url = linkAddress(ctx.config.publicUrl, GUARDIAN_CONSENT_PAGE, link.token)
  const privacy = `${ctx.config.publicUrl}/policy/personal`
  const { personal: privacyVersion } = await policyVersionsInForce(ctx.db)
  await ctx.mailer.send({
    to: link.guardianEmail,
    subject: `ขอความยินยอมจากผู้ปกครองของ ${link.displayName} สำหรับบัญชี Klass`,
    text:
      'เรียน ผู้ปกครอง\n\n' +
      `${link.displayName} สมัครสมาชิก Klass และระบุอีเมลนี้เป็นอีเมลของผู้ปกครอง เพราะยังมีอายุไม่ถึง ${GUARDIAN_AGE_YEARS} ปี\n\n` +
      'Klass คือเว็บไซต์เรียนรู้เรื่องเงิน การออม และการลงทุนสำหรับวัยรุ่น ดำเนินการร่วมกับธนาคารพันธมิตร ' +
      'สมาชิกอ่านบทความ ตอบควิซ และเล่นเกมเพื่อสะสม koin (คะแนนสะสมในเว็บไซต์ ไม่ใช่เงินจริง) ' +
      'ส่วนบัญชีธนาคารและกองทุนใน Klass เป็นบัญชีฝึกหัดที่ใช้เงินสมมติเท่านั้น\n\n' +
      'การยินยอมของท่านจะทำให้บุตรหลานของท่าน:\n' +
      '• แลกของรางวัลที่จัดส่งถึงบ้านด้วย koin (ต้องกรอกชื่อและที่อยู่สำหรับจัดส่ง)\n' +
      '• ลงทะเบียนกิจกรรมที่ใช้ koin\n' +
      '• เปิดบัญชีกองทุนฝึกหัด Robo (ต้องกรอกข้อมูลยืนยันตัวตน เช่น เลขประจำตัวประชาชนและรูปบัตร)\n' +
      'ระหว่างนี้บุตรหลานของท่านยังอ่านบทความ ตอบควิซ และเล่นเกมได้ตามปกติ\n\n' +
      'ข้อมูลที่ Klass เก็บ: ชื่อที่แสดง อีเมล วันเกิด อีเมลของท่าน ประวัติกิจกรรมและ koin ' +
      'และเมื่อใช้สิทธิ์ข้างต้น ที่อยู่จัดส่งและข้อมูลยืนยันตัวตน (เข้ารหัสไว้ และไม่เปิดเผยต่อสาธารณะ) ' +
      `รายละเอียดอยู่ในนโยบายคุ้มครองข้อมูลส่วนบุคคล (ฉบับ ${privacyVersion}): ${privacy}\n\n` +
      `หากท่านยินยอม กดลิงก์ด้านล่างภายใน ${EMAIL_LINK_HOURS.guardian / 24} วัน (ใช้ได้ครั้งเดียว) แล้วกดปุ่มยืนยันในหน้านั้น\n\n` +
      `${url}\n\n` +
      'หากท่านไม่รู้จักผู้สมัครรายนี้หรือไม่ยินยอม ไม่ต้องทำอะไร บัญชีนี้จะใช้สิทธิ์ข้างต้นไม่ได้\n\nทีมงาน Klass',
  })
}
