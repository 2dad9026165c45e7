/// <reference types="vite/client" />

declare const __APP_VERSION__: string
declare const __BUILD_TIME__: string

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string
  readonly VITE_CAPTCHA_SITE_KEY?: string
  readonly VITE_CAPTCHA_VERSION?: string
  readonly VITE_GTM_ID?: string
  readonly VITE_GA_ID?: string
  readonly VITE_GRAYSCALE?: string
  readonly VITE_FACEBOOK_URL?: string
  readonly VITE_TWITTER_URL?: string
  readonly VITE_LINE_URL?: string
}
interface ImportMeta {
  readonly env: ImportMetaEnv
}
