import { authCalls } from '@klass/contract/auth'
import { accountCalls } from '@klass/contract/user'
import type { FastifyPluginAsync } from 'fastify'
import { memberOf } from '../../plugins/authentication'
import { routeCall } from '../../plugins/calls'
import { createAccountDeletionService } from './account-deletion.service'
import { createAuthService } from './auth.service'
import { createSocialService } from './social.service'

/** Issue 19 (decision 031): deleting the account, taking it back, and a password for a member without one. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const deletion = createAccountDeletionService(app.ctx)
  const auth = createAuthService(app.ctx)
  const social = createSocialService(app.ctx)

  routeCall(app, accountCalls.deleteAccount, async (request) => {
    const { eraseAt } = await deletion.requestDeletion(memberOf(request), request.body)
    return { data: { erase_at: eraseAt.toISOString() } }
  })

  routeCall(app, accountCalls.restoreAccount, async (request) => ({
    data: await deletion.restore(request.body.token, { ip: request.ip }),
  }))

  // A member who joined with LINE or Facebook sets a password by the link mailed to their own address.
  routeCall(app, authCalls.passwordLink, async (request) => {
    const { email } = await social.methodsOf(memberOf(request).id)
    await auth.mailResetLink(email)
    return { data: { ok: true as const } }
  })
}
