import { useEffect, useState } from 'react'

function secondsLeft(deadline: string) {
  return Math.max(0, Math.ceil((Date.parse(deadline) - Date.now()) / 1000))
}

function clock(seconds: number) {
  const minutes = Math.floor(seconds / 60)
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}

/** Minutes left that are read out to screen readers (the clock itself is not, every second would be noise). */
const announced = new Set([20, 10, 5, 1])

/**
 * The final exam's time left, counted down to the server's deadline. It shows mm:ss, tells screen readers
 * at a few moments, and calls `onExpire` once when the time is up.
 */
export function Countdown({ deadline, onExpire }: { deadline: string; onExpire: () => void }) {
  const [left, setLeft] = useState(() => secondsLeft(deadline))

  useEffect(() => {
    const timer = window.setInterval(() => setLeft(secondsLeft(deadline)), 1000)
    return () => window.clearInterval(timer)
  }, [deadline])

  useEffect(() => {
    if (left === 0) onExpire()
  }, [left, onExpire])

  const minutes = Math.ceil(left / 60)
  const urgent = left <= 60
  return (
    <div className="sticky top-2 z-10 flex justify-center">
      <div
        role="timer"
        aria-label={`เวลาที่เหลือ ${Math.floor(left / 60)} นาที ${left % 60} วินาที`}
        className={
          urgent
            ? 'rounded-full bg-coral-700 px-4 py-2 font-display text-lg text-white shadow'
            : 'rounded-full bg-brand-700 px-4 py-2 font-display text-lg text-white shadow'
        }
      >
        <span aria-hidden="true">เหลือเวลา {clock(left)}</span>
      </div>
      <p className="sr-only" aria-live="polite">
        {left === 0
          ? 'หมดเวลาแล้ว'
          : announced.has(minutes) && left % 60 === 0
            ? `เหลือเวลา ${minutes} นาที`
            : ''}
      </p>
    </div>
  )
}
