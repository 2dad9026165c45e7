import { demoStaff } from '@klass/db/demo/staff'
import type { Executor } from '@klass/db/client'
import { replaceSecondFactor, type SecretSealer } from '../modules/admin-core/second-factor'

/**
 * The demo staff's authenticator apps, already set up with the published demo secrets (demo/staff.ts): each
 * signs in with the demo password and a code from an app given that secret.
 */
export async function loadDemoStaff(
  tx: Executor,
  options: { vault: SecretSealer; members: ReadonlyMap<string, string>; now: Date },
): Promise<void> {
  for (const staff of demoStaff) {
    const id = options.members.get(staff.email)
    if (!id) throw new Error(`the demo staff member ${staff.email} is not among the demo members`)
    await replaceSecondFactor(
      tx,
      options.vault,
      { id, email: staff.email },
      { secret: staff.totpSecret, confirmedAt: options.now },
    )
  }
}
