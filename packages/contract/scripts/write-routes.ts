// `npm run contract:routes`: writes packages/contract/src/routes.ts from the call definitions.
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { callModules } from '../src/calls'
import { renderRoutesModule } from '../src/routes-module'

const target = fileURLToPath(new URL('../src/routes.ts', import.meta.url))
const source = await format(renderRoutesModule(callModules), {
  ...(await resolveConfig(target)),
  filepath: target,
})
await writeFile(target, source)
console.log(`wrote ${target}`)
