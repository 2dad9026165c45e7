import type { AdminCatchMeQuestion } from '@klass/contract/admin-learning'
import { useState } from 'react'
import { useCatchMeList } from '../api/learning-content'
import { ChoicesCard, PuzzleForm } from './choice-puzzle-form'
import { ContentSection, firstPage, queryOf } from './content-section'

/** Catch me if you can's questions: the list, and the form that adds or edits one. */
export function CatchMeEditor() {
  const [filters, setFilters] = useState(firstPage)
  const list = useCatchMeList(queryOf(filters))
  return (
    <ContentSection<AdminCatchMeQuestion>
      kind="catchMe"
      addLabel="เพิ่มคำถาม"
      listLabel="รายการคำถาม Catch me if you can"
      filters={filters}
      setFilters={setFilters}
      list={list}
      name={(q) => q.question}
      form={(item, done) => <PuzzleForm kind="catchMe" item={item} onDone={done} />}
      card={(q) => (
        <ChoicesCard prompt={q.question} answer={q.answer} wrong={q.wrong} explanation={q.explanation} />
      )}
    />
  )
}
