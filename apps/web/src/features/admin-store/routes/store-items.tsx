import type { AdminStoreItem } from '@klass/contract/admin-store'
import { storeItemTypeLabels, storeItemTypes } from '@klass/contract/store-constants'
import { useState, type FormEvent } from 'react'
import { fieldErrors } from '../../../lib/api-client'
import { formatKoin } from '../../../lib/format'
import { ActionErrorAlert } from '../../../ui/action-error'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { SelectField, TextField } from '../../../ui/field'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { EmptyState, LoadingState } from '../../../ui/states'
import { useAdminItems, useChangeStock, useCreateItem, useItemImage, useUpdateItem } from '../api/admin-store'
import { TextArea } from '../components/text-area'

const visibilityOptions = [
  { value: 'all', label: 'ทั้งหมด' },
  { value: 'active', label: 'แสดงในร้านค้า' },
  { value: 'hidden', label: 'ซ่อนอยู่' },
] as const

/** /admin/store-items: the store's gifts for campaign staff — add, edit, stock and picture. */
export default function StoreItemsPage() {
  const [page, setPage] = useState(1)
  const [q, setQ] = useState('')
  const [visibility, setVisibility] = useState<'all' | 'active' | 'hidden'>('all')
  const [adding, setAdding] = useState(false)
  const items = useAdminItems({ page, q: q || undefined, visibility })
  return (
    <section aria-labelledby="store-items-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="store-items-title" className="text-2xl font-bold">
          ของรางวัลในร้านค้า
        </h2>
        <Button onClick={() => setAdding((open) => !open)} aria-expanded={adding}>
          {adding ? 'ปิดฟอร์ม' : 'เพิ่มของรางวัล'}
        </Button>
      </div>
      {adding && <CreateItemForm onDone={() => setAdding(false)} />}
      <form
        role="search"
        className="grid gap-3 sm:grid-cols-[1fr_12rem]"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label="ค้นหาชื่อของรางวัล"
          type="search"
          value={q}
          onChange={(event) => {
            setQ(event.target.value)
            setPage(1)
          }}
        />
        <SelectField
          label="การแสดง"
          value={visibility}
          options={visibilityOptions}
          onChange={(event) => {
            setVisibility(event.target.value as typeof visibility)
            setPage(1)
          }}
        />
      </form>
      <QueryState query={items} loading={<LoadingState />} empty={<EmptyState title="ไม่พบของรางวัล" />}>
        {(data) => (
          <>
            <ul aria-label="ของรางวัล" className="space-y-3">
              {data.items.map((item) => (
                <ItemRow key={item.id} item={item} />
              ))}
            </ul>
            <Pagination page={data.page} pages={data.pages} onChange={setPage} />
          </>
        )}
      </QueryState>
    </section>
  )
}

function ItemRow({ item }: { item: AdminStoreItem }) {
  const [open, setOpen] = useState(false)
  return (
    <li className="rounded-2xl bg-surface p-4 ring-1 ring-brand-100">
      <div className="flex flex-wrap items-start gap-3">
        <img src={item.image} alt="" className="size-16 shrink-0 rounded-xl object-cover" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{item.name}</p>
          <p className="text-sm text-ink-soft">
            {item.typeLabel} · {formatKoin(item.price)} koin · {item.active ? 'แสดงในร้านค้า' : 'ซ่อนอยู่'}
          </p>
          <p className="text-sm">
            เหลือ {item.stock} · แลกไปแล้ว {item.sold} · ทั้งหมด {item.stockTotal} ชิ้น
          </p>
        </div>
        <Button variant="secondary" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          {open ? 'ปิด' : 'จัดการ'}
          <span className="sr-only"> {item.name}</span>
        </Button>
      </div>
      {open && (
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <EditItemForm item={item} />
          <div className="space-y-4">
            <StockForm item={item} />
            <ImageForm item={item} />
          </div>
        </div>
      )}
    </li>
  )
}

function CreateItemForm({ onDone }: { onDone: () => void }) {
  const create = useCreateItem()
  const errors = fieldErrors(create.error)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '')
    const image = form.get('image')
    create.mutate(
      {
        slug: text('slug'),
        name: text('name'),
        summary: text('summary'),
        description: text('description'),
        conditions: text('conditions'),
        type: text('type') as (typeof storeItemTypes)[number],
        price: text('price'),
        limitPerMember: text('limitPerMember'),
        stock: text('stock'),
        active: form.get('active') ? 'true' : 'false',
        image: image instanceof File && image.size > 0 ? image : null,
      },
      { onSuccess: onDone },
    )
  }
  return (
    <form
      onSubmit={submit}
      aria-label="เพิ่มของรางวัล"
      className="space-y-3 rounded-2xl bg-surface p-4"
      noValidate
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField name="name" label="ชื่อของรางวัล" error={errors.name} required />
        <TextField name="slug" label="ชื่อในลิงก์ (a–z, 0–9, -)" error={errors.slug} required />
        <TextField name="summary" label="คำโปรย" error={errors.summary} required />
        <SelectField
          name="type"
          label="ประเภท"
          error={errors.type}
          options={storeItemTypes.map((type) => ({ value: type, label: storeItemTypeLabels[type] }))}
        />
        <TextField name="price" label="ราคา (koin)" inputMode="decimal" error={errors.price} required />
        <TextField
          name="limitPerMember"
          label="แลกได้ต่อคน (ชิ้น)"
          inputMode="numeric"
          defaultValue="1"
          error={errors.limitPerMember}
        />
        <TextField name="stock" label="สต็อกเริ่มต้น (ชิ้น)" inputMode="numeric" error={errors.stock} required />
        <TextField
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          label="รูปของรางวัล"
          error={errors.image}
          required
        />
      </div>
      <TextArea name="description" label="รายละเอียด (บรรทัดละข้อ)" error={errors.description} />
      <TextArea name="conditions" label="เงื่อนไข (บรรทัดละข้อ)" error={errors.conditions} />
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="active" className="size-5" defaultChecked />
        แสดงในร้านค้าทันที
      </label>
      <ActionErrorAlert error={create.error} message={Object.keys(errors).length ? null : undefined} />
      <Button type="submit" busy={create.isPending}>
        บันทึกของรางวัล
      </Button>
    </form>
  )
}

function EditItemForm({ item }: { item: AdminStoreItem }) {
  const update = useUpdateItem()
  const errors = fieldErrors(update.error)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '')
    update.mutate({
      params: { id: item.id },
      body: {
        name: text('name'),
        summary: text('summary'),
        description: text('description'),
        conditions: text('conditions'),
        price: text('price'),
        limitPerMember: text('limitPerMember'),
        active: form.get('active') !== null,
      },
    })
  }
  return (
    <form onSubmit={submit} aria-label={`แก้ไข ${item.name}`} className="space-y-3" noValidate>
      <TextField name="name" label="ชื่อของรางวัล" defaultValue={item.name} error={errors.name} />
      <TextField name="summary" label="คำโปรย" defaultValue={item.summary} error={errors.summary} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField name="price" label="ราคา (koin)" defaultValue={item.price} error={errors.price} />
        <TextField
          name="limitPerMember"
          label="แลกได้ต่อคน (ชิ้น)"
          defaultValue={String(item.limitPerMember)}
          error={errors.limitPerMember}
        />
      </div>
      <TextArea
        name="description"
        label="รายละเอียด (บรรทัดละข้อ)"
        defaultValue={item.description.join('\n')}
        error={errors.description}
      />
      <TextArea
        name="conditions"
        label="เงื่อนไข (บรรทัดละข้อ)"
        defaultValue={item.conditions.join('\n')}
        error={errors.conditions}
      />
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="active" className="size-5" defaultChecked={item.active} />
        แสดงในร้านค้า
      </label>
      <ActionErrorAlert error={update.error} message={Object.keys(errors).length ? null : undefined} />
      {update.isSuccess && <Alert tone="success">บันทึกแล้ว</Alert>}
      <Button type="submit" busy={update.isPending}>
        บันทึกการแก้ไข
      </Button>
    </form>
  )
}

function StockForm({ item }: { item: AdminStoreItem }) {
  const change = useChangeStock()
  const [pending, setPending] = useState<{ change: number; reason: string } | null>(null)
  const errors = fieldErrors(change.error)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const amount = Number(form.get('change'))
    const body = { change: amount, reason: String(form.get('reason') ?? '') }
    // Taking pieces off sale asks first; adding pieces does not.
    if (amount < 0) setPending(body)
    else change.mutate({ params: { id: item.id }, body })
  }
  return (
    <form onSubmit={submit} aria-label={`สต็อก ${item.name}`} className="space-y-3" noValidate>
      <h3 className="font-semibold">เพิ่มหรือลดสต็อก</h3>
      <TextField
        name="change"
        label="จำนวนที่เปลี่ยน (ลบเพื่อลด เช่น -5)"
        inputMode="numeric"
        error={errors.change}
        hint={`ลดได้ไม่เกิน ${item.stock} ชิ้นที่ยังเหลือ`}
      />
      <TextField name="reason" label="เหตุผล" error={errors.reason} />
      <ActionErrorAlert error={change.error} message={Object.keys(errors).length ? null : undefined} />
      <Button type="submit" variant="secondary" busy={change.isPending}>
        เปลี่ยนสต็อก
      </Button>
      <ConfirmDialog
        open={pending !== null}
        title="ลดสต็อกของรางวัล"
        confirmLabel="ยืนยันลดสต็อก"
        busy={change.isPending}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (pending)
            change.mutate({ params: { id: item.id }, body: pending }, { onSettled: () => setPending(null) })
        }}
      >
        <p>
          ลด {item.name} ออกจากการขาย {pending ? -pending.change : 0} ชิ้น (เหลือ {item.stock} ชิ้น)
        </p>
      </ConfirmDialog>
    </form>
  )
}

function ImageForm({ item }: { item: AdminStoreItem }) {
  const upload = useItemImage()
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const image = new FormData(event.currentTarget).get('image')
    if (image instanceof File && image.size > 0) upload.mutate({ id: item.id, image })
  }
  return (
    <form onSubmit={submit} aria-label={`รูป ${item.name}`} className="space-y-3">
      <TextField name="image" type="file" accept="image/jpeg,image/png,image/webp" label="เปลี่ยนรูป" />
      <ActionErrorAlert error={upload.error} />
      <Button type="submit" variant="secondary" busy={upload.isPending}>
        อัปโหลดรูป
      </Button>
    </form>
  )
}
