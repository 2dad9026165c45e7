import type { AdminHangmanWord } from '@klass/contract/admin-learning'
import { hangmanWordOf, hangmanWordProblems } from '@klass/contract/admin-learning-rules'
import { useState } from 'react'
import { TextField } from '../../../ui/field'
import { useHangmanList, useSaveContent } from '../api/learning-content'
import { ContentForm, problemsOf, TextArea } from './content-parts'
import { ContentSection, firstPage, queryOf } from './content-section'

function HangmanForm({ word, onDone }: { word: AdminHangmanWord | null; onDone: () => void }) {
  const [draft, setDraft] = useState({
    word: word?.word ?? '',
    hint: word?.hint ?? '',
    explanation: word?.explanation ?? '',
  })
  const [local, setLocal] = useState<Record<string, string>>({})
  const save = useSaveContent('hangman')
  const problems = problemsOf(local, save.error, ['word', 'hint', 'explanation'])
  return (
    <ContentForm
      title={word ? 'แก้ไขคำศัพท์ Hangman' : 'เพิ่มคำศัพท์ Hangman'}
      busy={save.isPending}
      message={problems.message}
      onCancel={onDone}
      onSubmit={() => {
        const found = hangmanWordProblems(draft)
        setLocal(found)
        if (Object.keys(found).length === 0)
          save.mutate(
            { id: word?.id, body: { ...draft, word: hangmanWordOf(draft.word) } },
            { onSuccess: onDone },
          )
      }}
    >
      <TextField
        label="คำศัพท์ (ภาษาอังกฤษ A–Z)"
        value={draft.word}
        maxLength={40}
        autoCapitalize="characters"
        onChange={(e) => setDraft({ ...draft, word: e.target.value })}
        error={problems.fields.word}
      />
      <TextField
        label="คำใบ้ (ภาษาไทย)"
        value={draft.hint}
        maxLength={300}
        onChange={(e) => setDraft({ ...draft, hint: e.target.value })}
        error={problems.fields.hint}
      />
      <TextArea
        label="คำอธิบายเมื่อเฉลย"
        value={draft.explanation}
        onChange={(explanation) => setDraft({ ...draft, explanation })}
        error={problems.fields.explanation}
      />
    </ContentForm>
  )
}

/** Hangman's words: the list, and the form that adds or edits one. */
export function HangmanEditor() {
  const [filters, setFilters] = useState(firstPage)
  const list = useHangmanList(queryOf(filters))
  return (
    <ContentSection<AdminHangmanWord>
      kind="hangman"
      addLabel="เพิ่มคำศัพท์"
      listLabel="รายการคำศัพท์ Hangman"
      filters={filters}
      setFilters={setFilters}
      list={list}
      name={(w) => w.word}
      form={(item, done) => <HangmanForm word={item} onDone={done} />}
      card={(w) => (
        <>
          <p className="font-mono text-lg font-bold tracking-widest break-all">{w.word}</p>
          <p className="text-sm">คำใบ้: {w.hint}</p>
          <p className="text-sm break-words text-ink-soft">{w.explanation}</p>
        </>
      )}
    />
  )
}
