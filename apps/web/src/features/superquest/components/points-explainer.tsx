import type { ReactNode } from 'react'

/** A short Thai answer that opens by tap (or Enter), for a word the member may not know. */
function Explainer({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group rounded-2xl bg-white/70 px-3 text-sm ring-1 ring-brand-100">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-brand-700">
        <span aria-hidden="true">ⓘ</span>
        {question}
      </summary>
      <div className="pb-3 text-ink">{children}</div>
    </details>
  )
}

/** What skill points are, where they come from and what they are for. */
export function SkillPointExplainer() {
  return (
    <Explainer question="skill point คืออะไร">
      skill point คือคะแนนทักษะที่ได้จากการเรียนรู้ เช่น ตอบควิซถูก และเขียนสรุปบทความของทีม Klass ใช้แลกสิทธิ์ลุ้นรางวัลใหญ่ (Big
      Prize) ได้ ต่างจาก koin ที่ใช้แลกของรางวัลและซื้อสิทธิ์ต่าง ๆ
    </Explainer>
  )
}

/** What exp is, where it comes from and what it does. */
export function ExpExplainer() {
  return (
    <Explainer question="exp คืออะไร">
      exp คือแต้มประสบการณ์ ได้จากการทำควิซ (ตอบถูกได้มากขึ้น และได้เพิ่มเมื่อเข้าร่วมทำ) สะสมครบตามเกณฑ์แล้วเลเวลจะขึ้น และรับ
      koin หรือของรางวัลประจำเลเวลได้ exp ไม่ถูกใช้หมดไปเมื่อรับรางวัล
    </Explainer>
  )
}
