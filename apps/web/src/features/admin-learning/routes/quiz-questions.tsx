import type { AdminQuizQuestion } from '@klass/contract/admin-learning'
import {
  questionPoolLabels,
  questionPools,
  type ContentStatus,
  type QuestionPool,
} from '@klass/contract/admin-learning-constants'
import {
  QUESTION_CHOICES_MAX,
  QUESTION_CHOICES_MIN,
  quizQuestionProblems,
} from '@klass/contract/admin-learning-rules'
import { moneyQuizLevelLabels, moneyQuizLevels, type MoneyQuizLevel } from '@klass/contract/quiz-constants'
import { useState } from 'react'
import { Button } from '../../../ui/button'
import { SelectField, TextField } from '../../../ui/field'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { useQuestionList, useQuizSets, useSaveContent } from '../api/learning-content'
import {
  ContentFilters,
  ContentForm,
  LinesField,
  ListSummary,
  problemsOf,
  RetireButton,
  RetiredBadge,
  TextArea,
} from '../components/content-parts'

type Draft = {
  pool: QuestionPool
  level: MoneyQuizLevel | ''
  setId: string
  topic: string
  prompt: string
  choices: string[]
  correctChoice: number | null
  explanation: string
}

const emptyDraft: Draft = {
  pool: 'daily',
  level: '',
  setId: '',
  topic: '',
  prompt: '',
  choices: ['', ''],
  correctChoice: null,
  explanation: '',
}

const fields = [
  'pool',
  'level',
  'setId',
  'topic',
  'prompt',
  'choices',
  'correctChoice',
  'explanation',
] as const

function draftOf(question: AdminQuizQuestion): Draft {
  return {
    pool: question.pool,
    level: question.level ?? '',
    setId: question.setId ?? '',
    topic: question.topic,
    prompt: question.prompt,
    choices: [...question.choices],
    correctChoice: question.correctChoice,
    explanation: question.explanation,
  }
}

function bodyOf(draft: Draft) {
  return {
    pool: draft.pool,
    level: draft.pool === 'money' && draft.level ? draft.level : null,
    setId: draft.pool === 'set' && draft.setId ? draft.setId : null,
    topic: draft.topic,
    prompt: draft.prompt,
    choices: draft.choices,
    correctChoice: draft.correctChoice,
    explanation: draft.explanation,
  }
}

const levelOptions = moneyQuizLevels.map((l) => ({ value: l, label: `${moneyQuizLevelLabels[l]} (${l})` }))

/** Adds or edits one question: its kind, choices, the right one and why. */
function QuestionForm({ question, onDone }: { question: AdminQuizQuestion | null; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>(question ? draftOf(question) : emptyDraft)
  const [local, setLocal] = useState<Record<string, string>>({})
  const save = useSaveContent('quiz')
  const sets = useQuizSets()
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }))
  const problems = problemsOf(local, save.error, fields)
  const locked = question?.asked ?? false

  function submit() {
    const found = quizQuestionProblems(bodyOf(draft))
    setLocal(found)
    if (Object.keys(found).length > 0) return
    save.mutate({ id: question?.id, body: bodyOf(draft) }, { onSuccess: onDone })
  }

  return (
    <ContentForm
      title={question ? 'แก้ไขคำถามควิซ' : 'เพิ่มคำถามควิซ'}
      busy={save.isPending}
      message={problems.message}
      onSubmit={submit}
      onCancel={onDone}
    >
      {locked && (
        <p className="rounded-2xl bg-sun-100 p-3 text-sm">
          สมาชิกได้รับคำถามข้อนี้ไปแล้ว จึงแก้ได้เฉพาะหัวข้อและคำอธิบาย หากต้องการเปลี่ยนคำถามหรือตัวเลือก ให้เลิกใช้ข้อนี้แล้วเพิ่มข้อใหม่
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="ใช้ใน"
          value={draft.pool}
          disabled={locked}
          onChange={(e) => set('pool', e.target.value as QuestionPool)}
          options={questionPools.map((p) => ({ value: p, label: questionPoolLabels[p] }))}
          error={problems.fields.pool}
        />
        {draft.pool === 'money' && (
          <SelectField
            label="ระดับ"
            value={draft.level}
            disabled={locked}
            placeholder="เลือกระดับ"
            onChange={(e) => set('level', e.target.value as MoneyQuizLevel)}
            options={levelOptions}
            error={problems.fields.level}
          />
        )}
        {draft.pool === 'set' && (
          <SelectField
            label="ชุดควิซ"
            value={draft.setId}
            disabled={locked}
            placeholder={sets.isPending ? 'กำลังโหลด…' : 'เลือกชุด'}
            onChange={(e) => set('setId', e.target.value)}
            options={(sets.data?.sets ?? []).map((s) => ({
              value: s.id,
              label: `${s.title}${s.month ? ` (${s.month})` : ''} · ${s.questionCount} ข้อ`,
            }))}
            error={problems.fields.setId}
          />
        )}
      </div>
      <TextField
        label="หัวข้อ"
        value={draft.topic}
        maxLength={100}
        onChange={(e) => set('topic', e.target.value)}
        error={problems.fields.topic}
      />
      <TextField
        label="คำถาม"
        value={draft.prompt}
        maxLength={1000}
        disabled={locked}
        onChange={(e) => set('prompt', e.target.value)}
        error={problems.fields.prompt}
      />
      <fieldset disabled={locked} className="min-w-0">
        <LinesField
          legend="ตัวเลือก (เลือกคำตอบที่ถูกหนึ่งข้อ)"
          lines={draft.choices}
          onChange={(choices) => set('choices', choices)}
          itemLabel={(i) => `ตัวเลือกที่ ${i + 1}`}
          min={QUESTION_CHOICES_MIN}
          max={QUESTION_CHOICES_MAX}
          marked={draft.correctChoice}
          onMark={(i) => set('correctChoice', i < 0 ? null : i)}
          error={problems.fields.choices ?? problems.fields.correctChoice}
        />
      </fieldset>
      <TextArea
        label="คำอธิบายเฉลย"
        tall
        value={draft.explanation}
        onChange={(explanation) => set('explanation', explanation)}
        error={problems.fields.explanation}
      />
    </ContentForm>
  )
}

function QuestionCard({ question, onEdit }: { question: AdminQuizQuestion; onEdit: () => void }) {
  const where =
    question.pool === 'money'
      ? `The Money Quiz ${question.level ? moneyQuizLevelLabels[question.level] : ''}`
      : question.pool === 'set'
        ? (question.setTitle ?? questionPoolLabels.set)
        : questionPoolLabels.daily
  return (
    <li className="space-y-2 rounded-3xl bg-surface p-4 ring-1 ring-brand-100">
      <div className="flex flex-wrap items-center gap-2 text-xs text-ink-soft">
        <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">{where}</span>
        <span>{question.topic}</span>
        <RetiredBadge retiredAt={question.retiredAt} />
      </div>
      <p className="font-semibold break-words">{question.prompt}</p>
      <ol className="list-inside list-decimal space-y-1 text-sm">
        {question.choices.map((choice, i) => (
          <li key={i} className={i === question.correctChoice ? 'font-semibold text-mint-700' : undefined}>
            {choice}
            {i === question.correctChoice && ' (คำตอบที่ถูก)'}
          </li>
        ))}
      </ol>
      <p className="text-sm break-words text-ink-soft">{question.explanation}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit}>
          แก้ไข
        </Button>
        {!question.retiredAt && <RetireButton kind="quiz" id={question.id} name={question.prompt} />}
      </div>
    </li>
  )
}

/** คำถามควิซ: every kind of quiz question, filtered and paged, added, edited and retired. */
export default function QuizQuestionsPage() {
  const [q, setQ] = useState('')
  const [status, setStatus] = useState<ContentStatus>('active')
  const [pool, setPool] = useState<QuestionPool | ''>('')
  const [level, setLevel] = useState<MoneyQuizLevel | ''>('')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<AdminQuizQuestion | 'new' | null>(null)
  const list = useQuestionList({
    page,
    limit: 20,
    status,
    ...(q ? { q } : {}),
    ...(pool ? { pool } : {}),
    ...(pool === 'money' && level ? { level } : {}),
  })
  const reset =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setter(value)
      setPage(1)
    }

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-2xl font-bold">คำถามควิซ</h2>
        {editing === null && <Button onClick={() => setEditing('new')}>เพิ่มคำถาม</Button>}
      </div>
      {editing !== null && (
        <QuestionForm
          key={editing === 'new' ? 'new' : editing.id}
          question={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <ContentFilters q={q} status={status} onSearch={reset(setQ)} onStatus={reset(setStatus)}>
        <SelectField
          label="ประเภท"
          value={pool}
          placeholder="ทุกประเภท"
          onChange={(e) => reset(setPool)(e.target.value as QuestionPool | '')}
          options={questionPools.map((p) => ({ value: p, label: questionPoolLabels[p] }))}
        />
        {pool === 'money' && (
          <SelectField
            label="ระดับ"
            value={level}
            placeholder="ทุกระดับ"
            onChange={(e) => reset(setLevel)(e.target.value as MoneyQuizLevel | '')}
            options={levelOptions}
          />
        )}
      </ContentFilters>
      <QueryState query={list} loading={<LoadingState />} empty={<EmptyState title="ไม่พบคำถามตามที่ค้นหา" />}>
        {(data) => (
          <>
            <ListSummary total={data.total} page={data.page} pages={data.pages} />
            <ul className="space-y-3" aria-label="รายการคำถามควิซ">
              {data.items.map((question) => (
                <QuestionCard key={question.id} question={question} onEdit={() => setEditing(question)} />
              ))}
            </ul>
            <Pagination page={data.page} pages={data.pages} onChange={setPage} />
          </>
        )}
      </QueryState>
    </section>
  )
}
