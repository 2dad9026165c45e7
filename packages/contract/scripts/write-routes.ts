// `npm run contract:routes`: writes packages/contract/src/routes.ts and routes/<module>.ts from the call
// definitions, and removes the route file of a module that is gone.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { callModules } from '../src/calls'
import { renderRouteFiles } from '../src/routes-module'

const src = fileURLToPath(new URL('../src/', import.meta.url))
const files = renderRouteFiles(callModules)
await mkdir(`${src}routes`, { recursive: true })
for (const name of await readdir(`${src}routes`))
  if (!Object.hasOwn(files, `routes/${name}`)) await rm(`${src}routes/${name}`)
for (const [name, source] of Object.entries(files)) {
  const target = `${src}${name}`
  await writeFile(target, await format(source, { ...(await resolveConfig(target)), filepath: target }))
}
console.log(`wrote ${Object.keys(files).length} route files under ${src}`)
