import { publicVariables } from '../../lib/config'
import { Card } from '../../ui/card'
import { PageTitle } from '../../ui/page-title'

const labels: Record<keyof ReturnType<typeof publicVariables>, string> = {
  version: 'เวอร์ชัน',
  buildTime: 'เวลาที่สร้าง (build)',
  apiBase: 'ที่อยู่ API',
  captcha: 'Captcha',
  tagManager: 'Tag Manager',
  analytics: 'Analytics',
  grayscale: 'โหมดสีเทา',
}

/** SPEC 2 /ShowVariable: the public runtime configuration — never a secret. */
export default function ShowVariablePage() {
  const variables = publicVariables()
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <PageTitle>ShowVariable — Klass</PageTitle>
      <h1 className="text-3xl">ค่าการตั้งค่าของระบบ</h1>
      <p className="mt-2 text-ink-soft">ข้อมูลสาธารณะสำหรับตรวจสอบเวอร์ชันและการเชื่อมต่อ ไม่มีข้อมูลลับ</p>
      <Card className="mt-6">
        <dl className="divide-y divide-brand-100">
          {(Object.keys(labels) as Array<keyof typeof labels>).map((key) => (
            <div key={key} className="grid grid-cols-[10rem_1fr] gap-4 py-3">
              <dt className="font-semibold">{labels[key]}</dt>
              <dd className="break-all font-mono text-sm" data-variable={key}>
                {variables[key]}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  )
}
