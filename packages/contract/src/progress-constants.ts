// The values of progress.ts that need no zod (it re-exports them): the web app imports them from here, so
// a page that only shows them does not load zod.

/** The reminders a member may have e-mailed; each is off until turned on. */
export const emailReminderKinds = [
  {
    id: 'streak',
    title: 'streak ใกล้ขาด',
    detail: 'ส่งตอนเย็น (19:00 น.) ถ้าวันนี้ยังไม่ได้อ่าน เล่นควิซ หรือเล่นเกมเลย และ streak ของคุณยังอยู่',
  },
  {
    id: 'daily_quiz',
    title: 'ควิซประจำวันมาแล้ว',
    detail: 'ส่งตอนเช้า (08:00 น.) เมื่อควิซประจำวันของวันนี้พร้อมให้ตอบ',
  },
] as const
