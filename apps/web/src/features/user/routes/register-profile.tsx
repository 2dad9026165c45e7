import { useNavigate, useSearchParams } from 'react-router'
import { useCurrentUser } from '../../../lib/current-user'
import { REDIRECT_PARAM, safeRedirect } from '../../../lib/safe-redirect'
import { ButtonLink } from '../../../ui/button'
import { FormPage } from '../../../ui/form-page'
import { QueryState } from '../../../ui/query-states'
import { LoadingState } from '../../../ui/states'
import { ProfileForm } from '../components/profile-form'

/** SPEC 2 /register/profile (header hidden): display name, avatar, klass and learning goals after sign-up. */
export default function RegisterProfilePage() {
  const user = useCurrentUser()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const next = safeRedirect(params.get(REDIRECT_PARAM))
  return (
    <FormPage
      title="ตั้งค่าโปรไฟล์"
      subtitle="อีกนิดเดียว! บอกเราหน่อยว่าคุณเป็นใคร แล้วเริ่มสะสม koin กันเลย"
      aside={
        <div>
          <p className="font-display text-3xl">ยินดีต้อนรับสู่ Klass 🎉</p>
          <p className="mt-3 text-brand-100">เลือก KLASS และเป้าหมายการเรียนรู้ เพื่อให้เราแนะนำเนื้อหาที่ใช่สำหรับคุณ</p>
        </div>
      }
    >
      {/* A failed refetch must not unmount the form the member is filling in. */}
      <QueryState query={user} keepDataOnError loading={<LoadingState />}>
        {(profile) => (
          <ProfileForm
            profile={profile}
            variant="setup"
            submitLabel="บันทึกและเริ่มใช้งาน"
            onDone={() => void navigate(next, { replace: true, viewTransition: true })}
            secondaryAction={
              <ButtonLink to={next} replace variant="ghost" size="lg">
                ข้ามไปก่อน
              </ButtonLink>
            }
          />
        )}
      </QueryState>
    </FormPage>
  )
}
