import type { AdminCatchMeQuestion, AdminVisualPuzzle } from '@klass/contract/admin-learning'
import { choicePuzzleProblems, WRONG_CHOICES } from '@klass/contract/admin-learning-rules'
import { useState } from 'react'
import { SelectField, TextField } from '../../../ui/field'
import { useSaveContent, useVisualSets } from '../api/learning-content'
import { ContentForm, LinesField, problemsOf, TextArea } from './content-parts'

// The form and card of the games whose items are a prompt, one right answer and wrong ones: Catch me if you
// can (a question) and Visual Decoder (an emoji picture, in a set).

type PuzzleDraft = { prompt: string; answer: string; wrong: string[]; explanation: string; setId: string }

/** Adds or edits a Catch me question or a Visual Decoder puzzle. */
export function PuzzleForm({
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

export function ChoicesCard({
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
