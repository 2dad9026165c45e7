/**
 * Work a call does once its answer is on the way, so that the answer's timing cannot tell what the work found
 * (issue 19: whether a reset request's address belongs to a member). A failure is logged, never answered;
 * `drained` waits for every task started, so a closing server finishes them before its database goes.
 */
export function createAfterAnswer(log: { error: (obj: object, msg: string) => void }) {
  const running = new Set<Promise<void>>()
  return {
    run(name: string, task: () => Promise<void>): void {
      const done: Promise<void> = new Promise<void>((answered) => setImmediate(answered))
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, 'work after the answer failed'))
        .finally(() => running.delete(done))
      running.add(done)
    },
    async drained(): Promise<void> {
      while (running.size > 0) await Promise.all(running)
    },
  }
}
export type AfterAnswer = ReturnType<typeof createAfterAnswer>
