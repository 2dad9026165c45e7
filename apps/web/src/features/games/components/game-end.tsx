import { useEffect, useRef, type ReactNode } from 'react'
import type { GameEnd } from '@klass/contract/games'
import { formatKoin } from '../../../lib/format'
import { paths } from '../../../lib/paths'
import { Button, ButtonLink } from '../../../ui/button'
import { Card } from '../../../ui/card'

/**
 * The end of a play: the server's score, the koins it gave, and play again (left out when the page offers
 * something else, such as buying a play). Focus moves here.
 */
export function GameEndPanel({
  end,
  onPlayAgain,
  busy = false,
  title = 'จบเกมแล้ว!',
  children,
}: {
  end: GameEnd
  onPlayAgain?: (() => void) | undefined
  busy?: boolean
  title?: string
  children?: ReactNode
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <Card className="space-y-3 text-center">
      <h2 ref={heading} tabIndex={-1} className="text-2xl outline-none">
        {title}
      </h2>
      <p className="text-lg">
        คะแนน <strong className="text-3xl text-brand-700">{end.score}</strong> / {end.maxScore}
      </p>
      <p className="text-lg">
        ได้รับ <strong className="text-mint-700">+{formatKoin(end.koinEarned)} koin</strong>
        <span className="block text-sm text-ink-soft">koin คงเหลือ {formatKoin(end.koin)}</span>
      </p>
      {end.capReached && (
        <p className="rounded-2xl bg-sun-100 px-3 py-2 text-sm text-ink">
          วันนี้เกมนี้ให้ koin ครบตามเพดานแล้ว เล่นต่อเพื่อฝึกได้ พรุ่งนี้มารับ koin ใหม่นะ
        </p>
      )}
      {children}
      <div className="flex flex-wrap justify-center gap-3 pt-2">
        {onPlayAgain && (
          <Button onClick={onPlayAgain} busy={busy}>
            เล่นอีกครั้ง
          </Button>
        )}
        <ButtonLink to={paths.games} variant="secondary">
          กลับหน้าเกม
        </ButtonLink>
      </div>
    </Card>
  )
}
