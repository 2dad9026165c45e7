import type {
  AdminCatchMeQuestion,
  AdminCrossword,
  AdminHangmanWord,
  AdminVisualPuzzle,
  ContentStatus,
} from '@klass/contract/admin-learning'
import {
  choicePuzzleProblems,
  CROSSWORD_WORDS_MAX,
  CROSSWORD_WORDS_MIN,
  crosswordProblems,
  hangmanWordOf,
  hangmanWordProblems,
  WRONG_CHOICES,
} from '@klass/contract/admin-learning-rules'
import { useState, type ReactNode } from 'react'
import { Button } from '../../../ui/button'
import { SelectField, TextField } from '../../../ui/field'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { Tabs } from '../../../ui/tabs'
import {
  useCatchMeList,
  useCrosswordList,
  useHangmanList,
  useSaveContent,
  useVisualList,
  useVisualSets,
  type ContentKind,
} from '../api/learning-content'
import {
  ContentFilters,
  ContentForm,
  LinesField,
  ListSummary,
  problemsOf,
  RetireButton,
  RetiredBadge,
} from '../components/content-parts'

type Filters = { q: string; status: ContentStatus; page: number }
const firstPage: Filters = { q: '', status: 'active', page: 1 }
const queryOf = (f: Filters) => ({ page: f.page, limit: 20, status: f.status, ...(f.q ? { q: f.q } : {}) })

function TextArea({
  label,
  value,
  onChange,
  error,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
}) {
  return (
    <label className="block space-y-1.5">
      <span className="block text-sm font-semibold">{label}</span>
      <textarea
        className="block min-h-24 w-full rounded-2xl bg-white px-4 py-3 ring-1 ring-brand-200 ring-inset aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-coral-500"
        value={value}
        maxLength={2000}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <span className="block text-sm font-medium text-coral-700">{error}</span>}
    </label>
  )
}

/** One game's list: the add button and form, the filters, the items and their paging. */
function ContentSection<T extends { id: string; retiredAt: string | null }>({
  kind,
  addLabel,
  filters,
  setFilters,
  list,
  form,
  card,
  name,
  listLabel,
}: {
  kind: ContentKind
  addLabel: string
  filters: Filters
  setFilters: (f: Filters) => void
  list: Parameters<typeof QueryState<{ items: T[]; total: number; page: number; pages: number }>>[0]['query']
  form: (item: T | null, done: () => void) => ReactNode
  card: (item: T) => ReactNode
  name: (item: T) => string
  listLabel: string
}) {
  const [editing, setEditing] = useState<T | 'new' | null>(null)
  return (
    <div className="space-y-4">
      {editing === null ? (
        <Button onClick={() => setEditing('new')}>{addLabel}</Button>
      ) : (
        <div key={editing === 'new' ? 'new' : editing.id}>
          {form(editing === 'new' ? null : editing, () => setEditing(null))}
        </div>
      )}
      <ContentFilters
        q={filters.q}
        status={filters.status}
        onSearch={(q) => setFilters({ ...filters, q, page: 1 })}
        onStatus={(status) => setFilters({ ...filters, status, page: 1 })}
      />
      <QueryState query={list} loading={<LoadingState />} empty={<EmptyState title="ไม่พบรายการตามที่ค้นหา" />}>
        {(data) => (
          <>
            <ListSummary total={data.total} page={data.page} pages={data.pages} />
            <ul className="space-y-3" aria-label={listLabel}>
              {data.items.map((item) => (
                <li key={item.id} className="space-y-2 rounded-3xl bg-surface p-4 ring-1 ring-brand-100">
                  {card(item)}
                  <RetiredBadge retiredAt={item.retiredAt} />
                  <div className="flex flex-wrap gap-2">
                    <Button variant="secondary" size="sm" onClick={() => setEditing(item)}>
                      แก้ไข
                    </Button>
                    {!item.retiredAt && <RetireButton kind={kind} id={item.id} name={name(item)} />}
                  </div>
                </li>
              ))}
            </ul>
            <Pagination
              page={data.page}
              pages={data.pages}
              onChange={(page) => setFilters({ ...filters, page })}
            />
          </>
        )}
      </QueryState>
    </div>
  )
}

// ---- Hangman ----

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

function HangmanSection() {
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

// ---- Catch me and visual decoder ----

type PuzzleDraft = { prompt: string; answer: string; wrong: string[]; explanation: string; setId: string }

function PuzzleForm({
  kind,
  item,
  onDone,
}: {
  kind: 'catchMe' | 'visual'
  item: AdminCatchMeQuestion | AdminVisualPuzzle | null
  onDone: () => void
}) {
  const visual = kind === 'visual'
  const [draft, setDraft] = useState<PuzzleDraft>({
    prompt: item ? ('picture' in item ? item.picture : item.question) : '',
    answer: item?.answer ?? '',
    wrong: item ? [...item.wrong] : Array.from({ length: WRONG_CHOICES }, () => ''),
    explanation: item?.explanation ?? '',
    setId: item && 'setId' in item ? item.setId : '',
  })
  const [local, setLocal] = useState<Record<string, string>>({})
  const save = useSaveContent(kind)
  const sets = useVisualSets()
  const promptName = visual ? 'picture' : 'question'
  const problems = problemsOf(local, save.error, [promptName, 'answer', 'wrong', 'explanation', 'setId'])
  const body = visual
    ? {
        setId: draft.setId,
        picture: draft.prompt,
        answer: draft.answer,
        wrong: draft.wrong,
        explanation: draft.explanation,
      }
    : { question: draft.prompt, answer: draft.answer, wrong: draft.wrong, explanation: draft.explanation }
  return (
    <ContentForm
      title={`${item ? 'แก้ไข' : 'เพิ่ม'}${visual ? 'โจทย์ Visual Decoder' : 'คำถาม Catch me if you can'}`}
      busy={save.isPending}
      message={problems.message}
      onCancel={onDone}
      onSubmit={() => {
        const found = choicePuzzleProblems(draft, promptName)
        if (visual && !draft.setId) found.setId = 'กรุณาเลือกชุด'
        setLocal(found)
        if (Object.keys(found).length === 0) save.mutate({ id: item?.id, body }, { onSuccess: onDone })
      }}
    >
      {visual && (
        <SelectField
          label="ชุด"
          value={draft.setId}
          placeholder={sets.isPending ? 'กำลังโหลด…' : 'เลือกชุด'}
          onChange={(e) => setDraft({ ...draft, setId: e.target.value })}
          options={(sets.data?.sets ?? []).map((s) => ({
            value: s.id,
            label: `${s.title} · ${s.activePuzzles} โจทย์`,
          }))}
          error={problems.fields.setId}
        />
      )}
      <TextField
        label={visual ? 'ภาพโจทย์ (อีโมจิ)' : 'คำถาม'}
        value={draft.prompt}
        maxLength={visual ? 100 : 300}
        onChange={(e) => setDraft({ ...draft, prompt: e.target.value })}
        error={problems.fields[promptName]}
      />
      <TextField
        label="คำตอบที่ถูก"
        value={draft.answer}
        maxLength={100}
        onChange={(e) => setDraft({ ...draft, answer: e.target.value })}
        error={problems.fields.answer}
      />
      <LinesField
        legend="ตัวเลือกที่ผิด"
        lines={draft.wrong}
        onChange={(wrong) => setDraft({ ...draft, wrong })}
        itemLabel={(i) => `ตัวเลือกที่ผิดข้อ ${i + 1}`}
        min={WRONG_CHOICES}
        max={WRONG_CHOICES}
        error={problems.fields.wrong}
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

function ChoicesCard({
  prompt,
  answer,
  wrong,
  explanation,
}: {
  prompt: string
  answer: string
  wrong: string[]
  explanation: string
}) {
  return (
    <>
      <p className="font-semibold break-words">{prompt}</p>
      <p className="text-sm">
        <span className="font-semibold text-mint-700">{answer}</span>
        <span className="text-ink-soft"> · ตัวเลือกที่ผิด: {wrong.join(' / ')}</span>
      </p>
      <p className="text-sm break-words text-ink-soft">{explanation}</p>
    </>
  )
}

function CatchMeSection() {
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

function VisualSection() {
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

// ---- Crosswords ----

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

function CrosswordSection() {
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

const games = [
  { id: 'hangman', label: 'Hangman', content: () => <HangmanSection /> },
  { id: 'catchme', label: 'Catch me if you can', content: () => <CatchMeSection /> },
  { id: 'visual', label: 'Visual Decoder', content: () => <VisualSection /> },
  { id: 'crossword', label: 'Crossword', content: () => <CrosswordSection /> },
] as const

/** เนื้อหาเกม: each game's words, questions, puzzles and crosswords, added, edited and retired. */
export default function GameContentPage() {
  const [game, setGame] = useState<string>('hangman')
  return (
    <section className="space-y-4">
      <h2 className="text-2xl font-bold">เนื้อหาเกม</h2>
      <Tabs label="เกม" items={games} value={game} onChange={setGame} />
    </section>
  )
}
