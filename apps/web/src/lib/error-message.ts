import { clientErrors, formErrorsFrom } from './api-client'
import { FacebookSdkError } from './facebook-sdk'

/** The Thai message of a failed action outside a form: the server's, Facebook's loader's, or a general one. */
export function messageOf(error: unknown): string {
  if (error instanceof FacebookSdkError) return error.message
  return formErrorsFrom(error, []).message ?? clientErrors.UNKNOWN
}
