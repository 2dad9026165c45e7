import { useState, type FormEvent } from 'react'
import { Link, Route, Routes, useSearchParams } from 'react-router'
import { MEMBER_SEARCH_MIN, isMemberId } from '@klass/contract/admin-members-constants'
import { formatDate, formatKoin } from '../../../lib/format'
import { Alert } from '../../../ui/alert'
import { Button } from '../../../ui/button'
import { TextField } from '../../../ui/field'
import { Pagination } from '../../../ui/pagination'
import { QueryState } from '../../../ui/query-states'
import { LoadingState } from '../../../ui/states'
import { useMemberSearch } from '../api/admin-members'
import { MemberView } from '../components/member-view'

/** /admin/members: find a member; /admin/members/:id: one member (support and admin). */
export default function MembersPage() {
  return (
    <Routes>
      <Route index element={<MemberSearch />} />
      <Route path=":id" element={<MemberView />} />
    </Routes>
  )
}

function MemberSearch() {
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [text, setText] = useState(q)
  const [error, setError] = useState<string | null>(null)
  const query = useMemberSearch(q, page)

  function submit(event: FormEvent) {
    event.preventDefault()
    const wanted = text.trim()
    if (!isMemberId(wanted) && [...wanted].length < MEMBER_SEARCH_MIN) {
      setError('พิมพ์อย่างน้อย 3 ตัวอักษรของอีเมลหรือชื่อที่แสดง หรือใส่รหัสสมาชิกทั้งรหัส')
      return
    }
    setError(null)
    setParams({ q: wanted })
  }

  return (
    <section className="space-y-4">
      <h2 className="text-2xl font-bold text-ink">สมาชิก</h2>
      <form
        onSubmit={submit}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        role="search"
        noValidate
      >
        <div className="min-w-0 flex-1">
          <TextField
            label="ค้นหาสมาชิก"
            hint="อีเมล ชื่อที่แสดง (อย่างน้อย 3 ตัวอักษร) หรือรหัสสมาชิก"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={error}
            type="search"
            autoComplete="off"
          />
        </div>
        <Button type="submit" className="sm:mb-7">
          ค้นหา
        </Button>
      </form>
      {q !== '' && (
        <QueryState
          query={query}
          loading={<LoadingState label="กำลังค้นหา…" />}
          empty={<Alert>ไม่พบสมาชิกที่ตรงกับ “{q}”</Alert>}
        >
          {(result) => (
            <>
              <p className="text-sm text-ink-soft">พบ {result.total.toLocaleString('th-TH')} คน</p>
              <ul className="divide-y divide-brand-100 rounded-card bg-white ring-1 ring-brand-100">
                {result.items.map((member) => (
                  <li key={member.id}>
                    <Link
                      to={`/admin/members/${member.id}`}
                      className="flex min-h-11 flex-col gap-1 px-4 py-3 hover:bg-brand-50 sm:flex-row sm:items-center sm:justify-between"
                    >
                      <span className="min-w-0">
                        <span className="block font-semibold text-ink">{member.display_name}</span>
                        <span className="block break-all text-sm text-ink-soft">{member.email}</span>
                      </span>
                      <span className="flex flex-wrap items-center gap-2 text-sm">
                        <span>{formatKoin(member.koin)} koin</span>
                        <span className="text-ink-soft">สมัคร {formatDate(member.joined_at)}</span>
                        {member.banned && (
                          <span className="rounded-full bg-coral-100 px-2 py-0.5 font-semibold text-coral-700">
                            ถูกระงับ
                          </span>
                        )}
                        {member.staff_roles.length > 0 && (
                          <span className="rounded-full bg-brand-100 px-2 py-0.5 font-semibold text-brand-800">
                            ทีมงาน
                          </span>
                        )}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
              <Pagination
                page={result.page}
                pages={result.pages}
                onChange={(next) => setParams({ q, page: String(next) })}
                label="หน้าผลการค้นหา"
              />
            </>
          )}
        </QueryState>
      )}
    </section>
  )
}
