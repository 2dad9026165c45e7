import { useAddressParams } from './use-address-params'

/** The page of a paged list, kept in the address (?page=2) so Back and a shared link keep it. */
export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const [params, change] = useAddressParams()
  const page = Math.max(1, Number.parseInt(params.get(name) ?? '1', 10) || 1)
  return [page, (next: number) => change({ [name]: next })]
}
