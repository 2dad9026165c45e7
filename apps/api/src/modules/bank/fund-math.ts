/**
 * Fund order arithmetic (SPEC 7 Bank), all in integers: satang for money, ten-thousandths for units and
 * NAV. (The front-end fee, which the web app's order form shows too, is `frontFee` in
 * @klass/contract/bank-rules.) Products of two amounts can pass 2^53, so they are worked out in BigInt, and
 * every result is rounded down — the member is never credited a fraction the fund does not hold.
 */

/** Satang × 10^6 ÷ NAV (10^-4 baht) gives units in ten-thousandths: 10^-2 × 10^4 × 10^4 ÷ 10^-4 scaling. */
const UNIT_SCALE = 1_000_000n

/** Units (ten-thousandths) bought with `net` satang at `nav` (ten-thousandths of a baht), rounded down. */
export function unitsFor(net: number, nav: number): number {
  return Number((BigInt(net) * UNIT_SCALE) / BigInt(nav))
}

/** Satang paid for `units` (ten-thousandths) sold at `nav` (ten-thousandths of a baht), rounded down. */
export function proceedsFor(units: number, nav: number): number {
  return Number((BigInt(units) * BigInt(nav)) / UNIT_SCALE)
}

/**
 * The cost (satang) that leaves a holding when `unitsSold` of its `unitsHeld` units are sold: its share,
 * rounded down, and all of it when the last unit goes so no cost is left on an empty holding.
 */
export function costOfSold(cost: number, unitsHeld: number, unitsSold: number): number {
  if (unitsSold >= unitsHeld) return cost
  return Number((BigInt(cost) * BigInt(unitsSold)) / BigInt(unitsHeld))
}
