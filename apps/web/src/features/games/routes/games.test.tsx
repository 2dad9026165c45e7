import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { gamesRoutes } from '../../../app/routes/games-routes'
import type { Handler } from '../../../test/fake-api'
import { createFakeApi, json } from '../../../test/fake-api'
import { fullProfile, renderApp, signInAs } from '../../../test/render-app'

/** The member's balance as the fake server knows it: a play or a purchase that answers a balance moves it. */
let balance = '100.00'
const pay = (koin: string) => (balance = koin)

const end = (score: number, koinEarned: string, koin: string) => ({
  score,
  maxScore: 100,
  koinEarned,
  koin: pay(koin),
  capReached: false,
})

function serve(handlers: Record<string, Handler>) {
  balance = '100.00'
  const server = createFakeApi({
    'user.get': () => json(200, { data: fullProfile({ koin: balance }) }),
    ...handlers,
  })
  vi.stubGlobal('fetch', server.fetch)
  signInAs()
  return server
}

/** What GET /v2/api/game answers in these tests. */
const hubGames = [
  {
    id: 'catchme',
    name: 'จับคำตอบให้ทัน',
    productName: 'Catch me if you can',
    description: 'จับฟองคำตอบ',
    path: '/games/catch-me-if-you-can',
    playsToday: 2,
    quota: 10,
    remaining: 8,
    bestScore: 80,
    maxScore: 100,
    koinToday: '4.00',
    koinCap: '15.00',
  },
  {
    id: 'hangman',
    name: 'ทายศัพท์การเงิน',
    productName: 'Hangman',
    description: 'ทายคำ',
    path: '/games/hangman',
    playsToday: 3,
    quota: 3,
    remaining: 0,
    bestScore: null,
    maxScore: 100,
    koinToday: '0.00',
    koinCap: '15.00',
  },
]

/** The header's balance, as the member sees it. */
const headerKoin = () => within(screen.getByRole('banner')).getAllByText(/^koin คงเหลือ/)[0]!.parentElement!

beforeEach(() => {
  // jsdom paints no canvas; the bubble field only decorates with it.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
})

describe('the games routes', () => {
  it('are the five SPEC 2 game pages, for members, in the default layout', () => {
    expect(gamesRoutes.map((r) => [r.path, `${r.layout}/${r.access}`])).toEqual([
      ['/games', 'default/member'],
      ['/games/catch-me-if-you-can', 'default/member'],
      ['/games/hangman', 'default/member'],
      ['/games/visual-decoder', 'default/member'],
      ['/crossword', 'default/member'],
    ])
  })

  it('send a visitor to /login and back to the game after login', async () => {
    serve({})
    document.cookie = 'auth._token.local=; Path=/; Max-Age=0'
    localStorage.clear()
    const { router } = renderApp('/games/hangman')
    await screen.findByRole('heading', { name: 'เข้าสู่ระบบ' })
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toBe('?redirect=%2Fgames%2Fhangman')
  })
})

describe('/games', () => {
  it('shows each game with today’s plays, quota, best score and koins, and links to it', async () => {
    serve({
      'games.hub': () => json(200, { data: { games: hubGames } }),
    })
    renderApp('/games')
    // Thai name first, the English product name beneath it.
    const catchMeName = await screen.findByRole('heading', { name: 'จับคำตอบให้ทัน Catch me if you can' })
    expect(within(catchMeName).getByText('Catch me if you can')).toHaveAttribute('lang', 'en')
    const catchMe = catchMeName.closest('li')!
    expect(within(catchMe).getByText('2/10 ครั้ง')).toBeInTheDocument()
    expect(within(catchMe).getByText('80/100')).toBeInTheDocument()
    expect(within(catchMe).getByText('4.00/15.00')).toBeInTheDocument()
    expect(within(catchMe).getByRole('link', { name: 'เล่นเลย (เหลือ 8 ครั้ง)' })).toHaveAttribute(
      'href',
      '/games/catch-me-if-you-can',
    )
    const hangman = screen.getByRole('heading', { name: 'ทายศัพท์การเงิน Hangman' }).closest('li')!
    expect(within(hangman).getByText('ยังไม่มี')).toBeInTheDocument()
    expect(within(hangman).getByRole('link', { name: 'ดูเกม (สิทธิ์วันนี้หมดแล้ว)' })).toBeInTheDocument()
  })
})

describe('/games/hangman', () => {
  const quota = { free: 3, bought: 0, used: 0, remaining: 3, price: '5.00', canBuy: 5 }
  const play = {
    sessionId: '11111111-1111-4111-8111-111111111111',
    pattern: [null, null, null],
    hint: 'เงินที่ประชาชนจ่ายให้รัฐ',
    lives: 6,
    maxLives: 6,
    guessed: [],
    maxScore: 100,
    expiresAt: '2026-11-23T03:30:00.000Z',
    resumed: false,
    quota: { ...quota, used: 1, remaining: 2 },
  }

  it('guesses with on-screen and physical keys, then reveals the word and raises the header balance', async () => {
    const server = serve({
      'games.getQuotaHangman': () => json(200, { data: quota }),
      'games.currentHangman': () => json(200, { data: { game: null, quota } }),
      'games.playHangman': () => json(200, { data: play }),
      'games.answerHangman': (request) => {
        const { letter } = request.body as { letter: string }
        const steps: Record<string, object> = {
          T: {
            letter: 'T',
            hit: true,
            pattern: ['T', null, null],
            lives: 6,
            guessed: ['T'],
            status: 'playing',
            score: 0,
            reveal: null,
            end: null,
          },
          Q: {
            letter: 'Q',
            hit: false,
            pattern: ['T', null, null],
            lives: 5,
            guessed: ['T', 'Q'],
            status: 'playing',
            score: 0,
            reveal: null,
            end: null,
          },
          A: {
            letter: 'A',
            hit: true,
            pattern: ['T', 'A', null],
            lives: 5,
            guessed: ['T', 'Q', 'A'],
            status: 'playing',
            score: 0,
            reveal: null,
            end: null,
          },
          X: {
            letter: 'X',
            hit: true,
            pattern: ['T', 'A', 'X'],
            lives: 5,
            guessed: ['T', 'Q', 'A', 'X'],
            status: 'won',
            score: 90,
            reveal: { word: 'TAX', explanation: 'TAX แปลว่า ภาษี' },
            end: end(90, '4.50', '104.50'),
          },
        }
        return json(200, { data: steps[letter] })
      },
    })
    renderApp('/games/hangman')
    expect(await screen.findByText(/เล่นฟรีวันนี้/)).toHaveTextContent('เล่นฟรีวันนี้ เหลือ 3 จาก 3 ครั้ง')
    // The page's name is Thai first, the English product name beneath it.
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('ทายศัพท์การเงิน Hangman')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'เริ่มเล่น' }))
    expect(await screen.findByText('เงินที่ประชาชนจ่ายให้รัฐ')).toBeInTheDocument()
    expect(screen.getByText('คำที่ต้องทาย 3 ตัวอักษร: ว่าง ว่าง ว่าง')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'T' }))
    expect(await screen.findByRole('button', { name: 'T (มีในคำ)' })).toBeDisabled()
    await user.keyboard('q')
    expect(await screen.findByRole('button', { name: 'Q (ไม่มีในคำ)' })).toBeDisabled()
    expect(screen.getByText('หัวใจเหลือ 5 จาก 6 ดวง')).toBeInTheDocument()
    await user.keyboard('a')
    await screen.findByRole('button', { name: 'A (มีในคำ)' })
    await user.keyboard('x')

    expect(await screen.findByRole('heading', { name: 'ทายถูกแล้ว เก่งมาก!' })).toHaveFocus()
    expect(screen.getByText('TAX แปลว่า ภาษี')).toBeInTheDocument()
    expect(screen.getByText('+4.50 koin')).toBeInTheDocument()
    await waitFor(() => expect(headerKoin()).toHaveTextContent('104.50'))
    expect(server.calls('games.answerHangman').map((r) => (r.body as { letter: string }).letter)).toEqual([
      'T',
      'Q',
      'A',
      'X',
    ])
    expect(screen.queryByRole('group', { name: 'แป้นตัวอักษร' })).not.toBeInTheDocument()
  })

  it('says once that today’s plays are used and offers a paid play, with a refusal in Thai', async () => {
    let bought = 0
    let today = { ...quota, used: 3, remaining: 0 }
    const server = serve({
      'games.getQuotaHangman': () => json(200, { data: today }),
      'games.currentHangman': () => json(200, { data: { game: null, quota: today } }),
      'games.buyQuotaHangman': () => {
        bought += 1
        if (bought === 1)
          return json(409, { error: { code: 'KOIN_INSUFFICIENT', message: 'koin ของคุณไม่พอสำหรับรายการนี้' } })
        today = { ...quota, used: 3, bought: 1, remaining: 1, canBuy: 4 }
        return json(200, { data: { koin: pay('95.00'), quota: today } })
      },
    })
    renderApp('/games/hangman')
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { name: 'ใช้สิทธิ์เล่นวันนี้ครบแล้ว' })).toBeInTheDocument()
    expect(screen.getByText(/เล่นฟรีวันนี้/)).toHaveTextContent('เล่นฟรีวันนี้ เหลือ 0 จาก 3 ครั้ง')
    expect(screen.queryByRole('button', { name: 'เริ่มเล่น' })).not.toBeInTheDocument()
    expect(screen.queryByText(/พรุ่งนี้/)).not.toBeInTheDocument()

    const buy = screen.getByRole('button', { name: 'ซื้อสิทธิ์เล่นเพิ่ม 1 ครั้ง (5.00 koin)' })
    await user.click(buy)
    expect(await screen.findByText('koin ของคุณไม่พอสำหรับรายการนี้')).toBeInTheDocument()
    await user.click(buy)
    expect(await screen.findByText(/สิทธิ์ที่ซื้อเพิ่ม/)).toHaveTextContent('สิทธิ์ที่ซื้อเพิ่ม เหลือ 1 จาก 1 ครั้ง')
    expect(await screen.findByRole('button', { name: 'เริ่มเล่น' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'ใช้สิทธิ์เล่นวันนี้ครบแล้ว' })).not.toBeInTheDocument()
    await waitFor(() => expect(headerKoin()).toHaveTextContent('95.00'))
    expect(server.calls('games.buyQuotaHangman')[1]?.body).toEqual({ plays: 1 })
  })

  it('opens on the game left open, with its guessed letters and lives, without starting a new one', async () => {
    const open = { ...play, pattern: ['T', null, null], guessed: ['T', 'Q'], lives: 5 }
    const { resumed: _resumed, quota: _quota, ...game } = open
    const server = serve({
      'games.getQuotaHangman': () => json(200, { data: play.quota }),
      'games.currentHangman': () => json(200, { data: { game, quota: play.quota } }),
    })
    renderApp('/games/hangman')
    expect(await screen.findByText(/เล่นต่อจากที่ค้างไว้/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'T (มีในคำ)' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Q (ไม่มีในคำ)' })).toBeDisabled()
    expect(screen.getByText('หัวใจเหลือ 5 จาก 6 ดวง')).toBeInTheDocument()
    expect(screen.getByText('คำที่ต้องทาย 3 ตัวอักษร: T ว่าง ว่าง')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'เริ่มเล่น' })).not.toBeInTheDocument()
    expect(server.calls('games.playHangman')).toHaveLength(0)
  })
})

describe('/games/catch-me-if-you-can', () => {
  const round = (index: number, question: string) => ({
    index,
    question,
    choices: ['ดอกเบี้ย', 'ภาษี', 'เงินเฟ้อ', 'หุ้น'],
    issuedAt: '2026-11-23T03:00:00.000Z',
    expiresAt: '2026-11-23T03:00:15.000Z',
  })
  const started = {
    sessionId: '22222222-2222-4222-8222-222222222222',
    rounds: 2,
    roundSeconds: 15,
    maxScore: 100,
    score: 0,
    round: round(0, 'ราคาสินค้าสูงขึ้นเรื่อย ๆ เรียกว่าอะไร'),
  }

  function mockMotion(reduce: boolean) {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      })),
    )
  }

  it('plays by keyboard: the bubbles are buttons, each answer is sent for its round, and the end shows the koins', async () => {
    mockMotion(false)
    const server = serve({
      'games.hub': () => json(200, { data: { games: hubGames } }),
      'games.playCatchMe': () => json(200, { data: started }),
      'games.answerCatchMe': (request) => {
        const { round: index } = request.body as { round: number }
        return index === 0
          ? json(200, {
              data: {
                round: 0,
                correct: true,
                timedOut: false,
                answer: 2,
                explanation: 'เงินเฟ้อทำให้ของแพงขึ้น',
                score: 50,
                next: round(1, 'ส่วนแบ่งความเป็นเจ้าของบริษัทคืออะไร'),
                end: null,
              },
            })
          : json(200, {
              data: {
                round: 1,
                correct: false,
                timedOut: false,
                answer: 3,
                explanation: 'หุ้นคือความเป็นเจ้าของ',
                score: 50,
                next: null,
                end: end(50, '1.00', '101.00'),
              },
            })
      },
    })
    renderApp('/games/catch-me-if-you-can')
    expect(await screen.findByText(/วันนี้เล่นได้อีก/)).toHaveTextContent(
      'วันนี้เล่นได้อีก 8 จาก 10 ครั้ง · koin จากเกมนี้วันนี้ 4.00 จากเพดาน 15.00 · คะแนนสูงสุด 80',
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'เริ่มเล่น' }))
    const field = await screen.findByRole('group', { name: 'ฟองคำตอบ' })
    expect(within(field).getAllByRole('button')).toHaveLength(4)
    expect(screen.getByRole('timer')).toHaveTextContent(/^เหลือ \d+ วินาที$/)

    act(() => within(field).getAllByRole('button')[0]!.focus())
    await user.tab()
    await user.tab()
    expect(within(field).getByRole('button', { name: 'เงินเฟ้อ' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await screen.findByText('รอบที่ 2 จาก 2')).toBeInTheDocument()
    expect(screen.getByText('จับถูก!')).toBeInTheDocument()
    await user.click(
      within(screen.getByRole('group', { name: 'ฟองคำตอบ' })).getByRole('button', { name: 'ภาษี' }),
    )

    expect(await screen.findByRole('heading', { name: 'จบเกมแล้ว!' })).toHaveFocus()
    expect(screen.getByText('+1.00 koin')).toBeInTheDocument()
    await waitFor(() => expect(headerKoin()).toHaveTextContent('101.00'))
    expect(server.calls('games.answerCatchMe').map((r) => r.body)).toEqual([
      { sessionId: started.sessionId, round: 0, choice: 2, score: 0 },
      { sessionId: started.sessionId, round: 1, choice: 1, score: 50 },
    ])
  })

  it('tells the server once, as a miss, when a round’s time runs out', async () => {
    mockMotion(true)
    const server = serve({
      'games.playCatchMe': () => json(200, { data: started }),
      'games.answerCatchMe': () =>
        json(200, {
          data: {
            round: 0,
            correct: false,
            timedOut: true,
            answer: 2,
            explanation: 'เงินเฟ้อทำให้ของแพงขึ้น',
            score: 0,
            next: round(1, 'ส่วนแบ่งความเป็นเจ้าของบริษัทคืออะไร'),
            end: null,
          },
        }),
    })
    renderApp('/games/catch-me-if-you-can')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'เริ่มเล่น' }))
    await screen.findByRole('group', { name: 'ฟองคำตอบ' })
    // Sixteen seconds later on the page's clock; its countdown ticks every quarter second.
    const later = Date.now() + 16_000
    vi.spyOn(Date, 'now').mockReturnValue(later)
    expect(await screen.findByText('หมดเวลา')).toBeInTheDocument()
    expect(await screen.findByText('รอบที่ 2 จาก 2')).toBeInTheDocument()
    expect(server.calls('games.answerCatchMe').map((r) => r.body)).toEqual([
      { sessionId: started.sessionId, round: 0, choice: null, score: 0 },
    ])
  })

  it('moves the bubbles only while the tab is visible, and not at all for reduced motion', async () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1)
    const cancels = vi.spyOn(window, 'cancelAnimationFrame')
    serve({ 'games.playCatchMe': () => json(200, { data: started }) })

    mockMotion(false)
    const moving = renderApp('/games/catch-me-if-you-can')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'เริ่มเล่น' }))
    await screen.findByRole('group', { name: 'ฟองคำตอบ' })
    expect(frames).toHaveBeenCalled()
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true)
    frames.mockClear()
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(cancels).toHaveBeenCalled()
    expect(frames).not.toHaveBeenCalled()
    hidden.mockReturnValue(false)
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    expect(frames).toHaveBeenCalledTimes(1)
    moving.unmount()

    frames.mockClear()
    mockMotion(true)
    renderApp('/games/catch-me-if-you-can')
    await user.click(await screen.findByRole('button', { name: 'เริ่มเล่น' }))
    await screen.findByRole('group', { name: 'ฟองคำตอบ' })
    expect(frames).not.toHaveBeenCalled()
  })
})

describe('/games/visual-decoder', () => {
  it('answers or skips each picture, then shows the set’s result', async () => {
    const puzzle = (index: number) => ({
      index,
      picture: ['🐷 ➕ 🪙', '🎈 🛒 💸'][index]!,
      choices: ['การออมเงิน', 'เงินเฟ้อ', 'ภาษี', 'หุ้น'],
    })
    const setId = '33333333-3333-4333-8333-333333333333'
    const server = serve({
      'games.playVisualDecoder': () =>
        json(200, {
          data: {
            sessionId: '44444444-4444-4444-8444-444444444444',
            set: { id: setId, title: 'ออมเงินให้เป็น', size: 2 },
            maxScore: 100,
            score: 0,
            puzzle: puzzle(0),
          },
        }),
      'games.answerVisualDecoder': () =>
        json(200, {
          data: {
            index: 0,
            outcome: 'correct',
            answer: 'การออมเงิน',
            explanation: 'หยอดกระปุกคือการออม',
            score: 50,
            next: puzzle(1),
            end: null,
          },
        }),
      'games.skipVisualDecoder': () =>
        json(200, {
          data: {
            index: 1,
            outcome: 'skipped',
            answer: 'เงินเฟ้อ',
            explanation: 'ของแพงขึ้น',
            score: 50,
            next: null,
            end: end(50, '1.00', '101.00'),
          },
        }),
      'games.resultVisualDecoder': () =>
        json(200, {
          data: {
            set: { id: setId, title: 'ออมเงินให้เป็น', size: 2 },
            score: 50,
            maxScore: 100,
            koinEarned: '1.00',
            playedAt: '2026-11-23T03:00:00.000Z',
            puzzles: [
              {
                index: 0,
                picture: '🐷 ➕ 🪙',
                answer: 'การออมเงิน',
                explanation: 'หยอดกระปุกคือการออม',
                outcome: 'correct',
              },
              {
                index: 1,
                picture: '🎈 🛒 💸',
                answer: 'เงินเฟ้อ',
                explanation: 'ของแพงขึ้น',
                outcome: 'skipped',
              },
            ],
          },
        }),
    })
    renderApp('/games/visual-decoder')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'เริ่มเล่น' }))
    expect(await screen.findByText(/ภาพที่ 1 จาก 2/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'การออมเงิน' }))
    expect(await screen.findByText('ถูกต้อง! คำตอบคือ “การออมเงิน”')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'ภาพถัดไป' }))
    expect(screen.getByText(/ภาพที่ 2 จาก 2/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'ข้ามภาพนี้' }))

    expect(await screen.findByRole('heading', { name: 'จบเกมแล้ว!' })).toBeInTheDocument()
    const result = await screen.findByRole('region', { name: 'ผลชุด “ออมเงินให้เป็น”' })
    expect(within(result).getAllByRole('listitem')).toHaveLength(2)
    expect(within(result).getByText('ข้ามข้อนี้')).toBeInTheDocument()
    expect(server.calls('games.resultVisualDecoder')[0]?.query.get('setId')).toBe(setId)
    expect(server.calls('games.answerVisualDecoder')[0]?.body).toMatchObject({
      index: 0,
      choice: 0,
    })
  })
})

describe('/crossword', () => {
  // A: T A X across at row 0; down: A S S E T from (0, 1).
  const started = {
    sessionId: '55555555-5555-4555-8555-555555555555',
    crossword: {
      id: '66666666-6666-4666-8666-666666666666',
      title: 'ภาษีและทรัพย์สิน',
      rows: 5,
      cols: 3,
      clues: [
        { number: 1, direction: 'across', clue: 'ภาษี', row: 0, col: 0, length: 3 },
        { number: 2, direction: 'down', clue: 'ทรัพย์สิน', row: 0, col: 1, length: 5 },
      ],
    },
    maxScore: 100,
  }

  it('types along a word, moves with arrow keys, checks the grid and marks the right words', async () => {
    const server = serve({
      'games.playCrossword': () => json(200, { data: started }),
      'games.answerCrossword': () =>
        json(200, {
          data: {
            words: [
              { number: 1, direction: 'across', correct: true, answer: 'TAX' },
              { number: 2, direction: 'down', correct: false, answer: 'ASSET' },
            ],
            score: 50,
            end: end(50, '1.00', '101.00'),
          },
        }),
    })
    renderApp('/crossword')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'เริ่มเล่น' }))
    const first = await screen.findByLabelText('แถว 1 ช่อง 1, ข้อ 1 แนวนอน ตัวที่ 1')
    // The first clue's first cell is ready to type.
    await waitFor(() => expect(first).toHaveFocus())
    await user.click(screen.getByRole('button', { name: '2. ทรัพย์สิน (5 ตัวอักษร)' }))
    expect(screen.getByLabelText(/^แถว 1 ช่อง 2/)).toHaveFocus()
    await user.click(screen.getByRole('button', { name: '1. ภาษี (3 ตัวอักษร)' }))
    expect(first).toHaveFocus()
    await user.keyboard('tax')
    expect(first).toHaveValue('T')
    expect(screen.getByLabelText(/^แถว 1 ช่อง 3/)).toHaveValue('X')

    await user.click(screen.getByRole('button', { name: '2. ทรัพย์สิน (5 ตัวอักษร)' }))
    await user.keyboard('{ArrowDown}')
    expect(screen.getByLabelText(/^แถว 2 ช่อง 2/)).toHaveFocus()
    await user.keyboard('sse')
    expect(screen.getByLabelText(/^แถว 4 ช่อง 2/)).toHaveValue('E')
    await user.keyboard('{Backspace}')
    expect(screen.getByLabelText(/^แถว 4 ช่อง 2/)).toHaveValue('')
    expect(screen.getByLabelText(/^แถว 4 ช่อง 2/)).toHaveFocus()
    await user.keyboard('E')

    await user.click(screen.getByRole('button', { name: 'ตรวจคำตอบ' }))
    expect(await screen.findByRole('heading', { name: 'จบเกมแล้ว!' })).toHaveFocus()
    expect(server.calls('games.answerCrossword')[0]?.body).toEqual({
      sessionId: started.sessionId,
      grid: ['TAX', ' S ', ' S ', ' E ', '   '],
    })
    expect(screen.getByLabelText(/^แถว 1 ช่อง 1, .*, ถูก$/)).toBeInTheDocument()
    expect(screen.getByLabelText(/^แถว 3 ช่อง 2, .*, ยังไม่ถูก$/)).toBeInTheDocument()
    expect(screen.getByText(/ข้อ 2 แนวตั้ง:/)).toHaveTextContent('ASSET (เฉลย)')
  })
})
