import { cn } from '../../../ui/cn'

/** Whether the goal's expected value reaches its target; null before anything is invested. */
export function TrackBadge({ onTrack, className }: { onTrack: boolean | null; className?: string }) {
  const text = onTrack === null ? 'ยังไม่ได้ลงทุน' : onTrack ? 'ตามแผน ถึงเป้าหมาย' : 'ต่ำกว่าแผน'
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1',
        onTrack === null && 'bg-canvas text-ink-soft ring-brand-100',
        onTrack === true && 'bg-mint-100 text-mint-700 ring-mint-500/30',
        onTrack === false && 'bg-coral-100 text-coral-700 ring-coral-500/30',
        className,
      )}
    >
      {text}
    </span>
  )
}
