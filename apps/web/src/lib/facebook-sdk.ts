import { thirdPartyScript } from './csp-nonce'

/**
 * Facebook's JavaScript SDK, loaded only when a Facebook button is pressed (SPEC 7: a social login SDK) and
 * never before: no Facebook script runs for people who do not use it.
 */
type FacebookLoginResponse = { status: string; authResponse: { accessToken: string } | null }
type FacebookSdk = {
  init: (options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }) => void
  login: (callback: (response: FacebookLoginResponse) => void, options: { scope: string }) => void
}
declare global {
  interface Window {
    FB?: FacebookSdk
  }
}

export type FacebookApp = { app_id: string; sdk_url: string; graph_version: string }

export class FacebookSdkError extends Error {
  override name = 'FacebookSdkError'
}

let loading: Promise<FacebookSdk> | null = null

/** Loads the SDK once (a failed load may be tried again) and initialises it for the app. */
export function loadFacebookSdk(app: FacebookApp): Promise<FacebookSdk> {
  loading ??= new Promise<FacebookSdk>((resolve, reject) => {
    const script = thirdPartyScript(app.sdk_url)
    script.crossOrigin = 'anonymous'
    script.onload = () => {
      if (!window.FB) return reject(new FacebookSdkError('โหลด Facebook ไม่สำเร็จ'))
      window.FB.init({ appId: app.app_id, version: app.graph_version, cookie: false, xfbml: false })
      resolve(window.FB)
    }
    script.onerror = () => reject(new FacebookSdkError('โหลด Facebook ไม่สำเร็จ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่'))
    document.head.appendChild(script)
  }).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

/** Facebook Login in its own window: the person's user token, or null when they closed it or said no. */
export async function facebookLogin(app: FacebookApp): Promise<string | null> {
  const sdk = await loadFacebookSdk(app)
  return new Promise((resolve) => {
    sdk.login(
      (response) =>
        resolve(response.status === 'connected' ? (response.authResponse?.accessToken ?? null) : null),
      { scope: 'public_profile,email' },
    )
  })
}
