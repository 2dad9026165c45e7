import { cn } from './cn'

const palette = ['bg-brand-500', 'bg-mint-700', 'bg-coral-700', 'bg-brand-800']

/** A member's picture, or their initial on a colour when they have none. Decorative: the name is shown beside it. */
export function Avatar({
  src,
  name,
  size = 40,
  className,
}: {
  src?: string | null
  name: string
  size?: number
  className?: string
}) {
  const style = { width: size, height: size }
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        style={style}
        className={cn('shrink-0 rounded-full object-cover ring-2 ring-white', className)}
      />
    )
  }
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?'
  const colour = palette[[...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % palette.length]
  return (
    <span
      aria-hidden="true"
      style={{ ...style, fontSize: size * 0.42 }}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full font-display text-white ring-2 ring-white',
        colour,
        className,
      )}
    >
      {initial}
    </span>
  )
}
