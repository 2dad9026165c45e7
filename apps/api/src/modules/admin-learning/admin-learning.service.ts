import type { AppContext } from '../../context'
import { createCatchMeService } from './catch-me.service'
import { createCrosswordsService } from './crosswords.service'
import { createHangmanService } from './hangman.service'
import { createQuizQuestionsService } from './quiz-questions.service'
import { createVisualDecoderService } from './visual-decoder.service'

/**
 * The back office's learning content (issue 21), one service per kind. Every change is made in one
 * transaction with its audit row; nothing members already met is deleted: retiring keeps it for past
 * answers and plays, and leaves it out of new ones.
 */
export function createAdminLearningService(ctx: AppContext) {
  return {
    quiz: createQuizQuestionsService(ctx),
    hangman: createHangmanService(ctx),
    catchMe: createCatchMeService(ctx),
    visual: createVisualDecoderService(ctx),
    crosswords: createCrosswordsService(ctx),
  }
}
