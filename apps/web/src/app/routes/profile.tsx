import { ProfilePage } from '../../features/user/routes/profile'
import { memberProfileTabs } from './profile-tabs'

/** SPEC 2 /profile: the member's own profile with the history tabs every area of the product adds. */
export default function Profile() {
  return <ProfilePage extraTabs={memberProfileTabs} />
}
