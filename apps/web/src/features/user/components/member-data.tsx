import { useCurrentUser } from '../../../lib/current-user'
import { Card } from '../../../ui/card'
import { useSignInMethods } from '../api/sign-in-methods'
import { DeleteAccount } from './delete-account'
import { DownloadMyData } from './download-my-data'
import { MyConsents } from './my-consents'

/**
 * Issue 19 (decision 031): the member's control of their data, under the account-security tab — download it,
 * the consents given, and deleting the account.
 */
export default function MemberData() {
  const user = useCurrentUser()
  const methods = useSignInMethods()
  return (
    <div className="grid gap-4">
      <Card className="p-4 sm:p-5">
        <DownloadMyData />
      </Card>
      <Card className="p-4 sm:p-5">
        <MyConsents />
      </Card>
      {user.data && methods.data && (
        <Card className="p-4 sm:p-5">
          <DeleteAccount email={user.data.email} hasPassword={methods.data.password} />
        </Card>
      )}
    </div>
  )
}
