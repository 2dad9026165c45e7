import { roboCalls } from '@klass/contract/routes/robo'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { callQuery } from '../../../lib/call'

export const NOTIFICATIONS_PAGE_SIZE = 20

/** The DCA schedule: due today, coming, done and missed, of one account or of all of them. */
export const notificationsQuery = (accountId: string | undefined, page = 1) =>
  callQuery(roboCalls.getNotifications, {
    query: { ...(accountId ? { accountId } : {}), page, limit: NOTIFICATIONS_PAGE_SIZE },
  })

export function useNotifications(accountId: string | undefined, page = 1) {
  return useQuery({ ...notificationsQuery(accountId, page), placeholderData: keepPreviousData })
}
