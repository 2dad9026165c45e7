import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { QueryState, type StateQuery } from './query-states'

function Words({ fetchWords }: { fetchWords: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['words'], queryFn: fetchWords, retry: false })
  return (
    <QueryState query={query} loading={<p role="status">กำลังโหลดคำ</p>} empty={<p>ยังไม่มีคำ</p>}>
      {(words) => (
        <ul aria-label="คำ">
          {words.map((word) => (
            <li key={word}>{word}</li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}

function renderWords(fetchWords: () => Promise<string[]>) {
  const client = new QueryClient()
  return render(
    <QueryClientProvider client={client}>
      <Words fetchWords={fetchWords} />
    </QueryClientProvider>,
  )
}

const settled = <T,>(data: T | undefined, isError = false): StateQuery<T> => ({
  data,
  isError,
  error: isError ? new Error('เครือข่ายขัดข้อง') : null,
  refetch: vi.fn(),
})

describe('QueryState', () => {
  it('shows the loading state until the data comes, then the data', async () => {
    let answer!: (words: string[]) => void
    renderWords(() => new Promise((resolve) => (answer = resolve)))
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลดคำ')
    answer(['ออม', 'ลงทุน'])
    const list = await screen.findByRole('list', { name: 'คำ' })
    expect(list).toHaveTextContent('ออมลงทุน')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('shows the error with its message and a retry that fetches again', async () => {
    const fetchWords = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('เครือข่ายขัดข้อง'))
      .mockResolvedValueOnce(['ออม'])
    renderWords(fetchWords)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('โหลดข้อมูลไม่สำเร็จ')
    expect(alert).toHaveTextContent('เครือข่ายขัดข้อง')
    await userEvent.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }))
    expect(await screen.findByRole('list', { name: 'คำ' })).toHaveTextContent('ออม')
    expect(fetchWords).toHaveBeenCalledTimes(2)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the empty state for an empty list', async () => {
    renderWords(async () => [])
    expect(await screen.findByText('ยังไม่มีคำ')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('treats a page with no items as empty, and asks isEmpty when given', () => {
    const { rerender } = render(
      <QueryState query={settled({ items: [] as string[], pages: 0 })} loading="…" empty="ว่าง">
        {() => 'มีของ'}
      </QueryState>,
    )
    expect(screen.getByText('ว่าง')).toBeInTheDocument()
    rerender(
      <QueryState query={settled({ count: 0 })} loading="…" empty="ว่าง" isEmpty={(data) => data.count === 0}>
        {() => 'มีของ'}
      </QueryState>,
    )
    expect(screen.getByText('ว่าง')).toBeInTheDocument()
    rerender(
      <QueryState query={settled([] as string[])} loading="…">
        {() => 'ไม่มี empty จึงแสดงข้อมูล'}
      </QueryState>,
    )
    expect(screen.getByText('ไม่มี empty จึงแสดงข้อมูล')).toBeInTheDocument()
  })

  it('shows a failed refetch as the error, or keeps the data with keepDataOnError', () => {
    const { rerender } = render(
      <QueryState query={settled(['ออม'], true)} loading="…">
        {(words) => words.join()}
      </QueryState>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('เครือข่ายขัดข้อง')
    rerender(
      <QueryState query={settled(['ออม'], true)} loading="…" keepDataOnError>
        {(words) => words.join()}
      </QueryState>,
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByText('ออม')).toBeInTheDocument()
  })
})
