// Draws the app icons (64–512 px, maskable 192 and 512 px, iOS's 180 px; SPEC 2, decision 037) from
// public/favicon.svg into public/icons. Run after changing the logo: `node apps/web/scripts/generate-icons.mjs`
// (uses sharp, which the API workspace already installs).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const sharp = createRequire(path.join(web, '../api/package.json'))('sharp')
const svg = readFileSync(path.join(web, 'public/favicon.svg'))
// A maskable icon needs its logo inside the middle 80 %: the same drawing on a full-bleed background.
const maskable = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#5a31ee"/>` +
    `<g transform="translate(9.6 9.6) scale(0.7)">${svg.toString().replace(/<\/?svg[^>]*>/g, '')}</g></svg>`,
)

for (const size of [64, 128, 144, 192, 256, 384, 512]) {
  await sharp(svg, { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(path.join(web, `public/icons/icon-${size}.png`))
}
for (const size of [192, 512]) {
  await sharp(maskable, { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(path.join(web, `public/icons/maskable-${size}.png`))
}
// iOS rounds the home-screen icon itself and fills transparent corners with black: a full-bleed square.
await sharp(maskable, { density: 72 * (180 / 64) })
  .resize(180, 180)
  .flatten({ background: '#5a31ee' })
  .png()
  .toFile(path.join(web, 'public/icons/apple-touch-icon.png'))
process.stdout.write('icons written to public/icons\n')
