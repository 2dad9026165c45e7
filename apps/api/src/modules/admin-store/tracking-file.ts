import { TRACKING_FILE_MAX_ROWS } from '@klass/contract/admin-store'
import { DomainError } from '../../lib/domain-error'

/** One data row of a tracking file: its line in the file and its three cells as written. */
export type TrackingRow = { line: number; orderId: string; carrier: string; trackingNumber: string }

/** The names a column may have in the header row (a carrier's export, or one typed in Thai). */
const columns = {
  orderId: ['order_id', 'order id', 'orderid', 'order', 'รหัสคำสั่งแลก', 'คำสั่งแลก'],
  carrier: ['carrier', 'courier', 'บริษัทขนส่ง', 'ขนส่ง'],
  trackingNumber: ['tracking_number', 'tracking number', 'tracking', 'เลขพัสดุ'],
} as const

/** Splits CSV text into rows of cells (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function csvRows(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let rowLine = 1
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i += 1
      } else if (c === '"') quoted = false
      else {
        if (c === '\n') line += 1
        cell += c
      }
    } else if (c === '"' && cell === '') quoted = true
    else if (c === ',') {
      cells.push(cell)
      cell = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1
      cells.push(cell)
      rows.push({ line: rowLine, cells })
      cells = []
      cell = ''
      line += 1
      rowLine = line
    } else cell += c
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell)
    rows.push({ line: rowLine, cells })
  }
  return rows.filter((row) => row.cells.some((c) => c.trim() !== ''))
}

/**
 * Reads a tracking file: a header row naming the order id, carrier and tracking number columns (in any order,
 * English or Thai), then one row per parcel. A file that is not such text is refused whole; rows are checked
 * one by one by the caller.
 */
export function readTrackingFile(bytes: Buffer): TrackingRow[] {
  if (bytes.includes(0)) throw new DomainError('TRACKING_FILE_INVALID')
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '')
  if (text.includes('\uFFFD')) throw new DomainError('TRACKING_FILE_INVALID')
  const [header, ...rows] = csvRows(text)
  if (!header) throw new DomainError('TRACKING_FILE_INVALID')
  const names = header.cells.map((c) => c.trim().toLowerCase())
  const index = (key: keyof typeof columns) =>
    names.findIndex((name) => (columns[key] as readonly string[]).includes(name))
  const at = { orderId: index('orderId'), carrier: index('carrier'), trackingNumber: index('trackingNumber') }
  if (at.orderId < 0 || at.carrier < 0 || at.trackingNumber < 0)
    throw new DomainError('TRACKING_FILE_INVALID')
  if (rows.length === 0 || rows.length > TRACKING_FILE_MAX_ROWS)
    throw new DomainError('TRACKING_FILE_INVALID')
  return rows.map((row) => ({
    line: row.line,
    orderId: (row.cells[at.orderId] ?? '').trim(),
    carrier: (row.cells[at.carrier] ?? '').trim(),
    trackingNumber: (row.cells[at.trackingNumber] ?? '').trim(),
  }))
}
