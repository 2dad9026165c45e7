import type { SignInMethods } from '@klass/contract/user'
import { SIGN_IN_FLOW_MINUTES } from '@klass/contract/line'
import type { SignInProvider, registerFacebookFields, registerLineFields } from '@klass/contract/auth'
import { socialRegisterFields, type signupNeeded } from '@klass/contract/auth'
import type { z } from 'zod'
import type { AppContext } from '../../context'
import type { Config } from '../../config'
import { DomainError } from '../../lib/domain-error'
import { createFacebookAdapter, type FacebookPerson } from '../../lib/providers/facebook'
import { createLineLoginAdapter, type LinePerson } from '../../lib/providers/line-login'
import { createAuthService, type Issued, type RequestMeta } from './auth.service'
import * as repo from './auth.repo'
import { hashOpaqueToken, newOpaqueToken } from './tokens'

type SignupNeeded = z.infer<typeof signupNeeded>

const FLOWS_PER_ADDRESS = { max: 30, windowSeconds: 15 * 60 }
/** Where LINE sends the person back: the page that finishes what they started. */
const CALLBACK_PAGES = { login: '/line', link: '/line/link' } as const
export type FlowPurpose = keyof typeof CALLBACK_PAGES

/** Sign-in and registration through Facebook and LINE, and the sign-in methods linked to a member. */
export function createSocialService(ctx: AppContext) {
  const { db, clock, config, tokens, rateLimiter } = ctx
  const auth = createAuthService(ctx)
  const facebook = config.facebook ? createFacebookAdapter(config.facebook, clock) : null
  const line = config.lineLogin ? createLineLoginAdapter(config.lineLogin, clock) : null

  function facebookOn() {
    if (!facebook) throw new DomainError('SIGN_IN_PROVIDER_OFF')
    return facebook
  }
  function lineOn() {
    if (!line) throw new DomainError('SIGN_IN_PROVIDER_OFF')
    return line
  }

  async function methodsOf(userId: string): Promise<SignInMethods> {
    const [member, identities] = await Promise.all([
      repo.lockMemberSignIn(db, userId, false).catch(() => null),
      repo.identitiesOf(db, userId),
    ])
    if (!member) throw new DomainError('UNAUTHENTICATED')
    return {
      email: member.email,
      password: member.passwordHash !== null,
      identities: identities.map((i) => ({
        provider: i.provider as SignInProvider,
        display_name: i.displayName,
        linked_at: i.linkedAt.toISOString(),
      })),
    }
  }

  return {
    providers() {
      return {
        facebook: config.facebook
          ? {
              app_id: config.facebook.appId,
              sdk_url: config.facebook.sdkUrl,
              graph_version: config.facebook.graphVersion,
            }
          : null,
        line: line !== null,
        line_official_account: officialAccount(config),
      }
    },

    /**
     * Starts a LINE Login. The state, nonce and PKCE verifier stay on the server; the browser that started it
     * holds a binding cookie, so a callback finished in another browser (a forwarded link) is refused.
     */
    async startLine(purpose: FlowPurpose, userId: string | null, ip: string) {
      const adapter = lineOn()
      if (purpose === 'link' && !userId) throw new DomainError('UNAUTHENTICATED')
      await rateLimiter.hit(`line-flow:address:${ip}`, FLOWS_PER_ADDRESS)
      const state = newOpaqueToken()
      const binding = newOpaqueToken()
      const nonce = newOpaqueToken()
      const codeVerifier = newOpaqueToken()
      const redirectUri = `${config.publicUrl}${CALLBACK_PAGES[purpose]}`
      const now = clock.now()
      await db.transaction(async (tx) => {
        await repo.deleteSignInFlowsBefore(tx, new Date(now.getTime() - 24 * 3_600_000))
        await repo.insertSignInFlow(tx, {
          stateHash: hashOpaqueToken(state),
          bindingHash: hashOpaqueToken(binding),
          purpose,
          userId: purpose === 'link' ? userId : null,
          nonce,
          codeVerifier,
          redirectUri,
          expiresAt: new Date(now.getTime() + SIGN_IN_FLOW_MINUTES * 60_000),
        })
      })
      const url = adapter.authorizeUrl({
        state,
        nonce,
        codeVerifier,
        redirectUri,
        offerFriend: purpose === 'link',
      })
      return { url, binding }
    },

    /**
     * Finishes a LINE Login: the flow is spent before LINE is asked, so a replayed code or state is refused
     * here whatever LINE would say; then LINE exchanges the code and its ID token is checked.
     */
    async finishLine(
      purpose: FlowPurpose,
      input: { code: string; state: string; binding: string | undefined; userId: string | null },
    ): Promise<LinePerson> {
      const adapter = lineOn()
      const now = clock.now()
      const flow = await db.transaction(async (tx) => {
        const row = await repo.lockSignInFlow(tx, hashOpaqueToken(input.state))
        if (!row || row.usedAt || row.expiresAt <= now || row.purpose !== purpose) return null
        await repo.spendSignInFlow(tx, row.id, now)
        return row
      })
      if (
        !flow ||
        !input.binding ||
        hashOpaqueToken(input.binding) !== flow.bindingHash ||
        (purpose === 'link' && flow.userId !== input.userId)
      ) {
        throw new DomainError('SIGN_IN_FLOW_INVALID')
      }
      return adapter.signIn({
        code: input.code,
        redirectUri: flow.redirectUri,
        codeVerifier: flow.codeVerifier,
        nonce: flow.nonce,
      })
    },

    /** A LINE person who is already a member signs in; anyone else is handed a ticket to register. */
    async loginWithLine(person: LinePerson, meta: RequestMeta): Promise<Issued | SignupNeeded> {
      const known = await repo.findIdentity(db, 'line', person.subject)
      if (known) return auth.signInAs(known.userId, meta)
      return { data: { signup_ticket: await tokens.signSignup(person), profile: person.profile } }
    },

    async registerWithLine(
      input: z.output<typeof registerLineFields>,
      image: Buffer | null,
      meta: RequestMeta,
    ): Promise<Issued> {
      lineOn()
      const signup = await tokens.verifySignup(input.signup_ticket)
      if (signup.profile.provider !== 'line') throw new DomainError('SIGNUP_TICKET_INVALID')
      return auth.registerWithProvider(
        input,
        {
          provider: 'line',
          subject: signup.subject,
          displayName: signup.profile.display_name,
          // Decision 029: the address LINE's signed ID token carried, as the signed ticket kept it.
          vouchedEmail: signup.profile.email,
        },
        image,
        meta,
      )
    },

    async facebookDetail(userToken: string) {
      const person = await facebookOn().inspect(userToken)
      const known = await repo.findIdentity(db, 'facebook', person.subject)
      return { registered: known !== null, profile: person.profile }
    },

    /** A known Facebook person signs in (200); anyone else registers with the form's fields (201). */
    async signInWithFacebook(
      input: z.output<typeof registerFacebookFields>,
      image: Buffer | null,
      meta: RequestMeta,
    ): Promise<{ issued: Issued; created: boolean }> {
      const person = await facebookOn().inspect(input.facebook_token)
      const known = await repo.findIdentity(db, 'facebook', person.subject)
      if (known) return { issued: await auth.signInAs(known.userId, meta), created: false }
      const fields = socialRegisterFields.safeParse(input)
      if (!fields.success) {
        throw new DomainError('VALIDATION_FAILED', {
          fields: fields.error.issues.map((issue) => ({
            field: String(issue.path[0] ?? ''),
            message: issue.code === 'invalid_type' ? 'กรุณากรอกข้อมูลนี้' : issue.message,
          })),
        })
      }
      const issued = await auth.registerWithProvider(
        fields.data,
        {
          provider: 'facebook',
          subject: person.subject,
          displayName: person.profile.display_name,
          // Decision 029: the address Facebook answered for this app's token.
          vouchedEmail: person.profile.email,
        },
        image,
        meta,
      )
      return { issued, created: true }
    },

    methodsOf,

    async linkFacebook(userId: string, userToken: string): Promise<SignInMethods> {
      const person = await facebookOn().inspect(userToken)
      await linkIdentity(userId, 'facebook', person)
      return methodsOf(userId)
    },

    async linkLine(userId: string, person: LinePerson): Promise<void> {
      await linkIdentity(userId, 'line', person)
    },

    /** Refused when it would leave the member no way to sign in (no password and no other provider). */
    async unlink(userId: string, provider: SignInProvider): Promise<SignInMethods> {
      await db.transaction(async (tx) => {
        const member = await repo.lockMemberSignIn(tx, userId)
        const identities = await repo.identitiesOf(tx, userId)
        if (!identities.some((i) => i.provider === provider)) throw new DomainError('IDENTITY_NOT_LINKED')
        const left = identities.length - 1 + (member.passwordHash !== null ? 1 : 0)
        if (left < 1) throw new DomainError('LAST_SIGN_IN_METHOD')
        await repo.deleteIdentity(tx, userId, provider)
      })
      return methodsOf(userId)
    },
  }

  async function linkIdentity(userId: string, provider: SignInProvider, person: LinePerson | FacebookPerson) {
    const owner = await repo.findIdentity(db, provider, person.subject)
    if (owner?.userId === userId) return
    if (owner) throw new DomainError('IDENTITY_TAKEN')
    await db.transaction(async (tx) => {
      await repo.lockMemberSignIn(tx, userId)
      await repo.insertIdentity(tx, {
        userId,
        provider,
        subject: person.subject,
        displayName: person.profile.display_name,
        linkedAt: clock.now(),
      })
    })
  }
}
export type SocialService = ReturnType<typeof createSocialService>

/** The LINE Official Account members add as a friend, and its add-friend link. */
export function officialAccount(config: Config) {
  const basicId = config.lineMessaging.officialAccountId
  return basicId
    ? { basic_id: basicId, add_friend_url: `https://line.me/R/ti/p/${encodeURIComponent(basicId)}` }
    : null
}
