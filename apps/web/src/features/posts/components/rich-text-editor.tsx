import Image from '@tiptap/extension-image'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { cspNonce } from '../../../lib/csp-nonce'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'
import { articleTypography } from './article-body'

export type RichTextEditorProps = {
  label: string
  initialHtml: string
  onChange: (html: string) => void
  /** Uploads a picture and answers its address (POST /v2/api/richText/uploadImage). */
  uploadImage: (file: File) => Promise<{ url: string; width: number; height: number }>
  error?: string | null
}

function ToolButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string
  active?: boolean
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      onClick={onClick}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-lg text-sm font-semibold',
        active ? 'bg-brand-600 text-white' : 'text-ink hover:bg-brand-50',
      )}
    >
      {children}
    </button>
  )
}

/** Adds, changes or removes the link on the selected text; only web addresses are accepted. */
/** Sets the alt text of the picture with this address in the editor's document. */
function describeImage(editor: Editor, src: string, alt: string): void {
  editor.state.doc.descendants((node, position) => {
    if (node.type.name !== 'image' || node.attrs.src !== src) return true
    editor.chain().setNodeSelection(position).updateAttributes('image', { alt }).run()
    return false
  })
}

/**
 * After a picture is inserted: a short description for people who cannot see it (screen readers read it
 * as the picture's alt text). Left empty, the picture counts as decoration.
 */
function ImageDescription({ editor, src, onDone }: { editor: Editor; src: string; onDone: () => void }) {
  const [alt, setAlt] = useState('')
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  // The member just chose the picture: the description is the next thing to fill in.
  useEffect(() => input.current?.focus(), [])
  const save = () => {
    describeImage(editor, src, alt.trim().slice(0, 200))
    onDone()
  }
  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-brand-100 p-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="text-sm font-semibold">
          คำอธิบายรูปที่เพิ่งแทรก (สำหรับคนที่มองไม่เห็นรูป)
        </label>
        <input
          id={id}
          value={alt}
          ref={input}
          maxLength={200}
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              save()
            }
          }}
          className="mt-1 block min-h-10 w-full rounded-lg border-0 bg-white px-3 ring-1 ring-brand-200 focus:ring-2 focus:ring-brand-600"
        />
      </div>
      <Button type="button" size="sm" onClick={save}>
        บันทึกคำอธิบาย
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onDone}>
        ข้าม (รูปตกแต่ง)
      </Button>
    </div>
  )
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? ''
  const [href, setHref] = useState(current || 'https://')
  const [problem, setProblem] = useState<string | null>(null)
  const id = useId()

  // Not a <form>: the editor sits inside the post's form, and a form inside a form would submit the post.
  function apply() {
    const value = href.trim()
    if (!/^https?:\/\/[^\s]+\.[^\s]+/.test(value)) return setProblem('ใส่ลิงก์ที่ขึ้นต้นด้วย https:// หรือ http://')
    editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run()
    onDone()
  }

  return (
    <div className="flex flex-wrap items-end gap-2 border-b border-brand-100 p-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="text-sm font-semibold">
          ลิงก์ของข้อความที่เลือก
        </label>
        <input
          id={id}
          type="url"
          value={href}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              apply()
            }
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          className="mt-1 block min-h-10 w-full rounded-lg border-0 bg-white px-3 ring-1 ring-brand-200 focus:ring-2 focus:ring-brand-600"
        />
        {problem && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-coral-700">
            {problem}
          </p>
        )}
      </div>
      <Button type="button" size="sm" onClick={apply}>
        ใส่ลิงก์
      </Button>
      {current && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run()
            onDone()
          }}
        >
          เอาลิงก์ออก
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={onDone}>
        ยกเลิก
      </Button>
    </div>
  )
}

/**
 * The post editor's text area (TipTap): headings, bold, italic, lists, quotes, links and pictures. It is its
 * own code chunk, loaded only by /post/create and /post/edit.
 */
export default function RichTextEditor({
  label,
  initialHtml,
  onChange,
  uploadImage,
  error,
}: RichTextEditorProps) {
  const labelId = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const [linking, setLinking] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [uploadError, setUploadError] = useState<string | null>(null)
  /** The picture just inserted, waiting for its description (its alt text). */
  const [describing, setDescribing] = useState<string | null>(null)
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https'] },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: initialHtml,
    // The editor adds its own <style>: with the page's nonce, or the policy refuses it (decision 026).
    injectNonce: cspNonce() || undefined,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: cn(articleTypography, 'min-h-64 px-4 py-3 focus:outline-none'),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  })
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  })

  async function insertImage(file: File) {
    setUploadError(null)
    setUploading(true)
    try {
      const image = await uploadImage(file)
      editor
        .chain()
        .focus()
        .setImage({ src: image.url, alt: '', width: image.width, height: image.height })
        .run()
      setDescribing(image.url)
    } catch (failure) {
      setUploadError(failure instanceof Error ? failure.message : 'อัปโหลดรูปไม่สำเร็จ')
    } finally {
      setUploading(false)
    }
  }

  return (
    <div>
      <p id={labelId} className="mb-1 font-semibold">
        {label}
      </p>
      <div
        className={cn(
          'overflow-hidden rounded-2xl bg-white ring-1 focus-within:ring-2 focus-within:ring-brand-600',
          error ? 'ring-coral-500' : 'ring-brand-200',
        )}
      >
        <div
          role="toolbar"
          aria-label="จัดรูปแบบข้อความ"
          className="flex flex-wrap gap-1 border-b border-brand-100 p-1"
        >
          <ToolButton
            label="หัวข้อใหญ่"
            active={state.h2}
            onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}
          >
            H2
          </ToolButton>
          <ToolButton
            label="หัวข้อย่อย"
            active={state.h3}
            onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}
          >
            H3
          </ToolButton>
          <ToolButton
            label="ตัวหนา"
            active={state.bold}
            onClick={() => editor.chain().focus().toggleBold().run()}
          >
            <b>B</b>
          </ToolButton>
          <ToolButton
            label="ตัวเอียง"
            active={state.italic}
            onClick={() => editor.chain().focus().toggleItalic().run()}
          >
            <i>I</i>
          </ToolButton>
          <ToolButton
            label="รายการแบบจุด"
            active={state.bullet}
            onClick={() => editor.chain().focus().toggleBulletList().run()}
          >
            •≡
          </ToolButton>
          <ToolButton
            label="รายการแบบตัวเลข"
            active={state.ordered}
            onClick={() => editor.chain().focus().toggleOrderedList().run()}
          >
            1.
          </ToolButton>
          <ToolButton
            label="คำพูดอ้างอิง"
            active={state.quote}
            onClick={() => editor.chain().focus().toggleBlockquote().run()}
          >
            ❝
          </ToolButton>
          <ToolButton label="ลิงก์" active={state.link} onClick={() => setLinking((open) => !open)}>
            🔗
          </ToolButton>
          <ToolButton label="แทรกรูป" onClick={() => fileInput.current?.click()}>
            🖼
          </ToolButton>
          <ToolButton label="เลิกทำ" onClick={() => editor.chain().focus().undo().run()}>
            ↶
          </ToolButton>
          <ToolButton label="ทำซ้ำ" onClick={() => editor.chain().focus().redo().run()}>
            ↷
          </ToolButton>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            tabIndex={-1}
            aria-label="เลือกรูปที่จะแทรกในเนื้อหา"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void insertImage(file)
            }}
          />
        </div>
        {linking && <LinkForm editor={editor} onDone={() => setLinking(false)} />}
        {describing && (
          <ImageDescription editor={editor} src={describing} onDone={() => setDescribing(null)} />
        )}
        <EditorContent editor={editor} />
      </div>
      <div aria-live="polite" className="mt-1 text-sm">
        {uploading && <p className="text-ink-soft">กำลังอัปโหลดรูป…</p>}
        {uploadError && (
          <p role="alert" className="text-coral-700">
            {uploadError}
          </p>
        )}
        {error && (
          <p role="alert" className="text-coral-700">
            {error}
          </p>
        )}
      </div>
    </div>
  )
}
