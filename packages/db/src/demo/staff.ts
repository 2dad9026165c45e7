import type { StaffRole } from '@klass/contract/staff'

/**
 * The demo back-office staff (issue 21), one per role, each signing in with the demo password and the
 * one-time codes of an authenticator app set up with `totpSecret`. These secrets are published in the
 * README for the demo only; a real deployment makes its first admin with `npm run admin -- create EMAIL`.
 */
export const demoStaff: ReadonlyArray<{
  email: string
  role: StaffRole
  displayName: string
  totpSecret: string
}> = [
  {
    email: 'admin@klass.test',
    role: 'admin',
    displayName: 'แอดมิน Klass',
    totpSecret: 'KLASSDEMOADMINSECRETFORDEMOONLY2',
  },
  {
    email: 'editor@klass.test',
    role: 'editor',
    displayName: 'พี่แนน บรรณาธิการ',
    totpSecret: 'KLASSDEMOEDITORSECRETFORDEMOONL3',
  },
  {
    email: 'campaign@klass.test',
    role: 'campaign',
    displayName: 'พี่โอ๊ต แคมเปญ',
    totpSecret: 'KLASSDEMOCAMPAIGNSECRETFORDEMOO4',
  },
  {
    email: 'support@klass.test',
    role: 'support',
    displayName: 'พี่ฝน ดูแลสมาชิก',
    totpSecret: 'KLASSDEMOSUPPORTSECRETFORDEMOON5',
  },
]
