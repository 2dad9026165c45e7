import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { addressWithoutToken, rememberedLinkToken, rememberLinkToken, type LinkPage } from './link-token'

/**
 * A link page's token, kept out of the address (issue 19). main.tsx took it out on arrival; one that comes
 * through the router (a link inside the app) leaves the address here.
 */
export function useLinkToken(page: LinkPage): string {
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  const inAddress = new URLSearchParams(search).get('token')
  const [token] = useState(() => {
    if (inAddress) rememberLinkToken(page, inAddress)
    return inAddress || rememberedLinkToken(page) || ''
  })
  useEffect(() => {
    if (inAddress !== null) void navigate(addressWithoutToken(pathname, search, hash), { replace: true })
  }, [inAddress, pathname, search, hash, navigate])
  return token
}
