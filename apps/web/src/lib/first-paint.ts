/** How long the app waits at most for a served page's largest picture before it takes over. */
export const SERVED_PICTURE_WAIT_MS = 400

/**
 * Resolves once the page the server sent (the app's shell, or an article written into the HTML) has been
 * painted: the next frame, and on a served page its largest picture decoded too, waiting at most
 * SERVED_PICTURE_WAIT_MS. The app then replaces it with the same content, so people read at once and the
 * page does not repaint its largest element (decision 007).
 */
export function afterFirstPaint(doc: Document = document): Promise<void> {
  const picture = doc.querySelector<HTMLImageElement>('main img[fetchpriority="high"]')
  const decoded = picture
    ? Promise.race([
        picture.decode().catch(() => undefined),
        new Promise<void>((resolve) => setTimeout(resolve, SERVED_PICTURE_WAIT_MS)),
      ])
    : Promise.resolve()
  return decoded.then(
    () =>
      new Promise<void>((resolve) => {
        // A frame, then a task: the frame's paint happens before the app's first render.
        requestAnimationFrame(() => setTimeout(resolve, 0))
      }),
  )
}
