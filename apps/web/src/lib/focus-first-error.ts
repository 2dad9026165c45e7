import { useEffect, type RefObject } from 'react'

/**
 * After a submit that found problems, the first field in error (in the form's order) takes the focus, so a
 * screen reader reads its label and its error (aria-describedby) and a phone scrolls to it.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, errors: Record<string, unknown>) {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [errors, form])
}
