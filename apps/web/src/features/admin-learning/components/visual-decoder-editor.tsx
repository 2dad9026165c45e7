import type { AdminVisualPuzzle } from '@klass/contract/admin-learning'
import { useState } from 'react'
import { useVisualList } from '../api/learning-content'
import { ChoicesCard, PuzzleForm } from './choice-puzzle-form'
import { ContentSection, firstPage, queryOf } from './content-section'

/** Visual Decoder's puzzles: the list with each one's set, and the form that adds or edits one. */
export function VisualDecoderEditor() {
  const [filters, setFilters] = useState(firstPage)
  const list = useVisualList(queryOf(filters))
  return (
    <ContentSection<AdminVisualPuzzle>
      kind="visual"
      addLabel="เพิ่มโจทย์"
      listLabel="รายการโจทย์ Visual Decoder"
      filters={filters}
      setFilters={setFilters}
      list={list}
      name={(p) => `${p.picture} ${p.answer}`}
      form={(item, done) => <PuzzleForm kind="visual" item={item} onDone={done} />}
      card={(p) => (
        <>
          <p className="text-xs text-ink-soft">ชุด {p.setTitle}</p>
          <ChoicesCard prompt={p.picture} answer={p.answer} wrong={p.wrong} explanation={p.explanation} />
        </>
      )}
    />
  )
}
