import { createHash, createHmac } from 'node:crypto'

/**
 * The big prize draw anyone can re-run (docs/decisions/041-verifiable-big-prize-draw.md). Staff publish
 * SHA-256(seed) before entries close; at the draw the seed is revealed and the winners follow from it and
 * the ordered tickets alone.
 */

/** SHA-256 of the seed's UTF-8 bytes, in lower-case hex: the commitment published before the draw. */
export function commitmentOf(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex')
}

/** A code that stands for one member in one draw: the first 12 hex digits of SHA-256("<prize>:<member>"). */
export function holderCode(prizeId: string, userId: string): string {
  return createHash('sha256').update(`${prizeId}:${userId}`, 'utf8').digest('hex').slice(0, 12)
}

export type Ticket = { ticket: string; holder: string }

/** Every ticket in order: entry rows by id, each row's tickets `<row id>-1` … `<row id>-<entries>`. */
export function ticketsOf(
  prizeId: string,
  rows: { id: number; userId: string; entries: number }[],
): Ticket[] {
  return [...rows]
    .sort((a, b) => a.id - b.id)
    .flatMap((row) =>
      Array.from({ length: row.entries }, (_, n) => ({
        ticket: `${row.id}-${n + 1}`,
        holder: holderCode(prizeId, row.userId),
      })),
    )
}

/** A ticket's score: HMAC-SHA256 with the seed as key and the ticket as message, in lower-case hex. */
export function ticketScore(seed: string, ticket: string): string {
  return createHmac('sha256', seed).update(ticket, 'utf8').digest('hex')
}

/**
 * The winners: tickets by score, lowest first (equal scores, never seen in practice, keep the list's order);
 * a holder wins once; the first `winnerCount` holders win.
 */
export function drawWinners(seed: string, tickets: Ticket[], winnerCount: number): Ticket[] {
  const ranked = tickets
    .map((ticket, index) => ({ ...ticket, index, score: ticketScore(seed, ticket.ticket) }))
    .sort((a, b) => (a.score < b.score ? -1 : a.score > b.score ? 1 : a.index - b.index))
  const winners: Ticket[] = []
  const won = new Set<string>()
  for (const { ticket, holder } of ranked) {
    if (winners.length === winnerCount) break
    if (won.has(holder)) continue
    won.add(holder)
    winners.push({ ticket, holder })
  }
  return winners
}
