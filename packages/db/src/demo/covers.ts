/**
 * The demo illustrations, drawn in code for this product: covers, super-hero portraits, video thumbnails
 * and banners. They are plain shapes — no scripts, no links, no external references, no text — so they are
 * safe to serve to browsers as image/svg+xml.
 */
export type Motif =
  | 'coins'
  | 'piggy'
  | 'chart'
  | 'shield'
  | 'leaf'
  | 'gamepad'
  | 'bulb'
  | 'calendar'
  | 'shop'
  | 'phone'
  | 'recycle'
  | 'ticket'
  | 'book'
  | 'star'

export type Palette = { from: string; to: string; ink: string; accent: string; paper: string }

/** One palette per club, so covers of a club look like a family. */
export const palettes = {
  hit: { from: '#ff8a3d', to: '#ffcf5c', ink: '#5a2a00', accent: '#ffffff', paper: '#fff4e0' },
  'biz-master': { from: '#2f5bea', to: '#6fb1ff', ink: '#0d1f5c', accent: '#ffd84d', paper: '#eef4ff' },
  'smart-society': { from: '#7b4dff', to: '#c48bff', ink: '#2a0f66', accent: '#5ce1c6', paper: '#f4eeff' },
  'play-yard': { from: '#ff4f8b', to: '#ffa3c4', ink: '#5c0b2b', accent: '#ffe066', paper: '#fff0f5' },
  greenery: { from: '#1f9d6b', to: '#8be0a4', ink: '#0b3d28', accent: '#fff3b0', paper: '#eefbf3' },
  guide: { from: '#14a3b8', to: '#7fe3ef', ink: '#063c45', accent: '#ffcf5c', paper: '#eafcff' },
  'superhero-talk': { from: '#e63946', to: '#ff9f68', ink: '#4a0a10', accent: '#ffe66d', paper: '#fff1ec' },
} satisfies Record<string, Palette>

const round = (n: number) => Math.round(n * 10) / 10

/** Each motif is drawn in a 200×200 box centred on (0, 0). */
function motifShapes(motif: Motif, p: Palette): string {
  const ink = p.ink
  const accent = p.accent
  const paper = p.paper
  switch (motif) {
    case 'coins':
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<ellipse cx="${-30 + (i % 2) * 12}" cy="${50 - i * 28}" rx="62" ry="20" fill="${accent}" stroke="${ink}" stroke-width="6"/>`,
        )
        .concat(
          `<circle cx="55" cy="-40" r="42" fill="${accent}" stroke="${ink}" stroke-width="6"/>`,
          `<path d="M55 -62 v44 M43 -52 h24 M43 -30 h24" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`,
        )
        .join('')
    case 'piggy':
      return [
        `<ellipse cx="0" cy="10" rx="85" ry="62" fill="${accent}" stroke="${ink}" stroke-width="6"/>`,
        `<ellipse cx="78" cy="8" rx="20" ry="24" fill="${paper}" stroke="${ink}" stroke-width="6"/>`,
        `<circle cx="74" cy="4" r="4" fill="${ink}"/><circle cx="84" cy="4" r="4" fill="${ink}"/>`,
        `<circle cx="40" cy="-18" r="6" fill="${ink}"/>`,
        `<path d="M-10 -50 l18 -30 l14 32" fill="${accent}" stroke="${ink}" stroke-width="6" stroke-linejoin="round"/>`,
        `<rect x="-30" y="-56" width="44" height="10" rx="5" fill="${ink}"/>`,
        `<path d="M-50 66 v24 M40 66 v24" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>`,
        `<circle cx="-8" cy="-98" r="20" fill="${paper}" stroke="${ink}" stroke-width="6"/>`,
      ].join('')
    case 'chart':
      return [
        `<rect x="-90" y="-90" width="180" height="180" rx="18" fill="${paper}" stroke="${ink}" stroke-width="6"/>`,
        ...[0, 1, 2, 3].map(
          (i) =>
            `<rect x="${-66 + i * 36}" y="${50 - (i + 1) * 26}" width="24" height="${(i + 1) * 26}" rx="4" fill="${i === 3 ? accent : ink}" opacity="${i === 3 ? 1 : 0.75}"/>`,
        ),
        `<path d="M-66 20 L-30 0 L6 -10 L44 -56" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
        `<path d="M30 -60 L46 -58 L44 -42" fill="none" stroke="${accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
      ].join('')
    case 'shield':
      return [
        `<path d="M0 -95 L80 -65 V5 C80 55 40 85 0 100 C-40 85 -80 55 -80 5 V-65 Z" fill="${accent}" stroke="${ink}" stroke-width="6" stroke-linejoin="round"/>`,
        `<path d="M-35 5 L-8 32 L40 -22" fill="none" stroke="${ink}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`,
      ].join('')
    case 'leaf':
      return [
        `<path d="M-70 80 C-90 -20 -10 -90 85 -90 C90 10 30 90 -70 80 Z" fill="${accent}" stroke="${ink}" stroke-width="6"/>`,
        `<path d="M-70 80 C-20 20 20 -20 70 -75" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`,
        `<path d="M-30 30 L-35 -10 M0 0 L10 -40 M-20 50 L20 50" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`,
      ].join('')
    case 'gamepad':
      return [
        `<path d="M-95 -30 C-95 -60 -60 -60 -40 -50 H40 C60 -60 95 -60 95 -30 L85 50 C80 80 45 80 30 50 H-30 C-45 80 -80 80 -85 50 Z" fill="${accent}" stroke="${ink}" stroke-width="6" stroke-linejoin="round"/>`,
        `<path d="M-55 -20 v36 M-73 -2 h36" stroke="${ink}" stroke-width="10" stroke-linecap="round"/>`,
        `<circle cx="45" cy="-14" r="10" fill="${ink}"/><circle cx="65" cy="8" r="10" fill="${ink}"/>`,
      ].join('')
    case 'bulb':
      return [
        `<path d="M0 -95 C55 -95 80 -50 65 -10 C55 15 35 30 35 55 H-35 C-35 30 -55 15 -65 -10 C-80 -50 -55 -95 0 -95 Z" fill="${accent}" stroke="${ink}" stroke-width="6"/>`,
        `<rect x="-35" y="60" width="70" height="16" rx="6" fill="${ink}"/><rect x="-25" y="82" width="50" height="14" rx="6" fill="${ink}"/>`,
        `<path d="M-18 50 L-10 -5 L0 15 L10 -5 L18 50" fill="none" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>`,
      ].join('')
    case 'calendar':
      return [
        `<rect x="-85" y="-75" width="170" height="165" rx="16" fill="${paper}" stroke="${ink}" stroke-width="6"/>`,
        `<rect x="-85" y="-75" width="170" height="42" rx="16" fill="${ink}"/>`,
        `<path d="M-45 -95 v34 M45 -95 v34" stroke="${ink}" stroke-width="10" stroke-linecap="round"/>`,
        ...Array.from({ length: 12 }, (_, i) => {
          const x = -62 + (i % 4) * 40
          const y = -18 + Math.floor(i / 4) * 36
          return `<rect x="${x}" y="${y}" width="26" height="24" rx="5" fill="${i === 6 ? accent : ink}" opacity="${i === 6 ? 1 : 0.25}"/>`
        }),
      ].join('')
    case 'shop':
      return [
        `<rect x="-80" y="-20" width="160" height="110" rx="8" fill="${paper}" stroke="${ink}" stroke-width="6"/>`,
        ...[0, 1, 2, 3].map(
          (i) =>
            `<path d="M${-90 + i * 45} -20 a22.5 22.5 0 0 0 45 0 L${-80 + i * 45} -75 h25 Z" fill="${i % 2 ? accent : ink}" stroke="${ink}" stroke-width="4" stroke-linejoin="round"/>`,
        ),
        `<rect x="-25" y="25" width="50" height="65" rx="6" fill="${accent}" stroke="${ink}" stroke-width="6"/>`,
      ].join('')
    case 'phone':
      return [
        `<rect x="-55" y="-100" width="110" height="200" rx="20" fill="${ink}"/>`,
        `<rect x="-45" y="-82" width="90" height="160" rx="8" fill="${paper}"/>`,
        `<circle cx="0" cy="-10" r="30" fill="${accent}" stroke="${ink}" stroke-width="5"/>`,
        `<path d="M-12 -10 l9 10 l16 -20" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
        `<rect x="-30" y="40" width="60" height="12" rx="6" fill="${ink}" opacity="0.4"/>`,
      ].join('')
    case 'recycle':
      return [0, 120, 240]
        .map(
          (angle) =>
            `<g transform="rotate(${angle})"><path d="M-20 -80 L40 -80 L70 -30" fill="none" stroke="${ink}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/><path d="M55 -52 L72 -26 L42 -22" fill="${accent}" stroke="${ink}" stroke-width="6" stroke-linejoin="round"/></g>`,
        )
        .join('')
    case 'ticket':
      return [
        `<path d="M-95 -50 H95 V-15 A15 15 0 0 0 95 15 V50 H-95 V15 A15 15 0 0 0 -95 -15 Z" fill="${accent}" stroke="${ink}" stroke-width="6" stroke-linejoin="round"/>`,
        `<path d="M40 -50 V50" stroke="${ink}" stroke-width="5" stroke-dasharray="10 8"/>`,
        `<path d="M-50 0 l10 -22 l10 22 l22 3 l-17 14 l5 22 l-20 -12 l-20 12 l5 -22 l-17 -14 Z" fill="${ink}" transform="translate(0 -8)"/>`,
      ].join('')
    case 'book':
      return [
        `<path d="M0 -60 C-30 -80 -70 -80 -95 -70 V75 C-70 65 -30 65 0 85 Z" fill="${paper}" stroke="${ink}" stroke-width="6" stroke-linejoin="round"/>`,
        `<path d="M0 -60 C30 -80 70 -80 95 -70 V75 C70 65 30 65 0 85 Z" fill="${accent}" stroke="${ink}" stroke-width="6" stroke-linejoin="round"/>`,
        `<path d="M-75 -40 H-20 M-75 -15 H-20 M-75 10 H-30" stroke="${ink}" stroke-width="5" stroke-linecap="round" opacity="0.6"/>`,
      ].join('')
    case 'star':
      return `<path d="M0 -95 L27 -30 L95 -25 L42 18 L58 90 L0 52 L-58 90 L-42 18 L-95 -25 L-27 -30 Z" fill="${accent}" stroke="${ink}" stroke-width="6" stroke-linejoin="round"/>`
  }
}

/** Soft round shapes behind the motif; `seed` moves them so that covers of one club differ. */
function backdrop(width: number, height: number, p: Palette, seed: number): string {
  const bubbles = Array.from({ length: 6 }, (_, i) => {
    const k = (seed * 37 + i * 53) % 97
    const x = round(((k * 13 + i * 211) % 100) * (width / 100))
    const y = round(((k * 7 + i * 157) % 100) * (height / 100))
    const r = round(height * (0.06 + ((k + i * 11) % 9) / 60))
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.accent}" opacity="${i % 2 ? 0.18 : 0.28}"/>`
  })
  return [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    ...bubbles,
  ].join('')
}

function svg(width: number, height: number, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${label.replace(/[<>&"]/g, '')}">${body}</svg>\n`
}

/** A 1200×630 cover (the Open Graph size): the club's colours and one or two motifs. */
export function coverSvg(design: { palette: Palette; motifs: Motif[]; seed: number; label: string }): string {
  const { palette: p, motifs, seed } = design
  const [main, second] = motifs
  const body = [
    backdrop(1200, 630, p, seed),
    `<circle cx="600" cy="315" r="230" fill="${p.paper}" opacity="0.35"/>`,
    main ? `<g transform="translate(${second ? 500 : 600} 315) scale(1.6)">${motifShapes(main, p)}</g>` : '',
    second ? `<g transform="translate(790 250) scale(0.9)">${motifShapes(second, p)}</g>` : '',
  ].join('')
  return svg(1200, 630, body, design.label)
}

/** A 1280×720 video thumbnail with a play button. */
export function thumbnailSvg(design: {
  palette: Palette
  motif: Motif
  seed: number
  label: string
}): string {
  const p = design.palette
  const body = [
    backdrop(1280, 720, p, design.seed),
    `<g transform="translate(420 360) scale(1.7)">${motifShapes(design.motif, p)}</g>`,
    `<circle cx="900" cy="360" r="110" fill="${p.ink}" opacity="0.85"/>`,
    `<path d="M865 295 L965 360 L865 425 Z" fill="${p.paper}"/>`,
  ].join('')
  return svg(1280, 720, body, design.label)
}

/** A 1600×600 home banner. */
export function bannerSvg(design: {
  palette: Palette
  motifs: Motif[]
  seed: number
  label: string
}): string {
  const p = design.palette
  const body = [
    backdrop(1600, 600, p, design.seed),
    ...design.motifs.map(
      (motif, i) =>
        `<g transform="translate(${1050 + i * 260} ${300 - (i % 2) * 60}) scale(1.3)">${motifShapes(motif, p)}</g>`,
    ),
  ].join('')
  return svg(1600, 600, body, design.label)
}

/** A 400×400 portrait illustration of a super hero: face, hair and shirt in their own colours. */
export function portraitSvg(design: {
  skin: string
  hair: string
  shirt: string
  background: string
  hairStyle: 'short' | 'long' | 'bun' | 'curly'
  glasses?: boolean
  label: string
}): string {
  const { skin, hair, shirt, background } = design
  const hairShapes = {
    short: `<path d="M110 190 C105 110 160 80 200 80 C250 80 298 110 290 190 C280 150 250 130 200 132 C150 130 120 150 110 190 Z" fill="${hair}"/>`,
    long: `<path d="M100 300 C80 170 120 80 200 80 C280 80 320 170 300 300 L270 300 C280 200 260 140 200 135 C140 140 120 200 130 300 Z" fill="${hair}"/>`,
    bun: `<circle cx="200" cy="70" r="38" fill="${hair}"/><path d="M110 190 C105 110 160 88 200 88 C250 88 298 110 290 190 C280 150 250 132 200 134 C150 132 120 150 110 190 Z" fill="${hair}"/>`,
    curly: Array.from({ length: 9 }, (_, i) => {
      const angle = Math.PI * (1.05 + (i / 8) * 0.9)
      return `<circle cx="${round(200 + Math.cos(angle) * 95)}" cy="${round(175 + Math.sin(angle) * 90)}" r="34" fill="${hair}"/>`
    }).join(''),
  }
  const body = [
    `<rect width="400" height="400" rx="200" fill="${background}"/>`,
    `<path d="M70 400 C80 310 140 285 200 285 C260 285 320 310 330 400 Z" fill="${shirt}"/>`,
    `<rect x="178" y="240" width="44" height="50" rx="16" fill="${skin}"/>`,
    `<ellipse cx="200" cy="185" rx="88" ry="98" fill="${skin}"/>`,
    hairShapes[design.hairStyle],
    `<circle cx="168" cy="190" r="9" fill="#2b1b12"/><circle cx="232" cy="190" r="9" fill="#2b1b12"/>`,
    `<path d="M170 232 C185 248 215 248 230 232" fill="none" stroke="#7a3b2e" stroke-width="7" stroke-linecap="round"/>`,
    `<circle cx="150" cy="222" r="12" fill="#ff8a8a" opacity="0.45"/><circle cx="250" cy="222" r="12" fill="#ff8a8a" opacity="0.45"/>`,
    design.glasses
      ? `<g fill="none" stroke="#1d1d1d" stroke-width="6"><circle cx="168" cy="190" r="24"/><circle cx="232" cy="190" r="24"/><path d="M192 190 h16"/></g>`
      : '',
  ].join('')
  return svg(400, 400, body, design.label)
}
