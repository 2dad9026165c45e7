import { PASSWORD_RATED_LENGTH } from '@klass/contract/auth'
import type { Score, ZxcvbnFactory } from '@zxcvbn-ts/core'

// The web app's strength meter (apps/web/src/features/auth/components/password-rating.ts) rates with the
// same library, dictionaries and options, so what it shows is what this refuses.
// Its dictionaries are large: they are loaded with the first new password, not as the server starts.
let rater: Promise<ZxcvbnFactory> | null = null

/** zxcvbn's estimate, 0 (guessed at once) to 4; the member's own e-mail and name count as known words. */
export async function passwordScore(password: string, userInputs: string[]): Promise<Score> {
  rater ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
        maxLength: PASSWORD_RATED_LENGTH,
      }),
  )
  return (await rater).check(password, userInputs).score
}
