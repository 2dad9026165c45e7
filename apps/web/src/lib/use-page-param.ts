import { useAddressParams } from './use-address-params'

/** The page number `?page=` (or another parameter) names: 1 when it is missing or not a page number. */
export function pageParamOf(params: URLSearchParams, name = 'page'): number {
  return Math.max(1, Number.parseInt(params.get(name) ?? '1', 10) || 1)
}

/** The page of a paged list, kept in the address (?page=2) so Back and a shared link keep it. */
export function usePageParam(name = 'page'): [number, (page: number) => void] {
  const [params, change] = useAddressParams()
  return [pageParamOf(params, name), (next: number) => change({ [name]: next })]
}
