/** The navigation state /profile/edit leaves after saving: the profile page says the changes were saved. */
export const profileSaved = { profileSaved: true } as const

export function savedJustNow(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'profileSaved' in state && state.profileSaved === true
}
