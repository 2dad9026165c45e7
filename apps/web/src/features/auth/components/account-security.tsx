import { Card } from '../../../ui/card'
import { ChangePasswordForm } from './change-password-form'
import { SignedInDevices } from './signed-in-devices'

/**
 * Issue 19 (members' control): the profile's account-security tab, the password and the signed-in devices.
 * Loaded with the tab (it brings the strength meter), never with the profile itself.
 */
export default function AccountSecurity({ hasPassword }: { hasPassword?: boolean }) {
  return (
    <div className="grid gap-4">
      <Card className="p-4 sm:p-5">
        <ChangePasswordForm hasPassword={hasPassword} />
      </Card>
      <Card className="p-4 sm:p-5">
        <SignedInDevices />
      </Card>
    </div>
  )
}
