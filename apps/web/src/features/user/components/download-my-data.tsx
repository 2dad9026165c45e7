import { messageOf } from '../../../lib/error-message'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { useExportMemberData } from '../api/export-member-data'

/** Issue 19: everything Klass holds about the member, downloaded at once as one JSON file. */
export function DownloadMyData() {
  const download = useExportMemberData()
  return (
    <section aria-labelledby="download-my-data-title" className="space-y-3">
      <h3 id="download-my-data-title" className="text-lg text-ink">
        ดาวน์โหลดข้อมูลของฉัน
      </h3>
      <p className="text-sm text-ink-soft">
        ไฟล์ JSON ที่รวมข้อมูลทั้งหมดที่ Klass เก็บเกี่ยวกับคุณ: โปรไฟล์และความยินยอม ประวัติ koin skill point และ exp
        โพสต์ที่คุณเขียนพร้อมรูปภาพ ผลควิซและเกม อีเวนต์ ของรางวัลและการจัดส่ง ภารกิจ SUPERQUEST บัญชีฝึกออมและฝึกลงทุน
        ช่องทางเข้าสู่ระบบ และอุปกรณ์ที่เคยเข้าสู่ระบบ (ไม่มีรหัสผ่าน) ดาวน์โหลดได้ชั่วโมงละไม่เกิน 5 ครั้ง
      </p>
      {download.isSuccess && <Alert tone="success">ดาวน์โหลดไฟล์ข้อมูลของคุณแล้ว</Alert>}
      {download.isError && <Alert tone="error">{messageOf(download.error)}</Alert>}
      <Button variant="secondary" busy={download.isPending} onClick={() => download.mutate()}>
        ดาวน์โหลดข้อมูลของฉัน
      </Button>
    </section>
  )
}
