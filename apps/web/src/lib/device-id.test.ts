import { afterEach, describe, expect, it, vi } from 'vitest'
import { deviceHeaders, deviceId } from './device-id'

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('the browser’s device id (issue 19: registrations per device)', () => {
  it('makes one random id the first time and keeps it', () => {
    const first = deviceId()
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,64}$/)
    expect(deviceId()).toBe(first)
    expect(deviceHeaders()).toEqual({ 'x-klass-device': first })
  })

  it('gives each browser its own id', () => {
    const first = deviceId()
    localStorage.clear()
    expect(deviceId()).not.toBe(first)
  })

  it('sends no id where storage is blocked, so the address limit alone applies', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked')
    })
    expect(deviceId()).toBeNull()
    expect(deviceHeaders()).toEqual({})
  })
})
