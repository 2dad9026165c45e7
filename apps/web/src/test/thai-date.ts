import { screen, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'

/** Chooses an ISO date (YYYY-MM-DD) in a ThaiDateField: its day, Thai month and Buddhist-era year. */
export async function chooseThaiDate(
  user: ReturnType<typeof userEvent.setup>,
  iso: string,
  group = 'วันเกิด',
): Promise<void> {
  const [year, month, day] = iso.split('-')
  const field = screen.getByRole('group', { name: group })
  await user.selectOptions(within(field).getByLabelText('วัน'), String(Number(day)))
  await user.selectOptions(within(field).getByLabelText('เดือน'), String(Number(month)))
  await user.selectOptions(within(field).getByLabelText('ปี พ.ศ.'), String(year))
}
