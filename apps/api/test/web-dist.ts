import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

const INDEX_HTML =
  '<!doctype html><html lang="th"><head><meta charset="UTF-8" /><title>Klass</title></head><body><div id="root"><main></main></div></body></html>'

/**
 * A built web app's folder as the server reads it (`webDistDir`): its index.html, plus the build's other files a
 * test needs (`.prerendered/pages.json`, `.vite/manifest.json`…), each given by its path in the folder. Remove it.
 */
export async function fakeWebDist(files: Record<string, string> = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'klass-dist-'))
  for (const [name, content] of Object.entries({ 'index.html': INDEX_HTML, ...files })) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
    await writeFile(path.join(dir, name), content)
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}

/** The data a served page carries for the app's first render (its `klass-page-data` block), parsed. */
export function servedPageData(html: string): Record<string, unknown> | undefined {
  const block = /<script type="application\/json" id="klass-page-data"[^>]*>([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1]
  return block === undefined ? undefined : (JSON.parse(block) as Record<string, unknown>)
}
