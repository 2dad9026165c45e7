import type { AdminCrossword } from '@klass/contract/admin-learning'
import {
  CROSSWORD_WORDS_MAX,
  CROSSWORD_WORDS_MIN,
  crosswordProblems,
} from '@klass/contract/admin-learning-rules'
import { useState } from 'react'
import { Button } from '../../../ui/button'
import { SelectField, TextField } from '../../../ui/field'
import { useCrosswordList, useSaveContent } from '../api/learning-content'
import { ContentForm, problemsOf } from './content-parts'
import { ContentSection, firstPage, queryOf } from './content-section'

type WordDraft = { row: string; col: string; direction: 'across' | 'down'; answer: string; clue: string }
const emptyWord: WordDraft = { row: '1', col: '1', direction: 'across', answer: '', clue: '' }

/** Staff count rows and columns from 1; the grid keeps them from 0. */
function placementsOf(words: WordDraft[]) {
  return words.map((w) => ({
    row: Number(w.row) - 1,
    col: Number(w.col) - 1,
    direction: w.direction,
    answer: w.answer.trim().toUpperCase(),
    clue: w.clue,
  }))
}

function CrosswordForm({ crossword, onDone }: { crossword: AdminCrossword | null; onDone: () => void }) {
  const [title, setTitle] = useState(crossword?.title ?? '')
  const [words, setWords] = useState<WordDraft[]>(
    crossword
      ? crossword.words.map((w) => ({ ...w, row: String(w.row + 1), col: String(w.col + 1) }))
      : [emptyWord, { ...emptyWord, direction: 'down' }],
  )
  const [local, setLocal] = useState<Record<string, string>>({})
  const save = useSaveContent('crossword')
  const problems = problemsOf(local, save.error, ['title', 'words', ...words.map((_, i) => `words.${i}`)])
  const change = (index: number, patch: Partial<WordDraft>) =>
    setWords(words.map((w, i) => (i === index ? { ...w, ...patch } : w)))
  return (
    <ContentForm
      title={crossword ? 'แก้ไขปริศนาอักษรไขว้' : 'เพิ่มปริศนาอักษรไขว้'}
      busy={save.isPending}
      message={problems.message}
      onCancel={onDone}
      onSubmit={() => {
        const body = { title, words: placementsOf(words) }
        const found = crosswordProblems(body)
        setLocal(found)
        if (Object.keys(found).length === 0) save.mutate({ id: crossword?.id, body }, { onSuccess: onDone })
      }}
    >
      <TextField
        label="ชื่อชุด"
        value={title}
        maxLength={100}
        onChange={(e) => setTitle(e.target.value)}
        error={problems.fields.title}
      />
      <p className="text-sm text-ink-soft">
        วางคำจากช่องแรก (แถวและคอลัมน์นับจาก 1) ตามแนวนอนหรือแนวตั้ง คำที่ตัดกันต้องใช้ตัวอักษรเดียวกันในช่องที่ตัดกัน
      </p>
      {words.map((word, index) => (
        <fieldset key={index} className="space-y-3 rounded-2xl p-3 ring-1 ring-brand-100">
          <legend className="px-1 text-sm font-semibold">คำที่ {index + 1}</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <TextField
              label="แถว"
              inputMode="numeric"
              value={word.row}
              onChange={(e) => change(index, { row: e.target.value.replace(/\D/g, '') })}
            />
            <TextField
              label="คอลัมน์"
              inputMode="numeric"
              value={word.col}
              onChange={(e) => change(index, { col: e.target.value.replace(/\D/g, '') })}
            />
            <SelectField
              label="แนว"
              value={word.direction}
              onChange={(e) => change(index, { direction: e.target.value as WordDraft['direction'] })}
              options={[
                { value: 'across', label: 'แนวนอน' },
                { value: 'down', label: 'แนวตั้ง' },
              ]}
            />
            <TextField
              label="คำตอบ (A–Z)"
              value={word.answer}
              maxLength={20}
              autoCapitalize="characters"
              onChange={(e) => change(index, { answer: e.target.value })}
            />
          </div>
          <TextField
            label="คำใบ้ (ภาษาไทย)"
            value={word.clue}
            maxLength={300}
            onChange={(e) => change(index, { clue: e.target.value })}
          />
          {problems.fields[`words.${index}`] && (
            <p className="text-sm font-medium text-coral-700">{problems.fields[`words.${index}`]}</p>
          )}
          {words.length > CROSSWORD_WORDS_MIN && (
            <Button variant="ghost" size="sm" onClick={() => setWords(words.filter((_, i) => i !== index))}>
              ลบคำที่ {index + 1}
            </Button>
          )}
        </fieldset>
      ))}
      {problems.fields.words && <p className="text-sm font-medium text-coral-700">{problems.fields.words}</p>}
      {words.length < CROSSWORD_WORDS_MAX && (
        <Button variant="secondary" size="sm" onClick={() => setWords([...words, emptyWord])}>
          เพิ่มคำ
        </Button>
      )}
    </ContentForm>
  )
}

/** Crosswords: the list with each one's words, and the form that places them. */
export function CrosswordEditor() {
  const [filters, setFilters] = useState(firstPage)
  const list = useCrosswordList(queryOf(filters))
  return (
    <ContentSection<AdminCrossword>
      kind="crossword"
      addLabel="เพิ่มปริศนา"
      listLabel="รายการปริศนาอักษรไขว้"
      filters={filters}
      setFilters={setFilters}
      list={list}
      name={(c) => c.title}
      form={(item, done) => <CrosswordForm crossword={item} onDone={done} />}
      card={(c) => (
        <>
          <p className="font-semibold">
            {c.title}{' '}
            <span className="text-sm font-normal text-ink-soft">
              · ตาราง {c.rows} × {c.cols}
            </span>
          </p>
          <ul className="space-y-1 text-sm">
            {c.words.map((w, i) => (
              <li key={i} className="break-words">
                <span className="font-mono font-semibold">{w.answer}</span> (
                {w.direction === 'across' ? 'แนวนอน' : 'แนวตั้ง'} แถว {w.row + 1} คอลัมน์ {w.col + 1}) — {w.clue}
              </li>
            ))}
          </ul>
        </>
      )}
    />
  )
}
