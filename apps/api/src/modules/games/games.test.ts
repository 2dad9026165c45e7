import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { crosswordCells, GAME_SESSION_MINUTES, gamePaths } from '@klass/contract/games'
import { memberActivities } from '@klass/db/schema/core'
import { gameCrosswords, gameSessions } from '@klass/db/schema/games'
import { superquestMissions } from '@klass/db/schema/superquest'
import { expectEveryAnswer, expectOneRun } from '../../../test/answers'
import { createTestApp, type TestApp } from '../../../test/app'
import { balanceAndLedger, everyLedgerAgrees, newMember } from '../../../test/economy'

const SECOND = 1000
const DAY = 24 * 60 * 60 * SECOND

let t: TestApp
beforeAll(async () => {
  // 10:00 in Bangkok, so a test's plays stay on one Bangkok day.
  t = await createTestApp({ demo: true, start: new Date('2026-11-23T03:00:00Z') })
})
afterAll(async () => {
  await t.close()
})

type Headers = Record<string, string>
const post = (url: string, headers: Headers, payload: object = {}, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  })
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers })

/** What the server issued for a play, answers included: tests read it to play right (or wrong) on purpose. */
async function issuedOf<T>(sessionId: string): Promise<T> {
  const [row] = await t.db.select().from(gameSessions).where(eq(gameSessions.id, sessionId))
  return row!.issued as T
}

async function activities(userId: string, kind: string) {
  const rows = await t.db
    .select()
    .from(memberActivities)
    .where(and(eq(memberActivities.userId, userId), eq(memberActivities.kind, kind)))
  return rows.length
}

type CatchMeIssued = { rounds: { answer: number; choices: string[] }[] }

/** Plays a whole catch-me game, answering `right` rounds correctly and the rest wrongly. */
async function playCatchMe(auth: Headers, right = 5) {
  const play = (await post(gamePaths.playCatchMe, auth)).json().data
  const { rounds } = await issuedOf<CatchMeIssued>(play.sessionId)
  let last
  for (const [index, round] of rounds.entries()) {
    t.clock.advance(2 * SECOND)
    const choice = index < right ? round.answer : (round.answer + 1) % round.choices.length
    last = await post(gamePaths.answerCatchMe, auth, { sessionId: play.sessionId, round: index, choice })
    expect(last.statusCode).toBe(200)
  }
  return { play, last: last!.json().data }
}

describe('every game call needs a token', () => {
  it.each([
    ['GET', gamePaths.hub],
    ['POST', gamePaths.playCatchMe],
    ['POST', gamePaths.answerCatchMe],
    ['POST', gamePaths.buyQuotaHangman],
    ['POST', gamePaths.playHangman],
    ['POST', gamePaths.answerHangman],
    ['POST', gamePaths.playVisualDecoder],
    ['POST', gamePaths.answerVisualDecoder],
    ['POST', gamePaths.skipVisualDecoder],
    ['POST', gamePaths.playCrossword],
    ['POST', gamePaths.answerCrossword],
    ['GET', gamePaths.getQuotaHangman],
    ['GET', gamePaths.currentHangman],
    ['GET', `${gamePaths.resultVisualDecoder}?setId=00000000-0000-4000-8000-000000000000`],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })
    expect(response.statusCode).toBe(401)
    expect(response.json().error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'กรุณาเข้าสู่ระบบก่อนใช้งาน' })
  })
})

describe('GET /v2/api/game', () => {
  it('shows each game with today’s plays, quota, best score and koins, and counts a finished play', async () => {
    const member = await newMember(t)
    const before = (await get(gamePaths.hub, member.auth)).json().data.games
    expect(before.map((g: { id: string }) => g.id)).toEqual([
      'catchme',
      'hangman',
      'visual-decoder',
      'crossword',
    ])
    // Thai names for reading, the English product names beside them.
    expect(before.map((g: { name: string; productName: string }) => [g.name, g.productName])).toEqual([
      ['จับคำตอบให้ทัน', 'Catch me if you can'],
      ['ทายศัพท์การเงิน', 'Hangman'],
      ['ถอดรหัสภาพ', 'Visual Decoder'],
      ['ปริศนาอักษรไขว้', 'Crossword'],
    ])
    expect(before[0]).toMatchObject({
      path: '/games/catch-me-if-you-can',
      playsToday: 0,
      quota: 10,
      remaining: 10,
      bestScore: null,
      maxScore: 100,
      koinToday: '0.00',
      koinCap: '15.00',
    })
    await playCatchMe(member.auth, 3)
    const after = (await get(gamePaths.hub, member.auth)).json().data.games
    expect(after[0]).toMatchObject({ playsToday: 1, remaining: 9, bestScore: 60, koinToday: '3.00' })
    expect(after[1]).toMatchObject({ id: 'hangman', quota: 3, playsToday: 0, bestScore: null })
  })
})

describe('catch me if you can', () => {
  it('issues rounds without their answers and scores each on the server; a full play pays 5 koins once', async () => {
    const member = await newMember(t)
    const play = await post(gamePaths.playCatchMe, member.auth)
    expect(play.statusCode).toBe(200)
    const data = play.json().data
    expect(data).toMatchObject({ rounds: 5, roundSeconds: 15, maxScore: 100, score: 0, round: { index: 0 } })
    expect(data.round.choices).toHaveLength(4)
    expect(data.round).not.toHaveProperty('answer')
    const { rounds } = await issuedOf<CatchMeIssued>(data.sessionId)
    let score = 0
    for (const [index, round] of rounds.entries()) {
      t.clock.advance(3 * SECOND)
      const answer = await post(gamePaths.answerCatchMe, member.auth, {
        sessionId: data.sessionId,
        round: index,
        choice: round.answer,
        score,
      })
      expect(answer.statusCode).toBe(200)
      const body = answer.json().data
      expect(body).toMatchObject({ correct: true, timedOut: false, answer: round.answer, score: score + 20 })
      expect(body.explanation.length).toBeGreaterThan(10)
      score = body.score
      if (index < 4) expect(body.next.index).toBe(index + 1)
      else
        expect(body.end).toEqual({
          score: 100,
          maxScore: 100,
          koinEarned: '5.00',
          koin: '55.00',
          capReached: false,
        })
    }
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 55_00, ledgerSum: 55_00 })
    expect(await activities(member.id, 'game.catchme.played')).toBe(1)
  })

  it('counts a wrong bubble and a round answered after its time as misses', async () => {
    const member = await newMember(t)
    const play = (await post(gamePaths.playCatchMe, member.auth)).json().data
    const { rounds } = await issuedOf<CatchMeIssued>(play.sessionId)
    t.clock.advance(2 * SECOND)
    const wrong = await post(gamePaths.answerCatchMe, member.auth, {
      sessionId: play.sessionId,
      round: 0,
      choice: (rounds[0]!.answer + 1) % 4,
    })
    expect(wrong.json().data).toMatchObject({ correct: false, timedOut: false, score: 0 })
    t.clock.advance(20 * SECOND)
    const late = await post(gamePaths.answerCatchMe, member.auth, {
      sessionId: play.sessionId,
      round: 1,
      choice: rounds[1]!.answer,
    })
    expect(late.json().data).toMatchObject({ correct: false, timedOut: true, score: 0 })
    t.clock.advance(2 * SECOND)
    const ranOut = await post(gamePaths.answerCatchMe, member.auth, {
      sessionId: play.sessionId,
      round: 2,
      choice: null,
    })
    expect(ranOut.json().data).toMatchObject({ correct: false, timedOut: true })
  })

  it('refuses an answer too fast to be human, for another round, with a forged score, or out of range', async () => {
    const member = await newMember(t)
    const play = (await post(gamePaths.playCatchMe, member.auth)).json().data
    const { rounds } = await issuedOf<CatchMeIssued>(play.sessionId)
    const answer = (body: object) =>
      post(gamePaths.answerCatchMe, member.auth, { sessionId: play.sessionId, round: 0, choice: 0, ...body })

    const fast = await answer({ choice: rounds[0]!.answer })
    expect(fast.statusCode).toBe(429)
    expect(fast.json().error).toMatchObject({
      code: 'GAME_ANSWER_TOO_FAST',
      message: 'ตอบเร็วเกินไป อ่านโจทย์ให้ดีก่อนแล้วค่อยตอบนะ',
    })
    t.clock.advance(2 * SECOND)
    const otherRound = await answer({ round: 3 })
    expect(otherRound.statusCode).toBe(409)
    expect(otherRound.json().error.code).toBe('GAME_STEP_MISMATCH')
    const forged = await answer({ score: 100 })
    expect(forged.statusCode).toBe(400)
    expect(forged.json().error).toMatchObject({
      code: 'GAME_SCORE_INVALID',
      message: 'คะแนนที่ส่งมาไม่ตรงกับที่ระบบนับไว้ ระบบจึงไม่รับคำตอบนี้',
    })
    const aboveMax = await answer({ score: 1000 })
    expect(aboveMax.json().error.code).toBe('GAME_SCORE_INVALID')
    const outOfRange = await answer({ choice: 9 })
    expect(outOfRange.statusCode).toBe(400)
    expect(outOfRange.json().error.code).toBe('GAME_CHOICE_INVALID')
    // None of the refusals used up the round.
    const fine = await answer({ choice: rounds[0]!.answer })
    expect(fine.json().data).toMatchObject({ round: 0, correct: true })
  })

  it('refuses a play that is not live: unknown, another member’s, ended, replaced or expired', async () => {
    const member = await newMember(t)
    const other = await newMember(t)
    const answer = (auth: Headers, sessionId: string, round = 0) =>
      post(gamePaths.answerCatchMe, auth, { sessionId, round, choice: 0 })

    const unknown = await answer(member.auth, '00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error).toMatchObject({
      code: 'GAME_SESSION_NOT_FOUND',
      message: 'ไม่พบรอบเกมนี้ กรุณากดเริ่มเล่นใหม่',
    })

    const { play } = await playCatchMe(member.auth)
    t.clock.advance(2 * SECOND)
    expect((await answer(other.auth, play.sessionId)).json().error.code).toBe('GAME_SESSION_NOT_FOUND')
    const replay = await answer(member.auth, play.sessionId, 4)
    expect(replay.statusCode).toBe(409)
    expect(replay.json().error).toMatchObject({
      code: 'GAME_SESSION_ENDED',
      message: 'รอบเกมนี้จบไปแล้ว เริ่มเล่นรอบใหม่ได้เลย',
    })

    const first = (await post(gamePaths.playCatchMe, member.auth)).json().data
    const second = (await post(gamePaths.playCatchMe, member.auth)).json().data
    t.clock.advance(2 * SECOND)
    expect((await answer(member.auth, first.sessionId)).json().error.code).toBe('GAME_SESSION_ENDED')
    t.clock.advance(31 * 60 * SECOND)
    const expired = await answer(await member.reauth(), second.sessionId)
    expect(expired.statusCode).toBe(409)
    expect(expired.json().error.code).toBe('GAME_SESSION_EXPIRED')
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 55_00, ledgerSum: 55_00 })
  })

  it('pays a play once when its last answer is sent many times at once', async () => {
    const member = await newMember(t)
    const play = (await post(gamePaths.playCatchMe, member.auth)).json().data
    const { rounds } = await issuedOf<CatchMeIssued>(play.sessionId)
    for (const [index, round] of rounds.slice(0, 4).entries()) {
      t.clock.advance(2 * SECOND)
      await post(gamePaths.answerCatchMe, member.auth, {
        sessionId: play.sessionId,
        round: index,
        choice: round.answer,
      })
    }
    t.clock.advance(2 * SECOND)
    const last = { sessionId: play.sessionId, round: 4, choice: rounds[4]!.answer }
    const responses = await Promise.all([
      ...Array.from({ length: 15 }, () => post(gamePaths.answerCatchMe, member.auth, last)),
      ...Array.from({ length: 15 }, () =>
        post(gamePaths.answerCatchMe, member.auth, last, 'catchme-last-0001'),
      ),
    ])
    // The fifteen with one Idempotency-Key answer alike; one answer in all is played, the rest hear it
    // ended, wait for the keyed one, or get the keyed one's answer again.
    expectEveryAnswer(responses, {
      '200': 'any',
      '409 GAME_SESSION_ENDED': 'any',
      '409 IDEMPOTENCY_IN_PROGRESS': 'any',
    })
    const ok = responses.filter((r) => r.statusCode === 200)
    expect(new Set(ok.map((r) => r.json().data.end.koinEarned))).toEqual(new Set(['5.00']))
    expectOneRun(responses)
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 55_00, ledgerSum: 55_00 })
    expect(await activities(member.id, 'game.catchme.played')).toBe(1)
    expect(await everyLedgerAgrees(t)).toBe(true)
  })

  it('holds the koins to the daily cap and opens it again the next Bangkok day', async () => {
    const member = await newMember(t)
    const ends = []
    for (let i = 0; i < 4; i++) ends.push((await playCatchMe(member.auth)).last.end)
    expect(ends.map((e) => e.koinEarned)).toEqual(['5.00', '5.00', '5.00', '0.00'])
    expect(ends[3]).toMatchObject({ score: 100, capReached: true, koin: '65.00' })
    t.clock.advance(DAY)
    expect((await playCatchMe(await member.reauth())).last.end.koinEarned).toBe('5.00')
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 70_00, ledgerSum: 70_00 })
  })

  it('refuses a play once today’s quota is used', async () => {
    const member = await newMember(t)
    for (let i = 0; i < 10; i++) expect((await post(gamePaths.playCatchMe, member.auth)).statusCode).toBe(200)
    const refused = await post(gamePaths.playCatchMe, member.auth)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatchObject({
      code: 'GAME_QUOTA_EXHAUSTED',
      message: 'วันนี้คุณเล่นเกมนี้ครบจำนวนครั้งแล้ว พรุ่งนี้มาเล่นใหม่นะ',
    })
  })
})

describe('hangman', () => {
  const guess = (auth: Headers, sessionId: string, letter: string) => {
    t.clock.advance(SECOND)
    return post(gamePaths.answerHangman, auth, { sessionId, letter })
  }

  it('never sends the word before the end; found letter by letter it wins koins by lives left', async () => {
    const member = await newMember(t)
    const response = await post(gamePaths.playHangman, member.auth)
    const play = response.json().data
    const { word } = await issuedOf<{ word: string }>(play.sessionId)
    expect(response.body).not.toContain(`"${word}"`)
    expect(play).toMatchObject({ lives: 6, maxLives: 6, guessed: [], quota: { used: 1, remaining: 2 } })
    expect(play.pattern).toEqual(Array.from(word, () => null))
    expect(play.hint.length).toBeGreaterThan(5)

    const miss = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].find((l) => !word.includes(l))!
    const missed = (await guess(member.auth, play.sessionId, miss.toLowerCase())).json().data
    expect(missed).toMatchObject({ hit: false, lives: 5, status: 'playing', reveal: null, end: null })
    expect(JSON.stringify(missed)).not.toContain(`"${word}"`)
    const again = await guess(member.auth, play.sessionId, miss)
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({
      code: 'GAME_LETTER_REPEATED',
      message: 'คุณทายตัวอักษรนี้ไปแล้ว ลองตัวอื่นนะ',
    })

    let last
    for (const letter of new Set(word)) last = (await guess(member.auth, play.sessionId, letter)).json().data
    expect(last).toMatchObject({ status: 'won', lives: 5, score: 90, pattern: [...word], reveal: { word } })
    expect(last.reveal.explanation).toContain(word)
    expect(last.end).toMatchObject({ score: 90, koinEarned: '4.50', koin: '54.50' })
    expect(await activities(member.id, 'game.hangman.played')).toBe(1)
  })

  it('loses when the lives run out and pays nothing; a letter too soon after the last is refused', async () => {
    const member = await newMember(t)
    const play = (await post(gamePaths.playHangman, member.auth)).json().data
    const { word } = await issuedOf<{ word: string }>(play.sessionId)
    const misses = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((l) => !word.includes(l)).slice(0, 6)
    t.clock.advance(SECOND)
    await post(gamePaths.answerHangman, member.auth, { sessionId: play.sessionId, letter: misses[0] })
    const fast = await post(gamePaths.answerHangman, member.auth, {
      sessionId: play.sessionId,
      letter: misses[1],
    })
    expect(fast.json().error.code).toBe('GAME_ANSWER_TOO_FAST')
    let last
    for (const letter of misses.slice(1))
      last = (await guess(member.auth, play.sessionId, letter)).json().data
    expect(last).toMatchObject({
      status: 'lost',
      lives: 0,
      score: 0,
      reveal: { word },
      end: { koinEarned: '0.00' },
    })
    const after = await guess(member.auth, play.sessionId, word[0]!)
    expect(after.json().error.code).toBe('GAME_SESSION_ENDED')
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 50_00, ledgerSum: 50_00 })
    expect(
      (await post(gamePaths.answerHangman, member.auth, { sessionId: play.sessionId, letter: '1' }))
        .statusCode,
    ).toBe(400)
  })

  /** Starts a game and loses it at once, so the next start is a new play. */
  async function playAndLose(auth: Headers) {
    const play = (await post(gamePaths.playHangman, auth)).json().data
    const { word } = await issuedOf<{ word: string }>(play.sessionId)
    const misses = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((l) => !word.includes(l)).slice(0, 6)
    let last
    for (const letter of misses) last = await guess(auth, play.sessionId, letter)
    expect(last!.json().data.status).toBe('lost')
    return play
  }

  it('has three free plays a day; more are bought with koins through the ledger', async () => {
    const member = await newMember(t, { koin: 12_00 })
    for (let i = 0; i < 3; i++) await playAndLose(member.auth)
    const exhausted = await post(gamePaths.playHangman, member.auth)
    expect(exhausted.statusCode).toBe(409)
    expect(exhausted.json().error.code).toBe('GAME_QUOTA_EXHAUSTED')
    expect((await get(gamePaths.getQuotaHangman, member.auth)).json().data).toEqual({
      free: 3,
      bought: 0,
      used: 3,
      remaining: 0,
      price: '5.00',
      canBuy: 5,
    })

    const bought = await post(gamePaths.buyQuotaHangman, member.auth, { plays: 2 })
    expect(bought.statusCode).toBe(200)
    expect(bought.json().data).toEqual({
      koin: '2.00',
      quota: { free: 3, bought: 2, used: 3, remaining: 2, price: '5.00', canBuy: 3 },
    })
    expect((await post(gamePaths.playHangman, member.auth)).statusCode).toBe(200)

    const poor = await post(gamePaths.buyQuotaHangman, member.auth, { plays: 1 })
    expect(poor.statusCode).toBe(409)
    expect(poor.json().error).toMatchObject({
      code: 'KOIN_INSUFFICIENT',
      message: 'koin ของคุณไม่พอสำหรับรายการนี้',
    })
    expect((await get(gamePaths.getQuotaHangman, member.auth)).json().data).toMatchObject({
      bought: 2,
      remaining: 1,
    })
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 2_00, ledgerSum: 2_00 })

    const rich = await newMember(t, { koin: 100_00 })
    expect((await post(gamePaths.buyQuotaHangman, rich.auth, { plays: 5 })).statusCode).toBe(200)
    const limit = await post(gamePaths.buyQuotaHangman, rich.auth, { plays: 1 })
    expect(limit.statusCode).toBe(409)
    expect(limit.json().error.code).toBe('GAME_QUOTA_BUY_LIMIT')
  })

  it('opens one game with the last free play when many start at the same moment', async () => {
    const member = await newMember(t)
    for (let i = 0; i < 2; i++) await playAndLose(member.auth)
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => post(gamePaths.playHangman, member.auth)),
    )
    expectEveryAnswer(responses, { '200': 12 })
    expect(new Set(responses.map((r) => r.json().data.sessionId)).size).toBe(1)
    expect(responses.filter((r) => !r.json().data.resumed)).toHaveLength(1)
    expect((await get(gamePaths.getQuotaHangman, member.auth)).json().data).toMatchObject({
      used: 3,
      remaining: 0,
    })
  })

  it('gives the open game back after a reload: the same masked word, guesses and lives', async () => {
    const member = await newMember(t)
    expect((await get(gamePaths.currentHangman, member.auth)).json().data).toMatchObject({
      game: null,
      quota: { used: 0, remaining: 3 },
    })
    const play = (await post(gamePaths.playHangman, member.auth)).json().data
    const { word } = await issuedOf<{ word: string }>(play.sessionId)
    const hit = word[0]!
    const miss = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].find((l) => !word.includes(l))!
    await guess(member.auth, play.sessionId, hit)
    const afterMiss = (await guess(member.auth, play.sessionId, miss)).json().data

    const reloaded = await get(gamePaths.currentHangman, member.auth)
    expect(reloaded.statusCode).toBe(200)
    expect(reloaded.body).not.toContain(`"${word}"`)
    const { game, quota } = reloaded.json().data
    expect(game).toMatchObject({
      sessionId: play.sessionId,
      hint: play.hint,
      guessed: [hit, miss],
      lives: 5,
      maxLives: 6,
      pattern: afterMiss.pattern,
    })
    expect(game.pattern).toEqual(Array.from(word, (l) => (l === hit ? hit : null)))
    expect(quota).toMatchObject({ used: 1, remaining: 2 })

    // The game goes on from where it was: a letter already guessed is still refused.
    const again = await guess(member.auth, play.sessionId, hit)
    expect(again.json().error.code).toBe('GAME_LETTER_REPEATED')
  })

  it('does not use a new play while a game is open: starting again brings the same game back', async () => {
    const member = await newMember(t)
    const first = (await post(gamePaths.playHangman, member.auth)).json().data
    expect(first).toMatchObject({ resumed: false, quota: { used: 1, remaining: 2 } })
    const { word } = await issuedOf<{ word: string }>(first.sessionId)
    await guess(member.auth, first.sessionId, word[0]!)

    const second = (await post(gamePaths.playHangman, member.auth)).json().data
    expect(second).toMatchObject({
      sessionId: first.sessionId,
      resumed: true,
      guessed: [word[0]],
      quota: { used: 1, remaining: 2 },
    })
    expect(await activities(member.id, 'game.hangman.played')).toBe(0)
  })

  it('closes the game when it ends: nothing to resume, and the next start uses a new play', async () => {
    const member = await newMember(t)
    const lost = await playAndLose(member.auth)
    expect((await get(gamePaths.currentHangman, member.auth)).json().data).toMatchObject({
      game: null,
      quota: { used: 1, remaining: 2 },
    })
    const next = (await post(gamePaths.playHangman, member.auth)).json().data
    expect(next.sessionId).not.toBe(lost.sessionId)
    expect(next).toMatchObject({ resumed: false, guessed: [], lives: 6, quota: { used: 2, remaining: 1 } })
  })

  it('lets an open game lapse after its time: nothing to resume, and the play stays used', async () => {
    const member = await newMember(t)
    const play = (await post(gamePaths.playHangman, member.auth)).json().data
    expect(Date.parse(play.expiresAt) - t.clock.now().getTime()).toBe(GAME_SESSION_MINUTES * 60 * SECOND)
    t.clock.advance((GAME_SESSION_MINUTES + 1) * 60 * SECOND)
    const auth = await member.reauth()
    expect((await get(gamePaths.currentHangman, auth)).json().data).toMatchObject({
      game: null,
      quota: { used: 1, remaining: 2 },
    })
    const late = await guess(auth, play.sessionId, 'A')
    expect(late.json().error.code).toBe('GAME_SESSION_EXPIRED')
    const next = (await post(gamePaths.playHangman, auth)).json().data
    expect(next).toMatchObject({ resumed: false, quota: { used: 2 } })
  })

  it('moves the SUPERQUEST mission "play hangman 3 times" with each finished play', async () => {
    const member = await newMember(t)
    const [mission] = await t.db
      .select({ id: superquestMissions.id })
      .from(superquestMissions)
      .where(eq(superquestMissions.action, 'game.hangman.played'))
    const joined = await post('/v2/api/superQuest/joinMission', member.auth, { id: mission!.id })
    expect(joined.json().data).toMatchObject({ joined: true, progress: 0 })
    for (let i = 0; i < 3; i++) {
      const play = (await post(gamePaths.playHangman, member.auth)).json().data
      const { word } = await issuedOf<{ word: string }>(play.sessionId)
      for (const letter of new Set(word)) await guess(member.auth, play.sessionId, letter)
    }
    expect(await activities(member.id, 'game.hangman.played')).toBe(3)
    const mine = (await get('/v2/api/superQuest/joinMissions', member.auth)).json().data
    expect(mine.find((m: { id: string }) => m.id === mission!.id)).toMatchObject({
      progress: 3,
      completed: true,
    })
  })
})

describe('visual decoder', () => {
  type VisualIssued = { puzzles: { answer: number }[] }

  it('plays a set of five one by one with answers and skips, then gives the set’s result', async () => {
    const member = await newMember(t)
    const play = (await post(gamePaths.playVisualDecoder, member.auth, {})).json().data
    expect(play).toMatchObject({ set: { title: 'ออมเงินให้เป็น', size: 5 }, score: 0, puzzle: { index: 0 } })
    expect(play.puzzle.choices).toHaveLength(4)
    const early = await get(`${gamePaths.resultVisualDecoder}?setId=${play.set.id}`, member.auth)
    expect(early.statusCode).toBe(404)
    expect(early.json().error.code).toBe('GAME_RESULT_NOT_FOUND')

    const { puzzles } = await issuedOf<VisualIssued>(play.sessionId)
    const step = (index: number, how: 'right' | 'wrong' | 'skip') => {
      t.clock.advance(2 * SECOND)
      const sessionId = play.sessionId
      if (how === 'skip') return post(gamePaths.skipVisualDecoder, member.auth, { sessionId, index })
      const choice = how === 'right' ? puzzles[index]!.answer : (puzzles[index]!.answer + 1) % 4
      return post(gamePaths.answerVisualDecoder, member.auth, { sessionId, index, choice })
    }
    expect((await step(0, 'right')).json().data).toMatchObject({
      outcome: 'correct',
      score: 20,
      next: { index: 1 },
    })
    expect((await step(1, 'wrong')).json().data).toMatchObject({ outcome: 'wrong', score: 20 })
    const skipped = (await step(2, 'skip')).json().data
    expect(skipped).toMatchObject({ outcome: 'skipped', score: 20 })
    expect(skipped.answer.length).toBeGreaterThan(1)
    const mismatch = await step(2, 'right')
    expect(mismatch.json().error.code).toBe('GAME_STEP_MISMATCH')
    await step(3, 'right')
    const last = (await step(4, 'right')).json().data
    expect(last).toMatchObject({ next: null, end: { score: 60, koinEarned: '3.00', koin: '53.00' } })

    const result = (await get(`${gamePaths.resultVisualDecoder}?setId=${play.set.id}`, member.auth)).json()
      .data
    expect(result).toMatchObject({ score: 60, maxScore: 100, koinEarned: '3.00', set: { id: play.set.id } })
    expect(result.puzzles.map((p: { outcome: string }) => p.outcome)).toEqual([
      'correct',
      'wrong',
      'skipped',
      'correct',
      'correct',
    ])
    expect(await activities(member.id, 'game.visual-decoder.played')).toBe(1)

    // The next play brings the next set the member has not finished.
    const next = (await post(gamePaths.playVisualDecoder, member.auth)).json().data
    expect(next.set.title).toBe('ลงทุนเบื้องต้น')
  })

  it('refuses an unknown set and a too-fast answer', async () => {
    const member = await newMember(t)
    const unknown = await post(gamePaths.playVisualDecoder, member.auth, {
      setId: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.code).toBe('GAME_CONTENT_NOT_FOUND')
    const play = (await post(gamePaths.playVisualDecoder, member.auth)).json().data
    const fast = await post(gamePaths.answerVisualDecoder, member.auth, {
      sessionId: play.sessionId,
      index: 0,
      choice: 0,
    })
    expect(fast.statusCode).toBe(429)
  })
})

describe('crossword', () => {
  /** The grid filled with the right answers, except the words listed in `leaveOut`. */
  async function filledGrid(crosswordId: string, leaveOut: string[] = []) {
    const [crossword] = await t.db.select().from(gameCrosswords).where(eq(gameCrosswords.id, crosswordId))
    const grid = Array.from({ length: crossword!.rows }, () =>
      Array.from({ length: crossword!.cols }, () => ' '),
    )
    for (const word of crossword!.words) {
      if (leaveOut.includes(word.answer)) continue
      crosswordCells(word, word.answer.length).forEach((cell, i) => {
        grid[cell.row]![cell.col] = word.answer[i]!.toLowerCase()
      })
    }
    return { grid: grid.map((row) => row.join('')), crossword: crossword! }
  }

  it('sends the grid and Thai clues without answers, then marks the right words of the filled grid', async () => {
    const member = await newMember(t)
    const response = await post(gamePaths.playCrossword, member.auth, {})
    const play = response.json().data
    expect(play.crossword).toMatchObject({ title: 'พื้นฐานการออม', rows: 11, cols: 8 })
    expect(play.crossword.clues).toHaveLength(5)
    expect(response.body).not.toContain('INTEREST')
    expect(play.crossword.clues[0]).toMatchObject({ number: 1, direction: 'down', row: 0, col: 2, length: 6 })

    const { grid } = await filledGrid(play.crossword.id, ['RISK'])
    const fast = await post(gamePaths.answerCrossword, member.auth, { sessionId: play.sessionId, grid })
    expect(fast.statusCode).toBe(429)
    expect(fast.json().error.code).toBe('GAME_ANSWER_TOO_FAST')
    t.clock.advance(60 * SECOND)
    const misshapen = await post(gamePaths.answerCrossword, member.auth, {
      sessionId: play.sessionId,
      grid: ['A'],
    })
    expect(misshapen.statusCode).toBe(400)
    expect(misshapen.json().error.code).toBe('GAME_GRID_INVALID')

    const checked = await post(gamePaths.answerCrossword, member.auth, { sessionId: play.sessionId, grid })
    expect(checked.statusCode).toBe(200)
    const data = checked.json().data
    expect(data.words.filter((w: { correct: boolean }) => !w.correct)).toEqual([
      { number: 3, direction: 'down', correct: false, answer: 'RISK' },
    ])
    expect(data).toMatchObject({ score: 80, end: { koinEarned: '4.00', koin: '54.00' } })
    const again = await post(gamePaths.answerCrossword, member.auth, { sessionId: play.sessionId, grid })
    expect(again.json().error.code).toBe('GAME_SESSION_ENDED')
    expect(await activities(member.id, 'game.crossword.played')).toBe(1)
  })

  it('pays a checked crossword once when the check is sent many times at once', async () => {
    const member = await newMember(t)
    const play = (await post(gamePaths.playCrossword, member.auth)).json().data
    const { grid } = await filledGrid(play.crossword.id)
    t.clock.advance(60 * SECOND)
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(gamePaths.answerCrossword, member.auth, { sessionId: play.sessionId, grid }),
      ),
    )
    expectEveryAnswer(responses, { '200': 1, '409 GAME_SESSION_ENDED': 19 })
    expect(await balanceAndLedger(t, member.id)).toEqual({ balance: 55_00, ledgerSum: 55_00 })
  })
})

describe('every answer call', () => {
  it.each([
    ['catchme', gamePaths.playCatchMe, gamePaths.answerCatchMe, { round: 0, choice: 0 }],
    ['hangman', gamePaths.playHangman, gamePaths.answerHangman, { letter: 'Z' }],
    ['visual decoder', gamePaths.playVisualDecoder, gamePaths.answerVisualDecoder, { index: 0, choice: 0 }],
    ['visual decoder skip', gamePaths.playVisualDecoder, gamePaths.skipVisualDecoder, { index: 0 }],
    ['crossword', gamePaths.playCrossword, gamePaths.answerCrossword, { grid: [' '] }],
  ] as const)('refuses a forged score for %s and changes nothing', async (_, play, answer, body) => {
    const member = await newMember(t)
    const { sessionId } = (await post(play, member.auth)).json().data
    t.clock.advance(60 * SECOND)
    const forged = await post(answer, member.auth, { sessionId, ...body, score: 100 })
    expect(forged.statusCode).toBe(400)
    expect(forged.json().error.code).toBe('GAME_SCORE_INVALID')
    const [row] = await t.db.select().from(gameSessions).where(eq(gameSessions.id, sessionId))
    expect(row).toMatchObject({ status: 'live', score: 0 })
  })

  it('refuses unknown sets and crosswords, and a malformed set id', async () => {
    const member = await newMember(t)
    const unknown = '00000000-0000-4000-8000-000000000000'
    const crossword = await post(gamePaths.playCrossword, member.auth, { crosswordId: unknown })
    expect(crossword.statusCode).toBe(404)
    expect(crossword.json().error).toMatchObject({
      code: 'GAME_CONTENT_NOT_FOUND',
      message: 'ไม่พบชุดเกมนี้ ลองเลือกชุดอื่นนะ',
    })
    const result = await get(`${gamePaths.resultVisualDecoder}?setId=${unknown}`, member.auth)
    expect(result.json().error.code).toBe('GAME_CONTENT_NOT_FOUND')
    const malformed = await get(`${gamePaths.resultVisualDecoder}?setId=set-1`, member.auth)
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().error.code).toBe('VALIDATION_FAILED')
  })

  it('refuses a skip after the set has ended', async () => {
    const member = await newMember(t)
    const play = (await post(gamePaths.playVisualDecoder, member.auth)).json().data
    for (let index = 0; index < 5; index++) {
      t.clock.advance(SECOND)
      await post(gamePaths.skipVisualDecoder, member.auth, { sessionId: play.sessionId, index })
    }
    const after = await post(gamePaths.skipVisualDecoder, member.auth, {
      sessionId: play.sessionId,
      index: 4,
    })
    expect(after.statusCode).toBe(409)
    expect(after.json().error.code).toBe('GAME_SESSION_ENDED')
    const result = (await get(`${gamePaths.resultVisualDecoder}?setId=${play.set.id}`, member.auth)).json()
      .data
    expect(result).toMatchObject({ score: 0, koinEarned: '0.00' })
  })
})
