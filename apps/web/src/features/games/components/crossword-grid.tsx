import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import type { CrosswordClue, CrosswordDirection } from '@klass/contract/games'
import { crosswordCells } from '@klass/contract/games-constants'
import { cn } from '../../../ui/cn'

export type CrosswordShape = { rows: number; cols: number; clues: CrosswordClue[] }
type Place = { clue: CrosswordClue; position: number }
/** What each letter cell belongs to: the words through it and the number printed in it. */
type CellInfo = { words: Place[]; number: number | null }

const directionLabel: Record<CrosswordDirection, string> = { across: 'แนวนอน', down: 'แนวตั้ง' }
const key = (row: number, col: number) => `${row}:${col}`

export function crosswordLayout(shape: CrosswordShape) {
  const cells = new Map<string, CellInfo>()
  for (const clue of shape.clues) {
    crosswordCells(clue, clue.length).forEach((cell, position) => {
      const info = cells.get(key(cell.row, cell.col)) ?? { words: [], number: null }
      info.words.push({ clue, position })
      if (position === 0) info.number = clue.number
      cells.set(key(cell.row, cell.col), info)
    })
  }
  return cells
}

/** The filled grid as the server reads it: one string per row, a space for every empty cell or block. */
export function gridRows(shape: CrosswordShape, letters: Record<string, string>): string[] {
  return Array.from({ length: shape.rows }, (_, row) =>
    Array.from({ length: shape.cols }, (_, col) => letters[key(row, col)] || ' ').join(''),
  )
}

/**
 * An accessible crossword: every letter cell is a labelled text field; typing fills a cell and moves on
 * along the word, arrow keys move between cells, Backspace goes back, and a clue in the list jumps to its
 * first cell. After the check, cells of right words turn green.
 */
export function CrosswordGrid({
  shape,
  letters,
  onLetters,
  rightCells,
  locked,
}: {
  shape: CrosswordShape
  letters: Record<string, string>
  onLetters: (next: Record<string, string>) => void
  rightCells: Set<string> | null
  locked: boolean
}) {
  const layout = useMemo(() => crosswordLayout(shape), [shape])
  const inputs = useRef(new Map<string, HTMLInputElement>())
  const [direction, setDirection] = useState<CrosswordDirection>(shape.clues[0]?.direction ?? 'across')

  const focusCell = (row: number, col: number) => inputs.current.get(key(row, col))?.focus()
  // A new crossword starts at its first clue, ready to type (focusing the cell sets the direction).
  useEffect(() => {
    const first = shape.clues[0]
    if (first) inputs.current.get(key(first.row, first.col))?.focus()
  }, [shape])
  /** The next letter cell from (row, col) going (dr, dc), skipping blocks; null at the edge. */
  const nextCell = (row: number, col: number, dr: number, dc: number) => {
    for (
      let r = row + dr, c = col + dc;
      r >= 0 && c >= 0 && r < shape.rows && c < shape.cols;
      r += dr, c += dc
    ) {
      if (layout.has(key(r, c))) return { row: r, col: c }
    }
    return null
  }
  const along = (dir: CrosswordDirection, forward: boolean) => {
    const step = forward ? 1 : -1
    return dir === 'across' ? ([0, step] as const) : ([step, 0] as const)
  }
  const write = (row: number, col: number, letter: string) =>
    onLetters({ ...letters, [key(row, col)]: letter })
  /** After a letter: the next cell of the word being filled, if the word goes on. */
  const advance = (row: number, col: number) => {
    const [dr, dc] = along(direction, true)
    if (layout.has(key(row + dr, col + dc))) focusCell(row + dr, col + dc)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, col: number) => {
    const arrows: Record<string, [number, number, CrosswordDirection]> = {
      ArrowRight: [0, 1, 'across'],
      ArrowLeft: [0, -1, 'across'],
      ArrowDown: [1, 0, 'down'],
      ArrowUp: [-1, 0, 'down'],
    }
    const arrow = arrows[event.key]
    if (arrow) {
      event.preventDefault()
      setDirection(arrow[2])
      const target = nextCell(row, col, arrow[0], arrow[1])
      if (target) focusCell(target.row, target.col)
      return
    }
    if (locked) return
    if (event.key === 'Backspace') {
      event.preventDefault()
      if (letters[key(row, col)]) return write(row, col, '')
      const [dr, dc] = along(direction, false)
      if (layout.has(key(row + dr, col + dc))) {
        onLetters({ ...letters, [key(row + dr, col + dc)]: '' })
        focusCell(row + dr, col + dc)
      }
      return
    }
    if (/^[a-z]$/i.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault()
      write(row, col, event.key.toUpperCase())
      advance(row, col)
    }
  }

  /** Phone keyboards that send no key name land here: keep the last English letter typed. */
  const onChange = (value: string, row: number, col: number) => {
    const letter = value
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(-1)
    write(row, col, letter)
    if (letter) advance(row, col)
  }

  const onFocus = (row: number, col: number) => {
    const words = layout.get(key(row, col))?.words ?? []
    if (!words.some((w) => w.clue.direction === direction) && words[0]) setDirection(words[0].clue.direction)
  }

  const jumpTo = (clue: CrosswordClue) => {
    setDirection(clue.direction)
    focusCell(clue.row, clue.col)
  }

  return (
    <div className="grid gap-5 md:grid-cols-[auto_1fr]">
      <div
        role="group"
        aria-label={`ตารางอักษรไขว้ ${shape.rows} แถว ${shape.cols} คอลัมน์`}
        className="grid w-full max-w-md gap-0.5"
        style={{ gridTemplateColumns: `repeat(${shape.cols}, minmax(0, 2.5rem))` }}
      >
        {Array.from({ length: shape.rows * shape.cols }, (_, i) => {
          const row = Math.floor(i / shape.cols)
          const col = i % shape.cols
          const info = layout.get(key(row, col))
          if (!info) return <div key={i} aria-hidden="true" className="aspect-square" />
          const right = rightCells?.has(key(row, col))
          const label = [
            `แถว ${row + 1} ช่อง ${col + 1}`,
            ...info.words.map(
              (w) => `ข้อ ${w.clue.number} ${directionLabel[w.clue.direction]} ตัวที่ ${w.position + 1}`,
            ),
            ...(rightCells ? [right ? 'ถูก' : 'ยังไม่ถูก'] : []),
          ].join(', ')
          return (
            <div key={i} className="relative aspect-square">
              {info.number !== null && (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-0 left-0.5 text-[10px] leading-none text-ink-soft"
                >
                  {info.number}
                </span>
              )}
              <input
                ref={(el) => {
                  if (el) inputs.current.set(key(row, col), el)
                  else inputs.current.delete(key(row, col))
                }}
                aria-label={label}
                value={letters[key(row, col)] ?? ''}
                readOnly={locked}
                maxLength={2}
                autoCapitalize="characters"
                autoComplete="off"
                spellCheck={false}
                inputMode="text"
                onKeyDown={(event) => onKeyDown(event, row, col)}
                onChange={(event) => onChange(event.target.value, row, col)}
                onFocus={() => onFocus(row, col)}
                className={cn(
                  'size-full rounded-md border text-center text-lg font-bold uppercase caret-transparent outline-none focus:ring-2 focus:ring-brand-600',
                  rightCells === null && 'border-brand-300 bg-white text-ink',
                  right === true && 'border-mint-500 bg-mint-100 text-mint-700',
                  rightCells !== null && !right && 'border-coral-500 bg-coral-100 text-coral-700',
                )}
              />
            </div>
          )
        })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-1">
        {(['across', 'down'] as const).map((dir) => (
          <section key={dir} aria-labelledby={`clues-${dir}`}>
            <h3 id={`clues-${dir}`} className="mb-1 text-lg">
              {directionLabel[dir]}
            </h3>
            <ul className="space-y-1">
              {shape.clues
                .filter((c) => c.direction === dir)
                .map((clue) => (
                  <li key={`${clue.number}-${dir}`}>
                    <button
                      type="button"
                      onClick={() => jumpTo(clue)}
                      className="w-full rounded-lg px-2 py-1 text-left text-sm hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600"
                    >
                      <strong>{clue.number}.</strong> {clue.clue} ({clue.length} ตัวอักษร)
                    </button>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
