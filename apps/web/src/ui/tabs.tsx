import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from './cn'

export type TabItem = { id: string; label: ReactNode; content: () => ReactNode }

type TabsProps = {
  label: string
  items: readonly TabItem[]
  value: string
  onChange: (id: string) => void
  className?: string
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the selected tab is in the Tab order. */
export function Tabs({ label, items, value, onChange, className }: TabsProps) {
  const baseId = useId()
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  const selected = items.find((item) => item.id === value) ?? items[0]

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = items.findIndex((item) => item.id === selected?.id)
    const last = items.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    const item = items[next]
    if (!item) return
    onChange(item.id)
    tabRefs.current[next]?.focus()
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        // The tabs wrap onto more rows on a narrow screen: every tab stays in sight, none widens the page.
        className="flex flex-wrap gap-1 rounded-3xl bg-brand-50 p-1"
      >
        {items.map((item, index) => {
          const active = item.id === selected?.id
          return (
            <button
              key={item.id}
              ref={(el) => {
                tabRefs.current[index] = el
              }}
              id={`${baseId}-tab-${item.id}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onChange(item.id)}
              onKeyDown={onKeyDown}
              className={cn(
                'min-h-11 max-w-full flex-auto rounded-full px-4 py-1 text-sm font-semibold transition-colors',
                active ? 'bg-white text-brand-700 shadow-sm' : 'text-ink-soft hover:text-ink',
              )}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {selected && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${selected.id}`}
          aria-labelledby={`${baseId}-tab-${selected.id}`}
          tabIndex={0}
          className="mt-4 rounded-xl"
        >
          {selected.content()}
        </div>
      )}
    </div>
  )
}
