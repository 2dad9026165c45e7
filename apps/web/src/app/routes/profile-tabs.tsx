import { lazy, Suspense } from 'react'
import { PurchaseHistory } from '../../features/store/components/purchase-history'
import { PremiumGiftHistory } from '../../features/superquest/components/premium-gift-history'
import { MoneyAnswers } from '../../features/quiz/components/money-answers'
import { useSignInMethods } from '../../features/user/api/sign-in-methods'
import type { TabItem } from '../../ui/tabs'
import { LoadingState } from '../../ui/states'

const MyPostsTab = lazy(() => import('../../features/posts/components/my-posts-tab'))
const AccountSecurity = lazy(() => import('../../features/auth/components/account-security'))
const MemberData = lazy(() => import('../../features/user/components/member-data'))

/**
 * Issue 19: the password (unless the member has none, having joined with LINE or Facebook) and the devices,
 * then the member's data: download it, the consents given, deleting the account.
 */
function AccountSecurityTab() {
  const methods = useSignInMethods()
  return (
    <Suspense fallback={<LoadingState label="กำลังโหลด…" />}>
      <div className="grid gap-4">
        <AccountSecurity hasPassword={methods.data?.password} />
        <MemberData />
      </div>
    </Suspense>
  )
}

/**
 * The profile tabs that belong to other areas of the product (my posts, purchases, premium gifts, money-quiz
 * answers, account security), after the koin and skill-point history. One row each.
 */
export const memberProfileTabs: readonly TabItem[] = [
  {
    id: 'my-posts',
    label: 'โพสต์ของฉัน',
    content: () => (
      <Suspense fallback={<LoadingState label="กำลังโหลดโพสต์ของฉัน…" />}>
        <MyPostsTab />
      </Suspense>
    ),
  },
  { id: 'purchases', label: 'ประวัติการแลกของรางวัล', content: () => <PurchaseHistory /> },
  { id: 'premium-gifts', label: 'ประวัติของรางวัลพรีเมียม', content: () => <PremiumGiftHistory /> },
  { id: 'money-answers', label: 'คำตอบ The Money Quiz', content: () => <MoneyAnswers /> },
  { id: 'security', label: 'ความปลอดภัยของบัญชี', content: () => <AccountSecurityTab /> },
]
