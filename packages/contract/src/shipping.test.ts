import { describe, expect, it } from 'vitest'
import { readShippingAddress, shippingAddress } from './shipping'

const typed = {
  recipient: '  สมใจ ใจดี ',
  phone: '081-234 5678',
  address: '99/1 ซอยสุขุมวิท 1',
  subdistrict: 'คลองเตย',
  district: 'คลองเตย',
  province: 'กรุงเทพมหานคร',
  postcode: ' 10110 ',
}

describe('reading a delivery address', () => {
  it('trims every field and keeps only the digits of the phone number', () => {
    expect(readShippingAddress(typed)).toEqual({
      value: { ...typed, recipient: 'สมใจ ใจดี', phone: '0812345678', postcode: '10110' },
    })
  })

  it('says in Thai what is wrong with each wrong field, and nothing about the right ones', () => {
    const read = readShippingAddress({
      ...typed,
      recipient: ' ',
      phone: '12345',
      postcode: '101',
      province: 'ก'.repeat(101),
    })
    expect(read).toEqual({
      problems: {
        recipient: 'กรุณากรอกชื่อผู้รับ',
        phone: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 9–10 หลัก ขึ้นต้นด้วย 0',
        postcode: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก',
        province: 'ยาวได้ไม่เกิน 100 ตัวอักษร',
      },
    })
  })

  it('is what the API reads too: the same value, and each problem on its own field', () => {
    expect(shippingAddress.parse(typed)).toEqual((readShippingAddress(typed) as { value: unknown }).value)
    const refused = shippingAddress.safeParse({ ...typed, district: 'x', postcode: 'abcde' })
    expect(refused.success).toBe(false)
    expect(refused.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['district', 'กรุณากรอกอำเภอ/เขต'],
      ['postcode', 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก'],
    ])
  })
})
