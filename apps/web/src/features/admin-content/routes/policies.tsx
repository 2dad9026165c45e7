import type { AdminPolicyVersion } from '@klass/contract/admin-content'
import { policyTypes, type PolicyType } from '@klass/contract/policy-constants'
import { useState, type FormEvent } from 'react'
import { fieldErrors, formErrorsFrom } from '../../../lib/api-client'
import { usePageParam } from '../../../lib/use-page-param'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { SelectField, TextField } from '../../../ui/field'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { LoadingState } from '../../../ui/states'
import { useCreatePolicy, usePolicyVersions } from '../api/content'
import { TextArea } from '../components/text-area'

const typeLabels: Record<PolicyType, string> = {
  law: 'ข้อกำหนดการใช้งาน',
  personal: 'นโยบายความเป็นส่วนตัว',
  cookies: 'นโยบายคุกกี้',
}

/**
 * The policies' versions (issue 21): every version of a policy, the one in force first; a new version takes
 * force at once, and the old ones stay here to read.
 */
export default function PoliciesPage() {
  const [type, setType] = useState<PolicyType>('law')
  const [page, setPage] = usePageParam()
  const versions = usePolicyVersions({ type, page, limit: 5 })
  const [writing, setWriting] = useState(false)
  const [saved, setSaved] = useState<string | null>(null)
  const current = page === 1 ? versions.data?.items[0] : undefined

  return (
    <section aria-labelledby="policies-title" className="space-y-4">
      <h2 id="policies-title" className="text-2xl font-bold">
        นโยบาย
      </h2>
      <SelectField
        label="นโยบาย"
        value={type}
        options={policyTypes.map((value) => ({ value, label: typeLabels[value] }))}
        onChange={(event) => {
          setType(event.target.value as PolicyType)
          setWriting(false)
          setPage(1)
        }}
      />
      {saved && <Alert tone="success">{saved}</Alert>}
      {!writing && (
        <Button
          onClick={() => {
            setSaved(null)
            setWriting(true)
          }}
          disabled={page === 1 && !current}
        >
          เขียนฉบับใหม่
        </Button>
      )}
      {writing && current && (
        <PolicyForm
          key={`${type}-${current.version}`}
          type={type}
          from={current}
          onDone={(written) => {
            setWriting(false)
            setSaved(`ฉบับ ${written.version} มีผลแล้ว ฉบับเก่ายังอ่านได้ในรายการด้านล่าง`)
          }}
          onCancel={() => setWriting(false)}
        />
      )}
      <QueryState query={versions} loading={<LoadingState />}>
        {(data) => (
          <>
            <ul className="space-y-3">
              {data.items.map((version) => (
                <li key={version.version}>
                  <details className="rounded-2xl bg-surface p-3 ring-1 ring-brand-100">
                    <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-2 font-semibold">
                      ฉบับ {version.version}
                      {version.in_force && (
                        <span className="rounded-full bg-mint-100 px-3 py-1 text-sm text-mint-700">ใช้อยู่</span>
                      )}
                    </summary>
                    <div className="mt-2 space-y-2 break-words">
                      <p className="font-semibold">{version.title}</p>
                      <p>{version.summary}</p>
                      {version.sections.map((section, index) => (
                        <div key={index}>
                          <p className="font-semibold">{section.heading}</p>
                          {section.body.map((paragraph, at) => (
                            <p key={at} className="text-sm">
                              {paragraph}
                            </p>
                          ))}
                        </div>
                      ))}
                    </div>
                  </details>
                </li>
              ))}
            </ul>
            <Pagination page={page} pages={data.pages} onChange={setPage} />
          </>
        )}
      </QueryState>
    </section>
  )
}

/** Sections are written as text: a line starting with "## " opens a section, blank lines part paragraphs. */
function sectionsToText(sections: AdminPolicyVersion['sections']): string {
  return sections.map((section) => [`## ${section.heading}`, ...section.body].join('\n\n')).join('\n\n')
}

function textToSections(text: string): AdminPolicyVersion['sections'] {
  const sections: AdminPolicyVersion['sections'] = []
  for (const block of text.split(/\n\s*\n/).map((part) => part.trim())) {
    if (!block) continue
    if (block.startsWith('## ')) sections.push({ heading: block.slice(3).trim(), body: [] })
    else if (sections.length > 0) sections.at(-1)!.body.push(block)
    else sections.push({ heading: '', body: [block] })
  }
  return sections
}

function PolicyForm({
  type,
  from,
  onDone,
  onCancel,
}: {
  type: PolicyType
  from: AdminPolicyVersion
  onDone: (written: AdminPolicyVersion) => void
  onCancel: () => void
}) {
  const create = useCreatePolicy()
  const [title, setTitle] = useState(from.title)
  const [summary, setSummary] = useState(from.summary)
  const [text, setText] = useState(() => sectionsToText(from.sections))
  const [confirming, setConfirming] = useState(false)
  const sectionFields = Object.keys(fieldErrors(create.error)).filter((name) => name.startsWith('sections'))
  const errors = formErrorsFrom(create.error, ['title', 'summary', ...sectionFields])
  const sectionError = sectionFields.map((name) => errors.fields[name]).find(Boolean)

  function submit(event: FormEvent) {
    event.preventDefault()
    setConfirming(true)
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="policy-form-title"
      className="space-y-3 rounded-2xl bg-surface p-4 ring-1 ring-brand-200"
    >
      <h3 id="policy-form-title" className="text-lg font-bold">
        เขียน{typeLabels[type]}ฉบับใหม่
      </h3>
      <ActionErrorAlert error={create.error} message={errors.message} />
      <TextField
        label="ชื่อ"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.fields.title}
      />
      <TextArea
        label="สรุปสั้น ๆ"
        value={summary}
        onChange={(event) => setSummary(event.target.value)}
        error={errors.fields.summary}
      />
      <TextArea
        label="เนื้อหา"
        hint='ขึ้นหัวข้อด้วย "## " และเว้นบรรทัดว่างระหว่างย่อหน้า'
        value={text}
        className="min-h-80"
        onChange={(event) => setText(event.target.value)}
        error={sectionError}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={create.isPending}>
          ประกาศใช้ฉบับใหม่
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          ยกเลิก
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="ประกาศใช้ฉบับใหม่?"
        confirmLabel="ประกาศใช้"
        busy={create.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          create.mutate(
            { type, title, summary, sections: textToSections(text) },
            {
              onSuccess: onDone,
              onSettled: () => setConfirming(false),
            },
          )
        }
      >
        <p>ฉบับใหม่มีผลทันทีกับทุกคน และสมาชิกใหม่จะยอมรับฉบับนี้ตอนสมัคร ฉบับเก่ายังเก็บไว้ให้อ่าน</p>
      </ConfirmDialog>
    </form>
  )
}
