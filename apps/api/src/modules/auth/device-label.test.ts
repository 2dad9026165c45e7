import { describe, expect, it } from 'vitest'
import { deviceLabel } from './device-label'

describe('the device a member sees in their signed-in devices (issue 19)', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome บน Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari บน iPhone',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
      'Chrome บน iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge บน Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari บน Mac',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox บน Linux'],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet บน Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.3.0',
      'LINE บน iPhone',
    ],
  ])('names %j "%s"', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label)
  })

  it('says what it can when it knows only the system, and "unknown device" when it knows nothing', () => {
    expect(deviceLabel('SomeApp/1.0 (Android 12)')).toBe('เบราว์เซอร์บน Android')
    expect(deviceLabel('curl/8.5.0')).toBe('อุปกรณ์ที่ไม่รู้จัก')
    expect(deviceLabel(null)).toBe('อุปกรณ์ที่ไม่รู้จัก')
  })
})
