import { PracticeNotice } from '../../../ui/practice-notice'

/** Every page of the bank's back office says what it edits is practice, never a real bank's product. */
export function BackOfficePracticeNote({ children }: { children: string }) {
  return <PracticeNotice>{children}</PracticeNotice>
}
