import { postPath } from '@klass/contract/posts'
import { videoPath } from '@klass/contract/video'
import { describe, expect, it } from 'vitest'
import { pagesToCome, paths } from '../../lib/paths'
import { appRoutes, buildRoutes, patternOf } from '../router'

type Paths = typeof paths
type BuilderName = { [K in keyof Paths]: Paths[K] extends string ? never : K }[keyof Paths]
type ArgumentsOf<K extends BuilderName> = Paths[K] extends (...args: infer A) => string ? A : never

const routes = buildRoutes()
const pageOf = (path: string) => patternOf(path, routes)

const eventId = 'b0c5a4e2-8f1d-4c1e-9a57-3f6a2d1c9e10'
const giftId = '3bd31c35-cd2d-4530-9d40-5b8c150e1923'
const accountId = '6f1c2a4e-3b5d-4e7f-8a9b-0c1d2e3f4a5b'

/** What each builder of `paths` is called with: its forms with and without the optional parts. */
const calls: { [K in BuilderName]: Array<ArgumentsOf<K>> } = {
  profileMoneyAnswer: [[], ['Basic'], ['Intermediate'], ['Advanced']],
  event: [[eventId], [eventId, 'เวิร์กช็อปออมเงิน']],
  quizMoney: [['Basic'], ['Intermediate'], ['Advanced']],
  superHeroDetail: [[4]],
  superHeroTalks: [[], [4]],
  superHeroYear: [[], [2026]],
  club: [['hit'], ['biz-master'], ['smart-society'], ['play-yard'], ['greenery']],
  clubPath: [['hit'], ['greenery']],
  post: [[7], [7, 'ออมเงินก้อนแรก']],
  postEdit: [[], [7]],
  video: [[3], [3, 'why-save']],
  storeItem: [[giftId], [giftId, 'บัตรกำนัล']],
  bankFund: [[], ['KP-GOVMM']],
  policy: [['law'], ['personal'], ['cookies']],
  roboPolicy: [[], ['terms'], ['risk'], ['privacy']],
  roboBuy: [[], [accountId]],
  roboSell: [[], [accountId]],
  roboAdjustPlan: [[], [accountId]],
  roboDca: [[], [accountId]],
  roboDashboard: [[], [accountId]],
  roboGraph: [[], [accountId]],
  roboDcaDetail: [[], [accountId]],
}

/** Every path `paths` builds, named by its builder. */
const built: Array<[name: string, path: string]> = Object.entries(paths).flatMap(([name, builder]) =>
  typeof builder === 'string'
    ? [[name, builder] as [string, string]]
    : (calls[name as BuilderName] as unknown[][]).map(
        (args) => [name, (builder as (...args: unknown[]) => string)(...args)] as [string, string],
      ),
)

describe('the paths of the app’s pages (lib/paths.ts) and the route table agree', () => {
  it.each(built)('paths.%s builds %s, a page of the route table', (_name, path) => {
    expect(pageOf(path)).not.toBeNull()
  })

  it('has a builder for every page of the route table', () => {
    const opened = new Set(built.map(([, path]) => pageOf(path)))
    expect(appRoutes.map((route) => route.path).filter((pattern) => !opened.has(pattern))).toEqual([])
  })

  it('opens the post and video pages the server links to', () => {
    expect(pageOf(postPath(7, 'ออมเงินก้อนแรก'))).toBe('/post/detail/:id?/:slug?')
    expect(paths.post(7, 'ออมเงินก้อนแรก')).toBe(postPath(7, 'ออมเงินก้อนแรก'))
    expect(pageOf(videoPath(3, 'why-save'))).toBe('/video-page/detail/:id/:slug?')
    expect(paths.video(3, 'why-save')).toBe(videoPath(3, 'why-save'))
  })

  it('finds no page for an unknown path, which opens the 404', () => {
    expect(pageOf('/no-such-page')).toBeNull()
    expect(pageOf('/video-page/detail')).toBeNull()
    expect(pageOf('/super-hero/detail?id=4')).toBe('/super-hero/detail')
  })

  it('opens the robo graph, not an account called calculate-graph', () => {
    expect(pageOf(paths.roboGraph(accountId))).toBe('/robo/dashboard/calculate-graph')
    expect(pageOf(paths.roboDashboard(accountId))).toBe('/robo/dashboard/:id?')
  })

  it('lists as pages to come only pages that are not built yet (a built one moves into paths)', () => {
    for (const path of Object.values(pagesToCome)) expect(pageOf(path), path).toBeNull()
  })
})
