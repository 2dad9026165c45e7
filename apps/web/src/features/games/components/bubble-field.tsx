import { useEffect, useRef } from 'react'

/** Pixels per second a bubble drifts: slow enough to read and catch on a phone. */
const SPEED = 38
const BUBBLE = 112

type Mover = { x: number; y: number; dx: number; dy: number }

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

/** Where bubbles rest when nothing moves: a tidy two-by-two layout. */
function restingPlace(index: number, width: number, height: number): Mover {
  const col = index % 2
  const row = Math.floor(index / 2)
  return {
    x: ((col + 0.5) * width) / 2 - BUBBLE / 2,
    y: ((row + 0.5) * height) / 2 - BUBBLE / 2,
    dx: 0,
    dy: 0,
  }
}

/**
 * Bubbles that touch bounce off each other (equal masses: they swap their speeds along the line between
 * them) and are pushed apart, so two answers never sit on top of each other.
 */
function bounceApart(movers: Mover[]) {
  for (let i = 0; i < movers.length; i++) {
    for (let j = i + 1; j < movers.length; j++) {
      const a = movers[i]!
      const b = movers[j]!
      const dx = b.x - a.x
      const dy = b.y - a.y
      const distance = Math.hypot(dx, dy) || 1
      if (distance >= BUBBLE) continue
      const nx = dx / distance
      const ny = dy / distance
      const closing = (a.dx - b.dx) * nx + (a.dy - b.dy) * ny
      if (closing > 0) {
        a.dx -= closing * nx
        a.dy -= closing * ny
        b.dx += closing * nx
        b.dy += closing * ny
      }
      const push = (BUBBLE - distance) / 2
      a.x -= nx * push
      a.y -= ny * push
      b.x += nx * push
      b.y += ny * push
    }
  }
}

/**
 * The catch-me play field: answer bubbles drifting over a canvas. Each bubble is a real button, so it can be
 * reached by Tab and read by screen readers; the canvas only paints the water. Movement stops while the tab
 * is hidden (visibilitychange) and never starts for people who prefer reduced motion.
 */
export function BubbleField({
  roundKey,
  choices,
  disabled,
  onPick,
}: {
  roundKey: string
  choices: readonly string[]
  disabled: boolean
  onPick: (index: number) => void
}) {
  const field = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const bubbles = useRef<(HTMLButtonElement | null)[]>([])

  useEffect(() => {
    const box = field.current
    if (!box) return
    const width = box.clientWidth || 320
    const height = box.clientHeight || 288
    const still = prefersReducedMotion()
    const movers: Mover[] = choices.map((_, i) => {
      const rest = restingPlace(i, width, height)
      if (still) return rest
      const angle = ((i * 97 + roundKey.length * 31) % 360) * (Math.PI / 180)
      return { ...rest, dx: Math.cos(angle) * SPEED, dy: Math.sin(angle) * SPEED }
    })
    const place = () =>
      movers.forEach((m, i) => {
        const el = bubbles.current[i]
        if (el) el.style.transform = `translate(${m.x}px, ${m.y}px)`
      })
    const context = canvas.current?.getContext?.('2d') ?? null
    const paint = (time: number) => {
      if (!context || !canvas.current) return
      canvas.current.width = width
      canvas.current.height = height
      context.clearRect(0, 0, width, height)
      for (let i = 0; i < 14; i++) {
        const y = (height - ((time / 40 + i * 53) % (height + 20))) | 0
        context.beginPath()
        context.arc((i * 71) % width, y, 3 + (i % 4), 0, Math.PI * 2)
        context.fillStyle = 'rgba(109, 72, 251, 0.15)'
        context.fill()
      }
    }
    place()
    paint(0)
    if (still) return

    let frame = 0
    let last: number | null = null
    const step = (time: number) => {
      const seconds = last === null ? 0 : Math.min(0.05, (time - last) / 1000)
      last = time
      for (const m of movers) {
        m.x += m.dx * seconds
        m.y += m.dy * seconds
        if (m.x < 0 || m.x > width - BUBBLE) m.dx = -m.dx
        if (m.y < 0 || m.y > height - BUBBLE) m.dy = -m.dy
        m.x = Math.max(0, Math.min(width - BUBBLE, m.x))
        m.y = Math.max(0, Math.min(height - BUBBLE, m.y))
      }
      bounceApart(movers)
      place()
      paint(time)
      frame = requestAnimationFrame(step)
    }
    const run = () => {
      cancelAnimationFrame(frame)
      last = null
      if (!document.hidden) frame = requestAnimationFrame(step)
    }
    run()
    document.addEventListener('visibilitychange', run)
    return () => {
      cancelAnimationFrame(frame)
      document.removeEventListener('visibilitychange', run)
    }
  }, [roundKey, choices])

  return (
    <div
      ref={field}
      role="group"
      aria-label="ฟองคำตอบ"
      className="relative h-72 overflow-hidden rounded-card bg-gradient-to-b from-brand-50 to-mint-100 sm:h-80"
    >
      <canvas ref={canvas} aria-hidden="true" className="absolute inset-0 size-full" />
      {choices.map((choice, i) => (
        <button
          key={`${roundKey}-${i}`}
          ref={(el) => {
            bubbles.current[i] = el
          }}
          type="button"
          disabled={disabled}
          onClick={() => onPick(i)}
          className="absolute top-0 left-0 flex size-28 items-center justify-center rounded-full bg-white/95 p-2 text-center text-sm leading-tight font-semibold text-brand-800 shadow-md ring-2 ring-brand-300 hover:bg-sun-100 focus-visible:ring-4 focus-visible:ring-brand-600 disabled:opacity-60"
        >
          {choice}
        </button>
      ))}
    </div>
  )
}
