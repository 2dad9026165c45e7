import {
  adminCatchMeCalls,
  adminCrosswordCalls,
  adminHangmanCalls,
  adminQuizCalls,
  adminVisualCalls,
} from './admin-learning'
import { pathMatches, type CallDefinition } from './call'
import { adminCoreCalls, adminStaffCalls } from './admin-core'
import { adminMemberCalls } from './admin-members'
import { adminContentCalls } from './admin-content'
import { adminStoreCalls } from './admin-store'
import { adminCampaignCalls } from './admin-campaign'
import { adminBankCalls } from './admin-bank'
import { adminClubCalls } from './admin-clubs'
import { authCalls } from './auth'
import { bankCalls } from './bank'
import { eventCalls } from './events'
import { gameCalls } from './games'
import { healthCalls } from './health'
import { homeCalls } from './home'
import { learningCalls } from './learning'
import { lineCalls } from './line'
import { policyCalls } from './policy'
import { moderationCalls, postCalls } from './posts'
import { progressCalls } from './progress'
import { quizCalls } from './quiz'
import { roboCalls } from './robo'
import { storeCalls } from './store'
import { superheroCalls } from './superhero'
import { bigPrizeCalls, krazyDayCalls, superquestCalls, userLevelCalls } from './superquest'
import { accountCalls, guardianCalls, userCalls } from './user'
import { videoCalls } from './video'

/**
 * Every call of the API (SPEC 7), by the contract module that defines it: the server registers exactly
 * these, the web client calls only these (through the schema-free table in routes.ts made from this list).
 */
export const callModules = {
  auth: { authCalls },
  user: { userCalls, guardianCalls, accountCalls },
  policy: { policyCalls },
  home: { homeCalls },
  health: { healthCalls },
  posts: { postCalls, moderationCalls },
  learning: { learningCalls },
  superhero: { superheroCalls },
  video: { videoCalls },
  quiz: { quizCalls },
  store: { storeCalls },
  superquest: { superquestCalls, krazyDayCalls, userLevelCalls, bigPrizeCalls },
  events: { eventCalls },
  games: { gameCalls },
  bank: { bankCalls },
  robo: { roboCalls },
  line: { lineCalls },
  progress: { progressCalls },
  'admin-core': { adminCoreCalls, adminStaffCalls },
  'admin-members': { adminMemberCalls },
  'admin-content': { adminContentCalls },
  'admin-learning': {
    adminQuizCalls,
    adminHangmanCalls,
    adminCatchMeCalls,
    adminVisualCalls,
    adminCrosswordCalls,
  },
  'admin-store': { adminStoreCalls },
  'admin-campaign': { adminCampaignCalls },
  'admin-bank': { adminBankCalls },
  'admin-clubs': { adminClubCalls },
} as const satisfies Record<string, Record<string, Record<string, CallDefinition>>>

export const allCalls: readonly CallDefinition[] = Object.values(callModules).flatMap((groups) =>
  Object.values(groups).flatMap((calls) => Object.values(calls) as CallDefinition[]),
)

/** The definition a request's method and path belong to, if any. */
export function callFor(method: string, path: string): CallDefinition | undefined {
  return allCalls.find((call) => call.method === method && pathMatches(call.path, path))
}
