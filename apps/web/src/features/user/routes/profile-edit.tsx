import { useNavigate } from 'react-router'
import { useCurrentUser } from '../../../lib/current-user'
import { paths } from '../../../lib/paths'
import { ButtonLink } from '../../../ui/button'
import { QueryState } from '../../../ui/query-states'
import { LoadingState } from '../../../ui/states'
import { ProfileForm } from '../components/profile-form'
import { profileSaved } from './profile-saved'
import { PageTitle } from '../../../ui/page-title'

/** SPEC 2 /profile/edit/{id?}: a member edits their own profile and avatar (the id, when given, is theirs). */
export default function ProfileEditPage() {
  const user = useCurrentUser()
  const navigate = useNavigate()
  return (
    <div className="mx-auto max-w-3xl px-3 py-8 sm:px-4">
      <PageTitle>แก้ไขโปรไฟล์ — Klass</PageTitle>
      <h1 className="text-3xl">แก้ไขโปรไฟล์</h1>
      <div className="mt-6 rounded-card bg-white p-5 shadow-sm ring-1 ring-brand-100 md:p-8">
        {/* A failed refetch must not unmount the form the member is filling in. */}
        <QueryState query={user} keepDataOnError loading={<LoadingState />}>
          {(profile) => (
            <ProfileForm
              profile={profile}
              variant="full"
              submitLabel="บันทึก"
              onDone={() => void navigate(paths.profile, { viewTransition: true, state: profileSaved })}
              secondaryAction={
                <ButtonLink to={paths.profile} variant="secondary" size="lg">
                  ยกเลิก
                </ButtonLink>
              }
            />
          )}
        </QueryState>
      </div>
    </div>
  )
}
