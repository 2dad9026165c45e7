/** How long the app waits at most for a served page's largest picture and fonts before it takes over. */
export const SERVED_PICTURE_WAIT_MS = 400

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/**
 * Resolves once the page the server sent (the app's shell, or an article written into the HTML) has been
 * painted: on a served page its largest picture decoded and its fonts loaded (waiting at most
 * SERVED_PICTURE_WAIT_MS), then two frames — the second frame's callback runs after the first one was
 * painted. The app then replaces the page with the same content, so people read at once and the page does
 * not repaint its largest element (decision 007).
 */
export async function afterFirstPaint(doc: Document = document): Promise<void> {
  const picture = doc.querySelector<HTMLImageElement>('main img[fetchpriority="high"]')
  if (picture) {
    await Promise.race([
      Promise.all([picture.decode().catch(() => undefined), doc.fonts?.ready]),
      new Promise<void>((resolve) => setTimeout(resolve, SERVED_PICTURE_WAIT_MS)),
    ])
  }
  await nextFrame()
  await nextFrame()
}
