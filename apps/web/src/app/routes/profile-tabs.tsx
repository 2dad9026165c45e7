import { PurchaseHistory } from '../../features/store/components/purchase-history'
import { PremiumGiftHistory } from '../../features/superquest/components/premium-gift-history'
import type { TabItem } from '../../ui/tabs'

/**
 * The profile tabs that belong to other areas of the product (my posts, purchases, premium gifts, money-quiz
 * answers), after the koin and skill-point history. One row each.
 */
export const memberProfileTabs: readonly TabItem[] = [
  { id: 'purchases', label: 'ประวัติการแลกของรางวัล', content: () => <PurchaseHistory /> },
  { id: 'premium-gifts', label: 'ประวัติของรางวัลพรีเมียม', content: () => <PremiumGiftHistory /> },
]
