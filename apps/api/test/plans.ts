/** A node of PostgreSQL's `EXPLAIN (format json)` plan, with the fields the plan tests read. */
export type PlanNode = {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  'Actual Rows'?: number
  'Rows Removed by Filter'?: number
  'Rows Removed by Index Recheck'?: number
  Plans?: PlanNode[]
}

/** Every node of a plan, the root first. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)]
}

/** The nodes of the plan in an `EXPLAIN (format json)` result's first row. */
export function nodesOfExplained(rows: readonly Record<string, unknown>[]): PlanNode[] {
  return planNodes((rows[0]!['QUERY PLAN'] as [{ Plan: PlanNode }])[0].Plan)
}
