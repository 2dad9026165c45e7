import { PASSWORD_RATED_LENGTH } from '@klass/contract/auth'
import { ZxcvbnFactory, type Score } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'

// The web app's strength meter (apps/web/src/features/auth/components/password-rating.ts) rates with the
// same library, dictionaries and options, so what it shows is what this refuses.
const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: PASSWORD_RATED_LENGTH })

/** zxcvbn's estimate, 0 (guessed at once) to 4; the member's own e-mail and name count as known words. */
export function passwordScore(password: string, userInputs: string[]): Score {
  return zxcvbn.check(password, userInputs).score
}
