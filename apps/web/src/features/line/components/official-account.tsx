import { useSignInProviders } from '../../../lib/sign-in-providers'
import { buttonClass } from '../../../ui/button'
import { LineIcon } from '../../../ui/icons'

/** "Add friend" for the product's LINE Official Account, when the site has one. */
export function OfficialAccountButton() {
  const account = useSignInProviders().data?.line_official_account
  if (!account) return null
  return (
    <a
      href={account.add_friend_url}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass('primary', 'lg', 'w-full')}
    >
      <LineIcon className="size-6" aria-hidden="true" />
      เพิ่มเพื่อน {account.basic_id}
    </a>
  )
}
