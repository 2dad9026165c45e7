import { demoStaff } from '@klass/db/demo/staff'
import { TOTP_STEP_SECONDS, totpCode } from '@klass/db/totp'
import { expect, type APIRequestContext } from '@playwright/test'

// What the journeys of every engine know of the demo content and make for themselves through the API.

export const DEMO_PASSWORD = 'Klass-demo-2026'

/** A random address from the benchmarking range (198.18.0.0/15), never a real client's. */
export function visitorAddress(): string {
  const byte = () => Math.floor(Math.random() * 256)
  return `198.${18 + (byte() % 2)}.${byte()}.${1 + (byte() % 254)}`
}

/**
 * A member of the journey's own, registered through the API from an address of its own (new members get
 * the 50.00-koin welcome gift), so journeys never depend on each other.
 */
export async function newMember(request: APIRequestContext, name: string): Promise<string> {
  const email = `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@klass.test`
  const response = await request.post('/v2/api/register', {
    headers: { 'X-Forwarded-For': visitorAddress() },
    multipart: {
      email,
      password: DEMO_PASSWORD,
      display_name: 'นักออมทดสอบ',
      accept_terms: 'true',
      // An adult, so no guardian's consent (issue 19) stands between the journeys and gifts, paid seats or robo.
      birth_date: '2001-05-01',
    },
  })
  expect(response.ok(), await response.text()).toBeTruthy()
  return email
}

export type DemoEvent = { id: string; slug: string; title: string; startsAt: string }

/** A demo event by title, from the next three months the list call answers by default. */
export async function demoEvent(request: APIRequestContext, title: string): Promise<DemoEvent> {
  const response = await request.get('/v2/api/event/upcoming')
  const { data } = (await response.json()) as { data: { events: DemoEvent[] } }
  const event = data.events.find((candidate) => candidate.title.startsWith(title))
  expect(event, `demo event ${title}`).toBeTruthy()
  return event!
}

/** "2026-12" — the Bangkok month of a moment (UTC+7, worked out without any locale). */
export function bangkokMonth(iso: string): string {
  return new Date(new Date(iso).getTime() + 7 * 3600_000).toISOString().slice(0, 7)
}

/**
 * The suitability test (/robo/assessment) answered by a member who takes the most risk: the words of one
 * choice a question, in order — ten scored questions at their 4 points (40 of 40, investor level 5 "สูงมาก"),
 * then yes to derivatives and to currency risk. Question 4 takes several choices; this answer picks one.
 */
export const boldestAnswers = [
  'ต่ำกว่า 35 ปี',
  'น้อยกว่า 25%',
  'น้อยกว่า 25% ยังมีเงินออมส่วนอื่นอีกมาก',
  'หุ้น กองทุนรวมหุ้น หรือสินทรัพย์อื่นที่มีความเสี่ยงสูง',
  'มีความรู้ดี เข้าใจว่าอะไรทำให้ราคาหุ้นและกองทุนขึ้นลง และติดตามอยู่เสมอ',
  'มากกว่า 5 ปี',
  'ไม่กังวล เพราะหวังผลตอบแทนที่สูงขึ้น',
  'มากกว่า 20%',
  'ยังมั่นใจ เพราะตั้งใจลงทุนระยะยาว และอาจลงทุนเพิ่มเพื่อเฉลี่ยต้นทุน',
  'ได้ผลตอบแทนสูงที่สุดในระยะยาว แม้อาจเสียเงินต้นไปเป็นส่วนใหญ่',
  'เข้าใจ และรับความเสี่ยงนี้ได้',
  'รับได้',
] as const

/** The demo editor (users.roles holds `editor`), who reviews members' posts in the back office. */
export const EDITOR_ACCOUNT = 'editor@klass.test'

/**
 * An editor's decision on a member's post through the moderation API, as the back office makes it: the demo
 * editor signs in, passes the authenticator app's one-time code, then decides.
 */
export async function decidePost(
  request: APIRequestContext,
  postId: number,
  decision: 'approve' | 'reject' | 'hide',
  reason?: string,
): Promise<void> {
  const address = visitorAddress()
  const login = await request.post('/api/login', {
    headers: { 'X-Forwarded-For': address },
    data: { email: EDITOR_ACCOUNT, password: DEMO_PASSWORD },
  })
  expect(login.ok(), await login.text()).toBeTruthy()
  const { access_token: token } = (await login.json()) as { access_token: string }
  const editor = demoStaff.find((staff) => staff.email === EDITOR_ACCOUNT)!
  // A code works once: when another journey already used this 30-second code, the next one is sent, then the
  // one after a wait, as a person would wait for their app's next code.
  for (let attempt = 0; ; attempt++) {
    const ahead = attempt % 2 === 1 ? TOTP_STEP_SECONDS * 1000 : 0
    const checked = await request.post('/v2/api/admin/second-factor', {
      headers: { 'X-Forwarded-For': address, Authorization: `Bearer ${token}` },
      data: { code: totpCode(editor.totpSecret, Date.now() + ahead) },
    })
    if (checked.ok()) break
    const body = await checked.text()
    expect(attempt < 5 && body.includes('STAFF_CODE_USED'), body).toBeTruthy()
    if (ahead) await new Promise((resolve) => setTimeout(resolve, TOTP_STEP_SECONDS * 1000 + 500))
  }
  const decided = await request.post('/v2/api/moderation/decide', {
    headers: { 'X-Forwarded-For': address, Authorization: `Bearer ${token}` },
    data: { post_id: postId, decision, ...(reason ? { reason } : {}) },
  })
  expect(decided.ok(), await decided.text()).toBeTruthy()
}
