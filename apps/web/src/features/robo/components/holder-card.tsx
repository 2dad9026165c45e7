import type { AccountDetail } from '@klass/contract/robo'
import { roboPolicyLabels } from '@klass/contract/robo-constants'
import { useState } from 'react'
import { formatDate, formatLongDate } from '../../../lib/format'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { FigureList } from '../../../ui/figures'
import { useUpdateAccountImage } from '../api/update-account-image'
import { IdCardField, idCardProblem } from './id-card-field'

/** A new photo of the identity card, checked here and then by the API. */
function ReplaceIdCard({ accountId }: { accountId: string }) {
  const update = useUpdateAccountImage()
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  return (
    <div className="space-y-2">
      <IdCardField
        label="เปลี่ยนรูปถ่ายบัตรประชาชน"
        file={file}
        onFile={(next) => {
          setFile(next)
          setProblem(null)
          update.reset()
        }}
        error={problem ?? (update.error ? update.error.message : null)}
      />
      {update.isSuccess && <Alert tone="success">เปลี่ยนรูปบัตรประชาชนแล้ว</Alert>}
      <Button
        variant="secondary"
        busy={update.isPending}
        onClick={() => {
          const found = idCardProblem(file)
          setProblem(found)
          if (!found && file) update.mutate({ accountId, image: file })
        }}
      >
        บันทึกรูปใหม่
      </Button>
    </div>
  )
}

/**
 * The holder's details as the account keeps them: the ID shown by its last digits only, and the ID card photo
 * shown to its owner alone (the privacy document explains why it is kept).
 */
export function HolderCard({ account }: { account: AccountDetail }) {
  const { holder } = account
  return (
    <details className="rounded-card bg-white p-4 ring-1 ring-brand-100">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold">ข้อมูลผู้ถือบัญชี</summary>
      <div className="mt-3 space-y-4">
        <FigureList
          rows={[
            { label: 'ชื่อ-นามสกุล', value: `${holder.firstName} ${holder.lastName}` },
            { label: 'เลขประจำตัวประชาชน', value: holder.nationalIdMasked },
            { label: 'วันเกิด', value: formatLongDate(holder.birthDate) },
            { label: 'เบอร์โทรศัพท์', value: holder.phone },
            { label: 'ที่อยู่', value: holder.address },
            ...(holder.guardian
              ? [
                  {
                    label: 'ผู้ปกครอง',
                    value: `${holder.guardian.name} (${holder.guardian.relation}) ${holder.guardian.phone}`,
                  },
                ]
              : []),
          ]}
        />
        <ul className="text-sm text-ink-soft">
          {holder.policies.map((policy) => (
            <li key={policy.type}>
              ยอมรับ{roboPolicyLabels[policy.type]} ฉบับ {policy.version} เมื่อ {formatDate(policy.acceptedAt)}
            </li>
          ))}
        </ul>
        <img
          src={holder.idCardImage}
          alt="รูปถ่ายบัตรประชาชนที่ใช้เปิดบัญชี"
          className="max-h-48 w-auto max-w-full rounded-2xl ring-1 ring-brand-100"
        />
        <ReplaceIdCard accountId={account.id} />
      </div>
    </details>
  )
}
