import { useId, useState, type FormEvent } from 'react'
import { formErrorsFrom } from '../../../lib/api-client'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/field'
import { ImagePicker } from './image-picker'
import { TextArea } from './text-area'

/**
 * One field of a content form: a line of text, a number typed as text, or a longer text of several lines. Fields marked `half`
 * that follow each other share a row of two on wider screens.
 */
export type ContentField<K extends string> = {
  name: K
  label: string
  kind?: 'text' | 'number' | 'long'
  half?: boolean
}

/**
 * What a content form sends: a new item with its picture (empty when none was uploaded, which the server
 * refuses with its message), or a change that carries the picture only when a new one was uploaded here.
 */
export type ContentSave<B, I extends string> =
  { id: null; body: B & Record<I, string> } | { id: number; body: B & Partial<Record<I, string>> }

/** The fields in the order given, consecutive half-width ones grouped into rows. */
function rowsOf<K extends string>(fields: readonly ContentField<K>[]): ContentField<K>[][] {
  const rows: ContentField<K>[][] = []
  for (const field of fields) {
    const last = rows.at(-1)
    if (field.half && last?.[0]?.half) last.push(field)
    else rows.push([field])
  }
  return rows
}

/** Text, one entry a line, blank lines dropped. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** Text, entries parted by commas, blank ones dropped. */
export const commaListOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)

/**
 * The form that adds or edits one item of the back office's content (a super hero, a video): its fields as
 * text, one picture uploaded through Klass, and save or cancel. `toBody` turns the texts into what the call
 * takes; the picture is sent as `image.name`.
 */
export function ContentForm<K extends string, I extends string, B, S>({
  heading,
  fields,
  initial,
  image,
  editing,
  toBody,
  save,
  onDone,
  onCancel,
}: {
  heading: string
  fields: readonly ContentField<K>[]
  initial: Record<K, string>
  image: { name: I; label: string }
  /** The item being edited (its id and current picture), null for a new one. */
  editing: { id: number; image: string } | null
  toBody: (values: Record<K, string>) => B
  save: {
    mutate: (input: ContentSave<B, NoInfer<I>>, options: { onSuccess: (saved: S) => void }) => void
    isPending: boolean
    error: unknown
  }
  onDone: (saved: S) => void
  onCancel: () => void
}) {
  const titleId = useId()
  const [values, setValues] = useState(initial)
  const [picture, setPicture] = useState<string | null>(editing?.image ?? null)
  const errors = formErrorsFrom(save.error, [...fields.map((field) => field.name), image.name])
  const bind = (name: K) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    error: errors.fields[name],
  })

  function submit(event: FormEvent) {
    event.preventDefault()
    const body = toBody(values)
    // A new picture is sent only when one was uploaded here (an address under /uploads/posts/).
    const uploaded = picture && picture !== editing?.image ? picture : undefined
    const withPicture = (path: string) => ({ ...body, [image.name]: path }) as B & Record<I, string>
    if (editing === null) save.mutate({ id: null, body: withPicture(uploaded ?? '') }, { onSuccess: onDone })
    else
      save.mutate(
        { id: editing.id, body: uploaded ? withPicture(uploaded) : (body as B & Partial<Record<I, string>>) },
        { onSuccess: onDone },
      )
  }

  const input = (field: ContentField<K>) =>
    field.kind === 'long' ? (
      <TextArea key={field.name} label={field.label} {...bind(field.name)} />
    ) : (
      <TextField
        key={field.name}
        label={field.label}
        {...(field.kind === 'number' ? { inputMode: 'numeric' as const } : {})}
        {...bind(field.name)}
      />
    )

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      className="space-y-3 rounded-2xl bg-surface p-4 ring-1 ring-brand-200"
    >
      <h3 id={titleId} className="text-lg font-bold">
        {heading}
      </h3>
      <ActionErrorAlert error={save.error} message={errors.message} />
      {rowsOf(fields).map((row) =>
        row[0]!.half ? (
          <div key={row[0]!.name} className="grid gap-3 sm:grid-cols-2">
            {row.map(input)}
          </div>
        ) : (
          input(row[0]!)
        ),
      )}
      <ImagePicker
        label={image.label}
        value={picture}
        onChange={setPicture}
        error={errors.fields[image.name]}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          บันทึก
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          ยกเลิก
        </Button>
      </div>
    </form>
  )
}
