import type { BigPrize } from '../api/get-big-prize'

/**
 * The draw's public record and how anyone checks it (docs/decisions/041-verifiable-big-prize-draw.md): the
 * commitment published before entries close, then the seed, every ticket in order and the winners.
 */
export function FairDraw({ draw, mine }: Pick<BigPrize, 'draw' | 'mine'>) {
  return (
    <section
      aria-labelledby="fair-draw"
      className="space-y-3 rounded-card bg-white p-5 ring-1 ring-brand-100"
    >
      <h2 id="fair-draw" className="text-xl">
        การจับรางวัลที่ตรวจสอบได้
      </h2>
      {draw.commitment ? (
        <p className="text-sm">
          ค่าคำมั่น (SHA-256 ของ seed ลับ) ที่ประกาศก่อนปิดรับสิทธิ์:{' '}
          <span className="font-mono break-all">{draw.commitment}</span>
        </p>
      ) : (
        <p className="text-sm">ทีมงานจะประกาศค่าคำมั่นของ seed ลับที่นี่ก่อนปิดรับสิทธิ์</p>
      )}
      <p className="text-sm">
        รหัสผู้ร่วมลุ้นของคุณในรอบนี้: <span className="font-mono">{mine.holder}</span>
        {mine.tickets.length > 0 && <> · สิทธิ์ของคุณ: {mine.tickets.join(', ')}</>}
      </p>
      {draw.seed && (
        <div className="space-y-2 text-sm">
          <p>
            seed ที่เปิดเผยเมื่อจับรางวัล: <span className="font-mono break-all">{draw.seed}</span>
          </p>
          <h3 className="font-semibold">ผู้โชคดี</h3>
          <ol className="list-decimal ps-5">
            {draw.winners.map((winner) => (
              <li key={winner.rank} className="break-words">
                {winner.name} · สิทธิ์ {winner.ticket} · รหัส <span className="font-mono">{winner.holder}</span>
              </li>
            ))}
          </ol>
          <details>
            <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
              รายการสิทธิ์ทั้งหมด {draw.tickets.length} สิทธิ์ (ตามลำดับ)
            </summary>
            <p className="font-mono text-xs break-all">
              {draw.tickets.map((ticket) => `${ticket.ticket}:${ticket.holder}`).join(' ')}
            </p>
          </details>
        </div>
      )}
      <details className="text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold">
          ตรวจผลด้วยตัวเองอย่างไร
        </summary>
        <ol className="list-decimal space-y-1 ps-5">
          <li>ก่อนปิดรับสิทธิ์ ทีมงานประกาศค่าคำมั่น คือ SHA-256 ของ seed ลับ จึงเปลี่ยน seed ภายหลังไม่ได้</li>
          <li>หลังจับรางวัล นำ seed ที่เปิดเผยไปคำนวณ SHA-256 (ตัวอักษร UTF-8) ผลต้องตรงกับค่าคำมั่นทุกตัวอักษร</li>
          <li>
            สำหรับทุกสิทธิ์ในรายการ คำนวณ HMAC-SHA256 โดยใช้ seed เป็นกุญแจ และเลขสิทธิ์ (เช่น 12-3) เป็นข้อความ
            ได้คะแนนเป็นเลขฐานสิบหก
          </li>
          <li>เรียงสิทธิ์จากคะแนนน้อยไปมาก ผู้ร่วมลุ้นแต่ละรหัสได้รางวัลครั้งเดียว ข้ามสิทธิ์ของรหัสที่ได้รางวัลแล้ว</li>
          <li>รหัสแรก ๆ ตามจำนวนรางวัล ({draw.winnerCount} รางวัล) คือผู้โชคดี ต้องตรงกับรายชื่อข้างบน</li>
        </ol>
        <p className="mt-2 text-ink-soft">
          คำสั่งตัวอย่าง: echo -n &quot;seed&quot; | sha256sum และ echo -n &quot;12-3&quot; | openssl dgst -sha256
          -hmac &quot;seed&quot;
        </p>
      </details>
    </section>
  )
}
