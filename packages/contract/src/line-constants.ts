// The values of line.ts that need no zod (it re-exports them): the web app imports them from here, so
// a page that only shows them does not load zod.

/** The reminders the LINE Official Account sends, each of which a member can turn off. */
export const reminderKinds = [
  {
    id: 'thaweesup_due',
    title: 'ถึงวันหักเงินออมทวีสุข',
    detail: 'เตือนเย็นวันก่อนวันหักเงินงวดของบัญชีออมทวีสุขฝึกหัด ให้เตรียมเงินในบัญชีออมทรัพย์ให้พอ',
  },
  {
    id: 'dca_reminder',
    title: 'วันลงทุนสม่ำเสมอ (DCA)',
    detail: 'เตือนเย็นวันก่อนวันลงทุนสม่ำเสมอของบัญชีกองทุนฝึกหัดที่เปิดการแจ้งเตือนไว้',
  },
  {
    id: 'krazy_day',
    title: 'Krazy Day เปิดแล้ว',
    detail: 'บอกทันทีที่ SUPERQUEST Krazy Day เปิดให้แลกของรางวัล ก่อนของหมด',
  },
  {
    id: 'event_tomorrow',
    title: 'กิจกรรมพรุ่งนี้',
    detail: 'เตือนเย็นวันก่อนกิจกรรมที่คุณลงทะเบียนไว้',
  },
  {
    id: 'streak',
    title: 'Streak ใกล้ขาด',
    detail: 'เตือนตอนเย็นถ้าวันนี้ยังไม่ได้อ่านบทความ เล่นควิซ หรือเล่นเกมเลย และ streak ที่สะสมไว้กำลังจะหายไป',
  },
  {
    id: 'daily_quiz',
    title: 'ควิซประจำวันมาแล้ว',
    detail: 'บอกตอนเช้าเมื่อควิซประจำวันของวันนี้พร้อมให้ตอบ',
  },
] as const

/** LINE messages to one member per Bangkok day at most: reminders beyond it wait for no one and are dropped. */
export const LINE_MESSAGES_PER_DAY = 3
