import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { policyDocument, policyTypes, policyVersions, type PolicyDocument } from '@klass/contract/policy'
import { users } from '@klass/db/schema/core'
import { createTestApp, registerMember, type TestApp } from '../../../test/app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const url = '/v2/api/policy'
const thai = /[\u0E00-\u0E7F]/

async function fetchPolicy(type: string): Promise<PolicyDocument> {
  const response = await t.app.inject({ method: 'GET', url, query: { type } })
  expect(response.statusCode).toBe(200)
  return policyDocument.parse(response.json().data)
}

/** Everything a reader sees in one document, for checking what it says. */
function textOf(document: PolicyDocument): string {
  return [
    document.title,
    document.summary,
    ...document.sections.flatMap((section) => [section.heading, ...section.body]),
  ].join('\n')
}

describe('GET /v2/api/policy', () => {
  it.each([
    ['law', 'ข้อกำหนดและเงื่อนไขการใช้งาน'],
    ['personal', 'นโยบายความเป็นส่วนตัว'],
    ['cookies', 'นโยบายคุกกี้'],
  ])(
    'serves the terms of use, privacy notice and cookie policy in Thai by type (%s)',
    async (type, title) => {
      const document = await fetchPolicy(type)
      expect(document.type).toBe(type)
      expect(document.title).toBe(title)
      expect(document.summary).toMatch(thai)
      expect(document.sections.length).toBeGreaterThanOrEqual(6)
      expect(document.sections.length).toBeLessThanOrEqual(12)
      for (const section of document.sections) {
        expect(section.heading).toMatch(thai)
        expect(section.body.length).toBeGreaterThanOrEqual(1)
        expect(section.body.length).toBeLessThanOrEqual(4)
        for (const paragraph of section.body) expect(paragraph).toMatch(thai)
      }
    },
  )

  it('lists all three documents without a type, terms first', async () => {
    const response = await t.app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(200)
    const documents = response.json().data as PolicyDocument[]
    expect(documents.map((document) => document.type)).toEqual(['law', 'personal', 'cookies'])
    for (const document of documents) expect(() => policyDocument.parse(document)).not.toThrow()
  })

  it('refuses an unknown policy type with VALIDATION_FAILED', async () => {
    const response = await t.app.inject({ method: 'GET', url, query: { type: 'secret' } })
    expect(response.statusCode).toBe(400)
    const { error } = response.json()
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(error.message).toMatch(thai)
    expect(error.details.fields[0].field).toBe('querystring.type')
  })

  it('answers without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url, query: { type: 'law' } })
    expect(response.statusCode).toBe(200)
    expect(response.json().data.type).toBe('law')
  })

  it('answers a member with a valid token the same documents', async () => {
    const member = await registerMember(t.app)
    const withToken = await t.app.inject({ method: 'GET', url, headers: member.auth })
    const without = await t.app.inject({ method: 'GET', url })
    expect(withToken.statusCode).toBe(200)
    expect(withToken.json()).toEqual(without.json())
  })
})

describe('versions', () => {
  it.each(policyTypes)(
    'dates %s with the version in force (updated_at is the version date)',
    async (type) => {
      const document = await fetchPolicy(type)
      expect(document.version).toBe(policyVersions[type])
      expect(document.updated_at).toBe(policyVersions[type])
      expect(document.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    },
  )

  it('serves the same terms and privacy versions that registration records as consented to', async () => {
    const member = await registerMember(t.app)
    const [row] = await t.db.select().from(users).where(eq(users.email, member.email))
    expect(row?.termsVersion).toBe((await fetchPolicy('law')).version)
    expect(row?.privacyVersion).toBe((await fetchPolicy('personal')).version)
  })
})

describe('what the documents say', () => {
  it.each(policyTypes)('gives a real contact in the %s document, with no placeholders', async (type) => {
    const text = textOf(await fetchPolicy(type))
    expect(text).toContain('privacy@klass.example')
    expect(text).toContain('บริษัท คลาส เลิร์นนิ่ง จำกัด')
    expect(text).not.toMatch(/\$\{|\{\{|TODO|lorem|undefined|null/i)
  })

  it('states in the terms who may join, that koins are not money and that practice finance is not advice', async () => {
    const text = textOf(await fetchPolicy('law'))
    expect(text).toContain('อย่างน้อย 10 ปีบริบูรณ์')
    expect(text).toContain('ผู้ปกครอง')
    expect(text).toContain('ไม่มีมูลค่าเป็นเงิน')
    expect(text).toMatch(/ห้ามซื้อ ขาย แลกเปลี่ยน หรือโอน koin/)
    expect(text).toContain('วันหมดอายุ')
    expect(text).toContain('จัดส่ง')
    expect(text).toContain('การจำลองเพื่อการเรียนรู้')
    expect(text).toContain('ไม่ใช่คำแนะนำการลงทุน')
    expect(text).toContain('robo advisor')
    expect(text).toContain('กฎหมายไทย')
  })

  it('names the PDPA, its legal bases and every data-subject right in the privacy notice', async () => {
    const text = textOf(await fetchPolicy('personal'))
    expect(text).toContain('พระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562')
    for (const basis of ['สัญญา', 'ความยินยอม', 'ประโยชน์โดยชอบด้วยกฎหมาย', 'ปฏิบัติตามกฎหมาย']) {
      expect(text).toContain(basis)
    }
    for (const right of [
      'ขอเข้าถึง',
      'สำเนา',
      'ขอแก้ไข',
      'ขอให้ลบ',
      'ระงับการใช้ข้อมูล',
      'คัดค้าน',
      'โอนย้ายข้อมูล',
      'ถอนความยินยอม',
      'ร้องเรียนต่อสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคล (สคส.)',
    ]) {
      expect(text).toContain(right)
    }
    expect(text).toContain('เจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคล (DPO)')
  })

  it('explains in the privacy notice how minors, marketing consent and the bank partner are handled', async () => {
    const text = textOf(await fetchPolicy('personal'))
    expect(text).toContain('ไม่รับสมัครผู้ที่อายุยังไม่ถึง 10 ปี')
    expect(text).toContain('ผู้ใช้อำนาจปกครอง')
    expect(text).toContain('ต่ำกว่า 20 ปี')
    expect(text).toMatch(/ถอนความยินยอมรับข่าวสารได้ทุกเมื่อ/)
    expect(text).toContain('ธนาคารพันธมิตร')
    expect(text).toContain('เราไม่ขายข้อมูลส่วนบุคคลของคุณ')
    expect(text).toMatch(/\d+ วัน/)
  })

  it('states in the privacy notice how long each kind of data is kept, and what stays anonymised after deletion (issue 19)', async () => {
    const text = textOf(await fetchPolicy('personal'))
    expect(text).toContain('กู้คืนบัญชีได้ด้วยลิงก์ในอีเมลภายใน 30 วัน')
    expect(text).toContain('เก็บต่อหลังลบบัญชีโดยไม่ระบุตัวตน')
    expect(text).toContain('อีเมลที่ระบบส่ง (เช่น ลิงก์ตั้งรหัสผ่านใหม่) เก็บ 7 วัน')
    expect(text).toContain('ลิงก์ตั้งรหัสผ่านใหม่ใช้ได้ 30 นาที')
    expect(text).toContain('เก็บ 24 ชั่วโมง')
    expect(text).toContain('หมดอายุใน 30 วันนับจากเข้าสู่ระบบ')
    expect(text).toContain('ข้อมูลสำรอง (backup) เก็บไม่เกิน 90 วัน')
    expect(text).toContain('เก็บจนคุณอายุครบ 20 ปีหรือลบบัญชี')
    expect(text).toContain('ดาวน์โหลดข้อมูลทั้งหมดของคุณเป็นไฟล์ JSON')
  })

  it('keeps analytics behind both consent switches and isAnalytic for a year in the cookie policy', async () => {
    const text = textOf(await fetchPolicy('cookies'))
    expect(text).toContain('auth.refresh_token')
    expect(text).toContain('ขึ้นต้นด้วย auth.')
    expect(text).toContain('isAnalytic')
    expect(text).toContain('สวิตช์ที่ไม่บังคับทั้งสองตัว')
    expect(text).toContain('Google Tag Manager')
    expect(text).toContain('1 ปี')
    expect(text).toContain('Facebook')
    expect(text).toContain('LINE')
    expect(text).toContain('ปุ่มตั้งค่าคุกกี้ที่ส่วนท้ายของเว็บไซต์')
    expect(text).toContain('เบราว์เซอร์')
  })
})
