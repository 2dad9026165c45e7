/** How many cards a list's first screen on a phone shows whole: their pictures load at once. */
export const FIRST_SCREEN_CARDS = 2

/**
 * A list card's picture: the first screen's load at once, with high priority (one of them is the page's largest
 * paint); the rest wait until they are scrolled near.
 */
export function listImage(index: number) {
  return index < FIRST_SCREEN_CARDS
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy' } as const)
}
