import { adminClubCalls } from '@klass/contract/routes/admin-clubs'
import { postCalls } from '@klass/contract/routes/posts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call, dataQuery, groupKeyOf, type CallInput } from '../../../lib/call'

/** GET /v2/api/admin/clubs — the five clubs in order, with their texts and whether they take new posts. */
export function useAdminClubs() {
  return useQuery(dataQuery(adminClubCalls.list))
}

/** A change to the clubs: the back office's list and the members' list of clubs are read again. */
function useClubWrite<I, O>(write: (input: I) => Promise<O>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: groupKeyOf(adminClubCalls.list) }),
        client.invalidateQueries({ queryKey: groupKeyOf(postCalls.clubs) }),
        client.invalidateQueries({ queryKey: groupKeyOf(postCalls.section) }),
      ])
    },
  })
}

/** POST /v2/api/admin/clubs/update — a club's name, texts, colour or open for new posts. */
export const useUpdateClub = () =>
  useClubWrite((body: CallInput<typeof adminClubCalls.update>['body']) =>
    call(adminClubCalls.update, { body }),
  )

/** POST /v2/api/admin/clubs/reorder — every club once, in the new order. */
export const useReorderClubs = () =>
  useClubWrite((body: CallInput<typeof adminClubCalls.reorder>['body']) =>
    call(adminClubCalls.reorder, { body }),
  )
