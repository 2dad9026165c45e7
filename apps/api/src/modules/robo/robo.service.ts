import type { AppContext } from '../../context'
import { createAccountsService } from './accounts.service'
import { createAssessmentService } from './assessment.service'
import { createFundAccounts } from './fund-accounts'
import { createInvestingService } from './investing.service'

/**
 * The robo advisor (SPEC 7 Robo) on the practice bank's books (decision 017): the suitability test, the fund
 * accounts (plans, projections, opening, reading), and the money moved through them.
 */
export function createRoboService(ctx: AppContext) {
  const assessment = createAssessmentService(ctx)
  const accounts = createFundAccounts(ctx)
  return {
    questionnaire: assessment.questionnaire,
    assess: assessment.assess,
    ...createAccountsService(ctx, accounts, assessment),
    ...createInvestingService(ctx, accounts, assessment),
  }
}

export type RoboService = ReturnType<typeof createRoboService>
