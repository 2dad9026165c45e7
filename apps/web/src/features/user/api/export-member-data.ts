import { accountCalls } from '@klass/contract/routes/user'
import { useMutation } from '@tanstack/react-query'
import type { DownloadedFile } from '../../../lib/api-client'
import { download } from '../../../lib/call'

/**
 * GET /v2/api/user/export — everything Klass holds about the member, as one JSON file (issue 19). The file
 * is saved under the name the server gave it (klass-data-YYYY-MM-DD.json).
 */
export function exportMemberData(): Promise<DownloadedFile> {
  return download(accountCalls.exportData)
}

/** Hands a downloaded file to the browser to save, through a link clicked once and removed. */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob)
  const link = document.createElement('a')
  link.href = url
  link.download = file.filename ?? fallbackName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export function useExportMemberData() {
  return useMutation({
    mutationFn: exportMemberData,
    onSuccess: (file) => saveFile(file, 'klass-data.json'),
  })
}
