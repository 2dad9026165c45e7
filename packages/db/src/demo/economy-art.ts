/**
 * Pictures of the demo gifts, events and the SUPERQUEST campaign, drawn in code for this product. Plain
 * shapes only — no scripts, links, external references or text — so they are safe to serve as
 * image/svg+xml.
 */
export type GiftMotif =
  | 'sticker'
  | 'theme'
  | 'book-voucher'
  | 'coffee'
  | 'sim'
  | 'movie'
  | 'course'
  | 'notebook'
  | 'pens'
  | 'piggy'
  | 'keychain'
  | 'tumbler'
  | 'tote'
  | 'headphones'
  | 'powerbank'
  | 'hoodie'
  | 'speaker'
  | 'calculator'
  | 'ticket'
  | 'bottle'
  | 'tshirt'
  | 'cap'
  | 'tablet'
  | 'calendar'
  | 'mic'
  | 'laptop'
  | 'shield'
  | 'bank'
  | 'boardgame'
  | 'leaf'
  | 'rocket'

export type ArtPalette = { from: string; to: string; ink: string; accent: string; paper: string }

export const artPalettes = {
  digital: { from: '#6d4aff', to: '#b59cff', ink: '#23105e', accent: '#ffd84d', paper: '#f3efff' },
  physical: { from: '#ff7a45', to: '#ffc078', ink: '#5a2300', accent: '#ffffff', paper: '#fff3e6' },
  premium: { from: '#15295c', to: '#3d5fb8', ink: '#0a1433', accent: '#ffcf4a', paper: '#eef2ff' },
  event: { from: '#0f9d8a', to: '#6fe0c8', ink: '#063d35', accent: '#ffe066', paper: '#e9fbf7' },
  quest: { from: '#e63946', to: '#ff9f68', ink: '#4a0a10', accent: '#ffe66d', paper: '#fff1ec' },
} satisfies Record<string, ArtPalette>

const stroke = (p: ArtPalette, width = 6) =>
  `stroke="${p.ink}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`

/** Each motif is drawn in a 200×200 box centred on (0, 0). */
function motif(name: GiftMotif, p: ArtPalette): string {
  const s = stroke(p)
  const { ink, accent, paper } = p
  switch (name) {
    case 'sticker':
      return [
        `<path d="M-80 -70 h160 a20 20 0 0 1 20 20 v90 a20 20 0 0 1 -20 20 h-90 l-40 34 v-34 h-30 a20 20 0 0 1 -20 -20 v-90 a20 20 0 0 1 20 -20z" fill="${paper}" ${s}/>`,
        `<circle cx="-35" cy="-20" r="9" fill="${ink}"/><circle cx="35" cy="-20" r="9" fill="${ink}"/>`,
        `<path d="M-40 15 q40 35 80 0" fill="none" ${s}/>`,
        `<circle cx="60" cy="-50" r="16" fill="${accent}" ${stroke(p, 4)}/>`,
      ].join('')
    case 'theme':
      return [
        `<rect x="-55" y="-95" width="110" height="190" rx="18" fill="${paper}" ${s}/>`,
        `<rect x="-40" y="-70" width="80" height="120" rx="6" fill="${accent}" ${stroke(p, 4)}/>`,
        `<circle cx="-15" cy="-30" r="12" fill="${ink}"/><circle cx="15" cy="-5" r="12" fill="${paper}"/>`,
        `<circle cx="0" cy="75" r="8" fill="${ink}"/>`,
      ].join('')
    case 'book-voucher':
      return [
        `<path d="M-90 -60 q45 -20 90 0 v120 q-45 -20 -90 0z" fill="${paper}" ${s}/>`,
        `<path d="M90 -60 q-45 -20 -90 0 v120 q45 -20 90 0z" fill="${accent}" ${s}/>`,
        `<path d="M-70 -30 h50 M-70 -5 h50 M-70 20 h40" ${stroke(p, 4)}/>`,
      ].join('')
    case 'coffee':
      return [
        `<path d="M-70 -40 h120 l-12 120 h-96z" fill="${paper}" ${s}/>`,
        `<path d="M50 -15 h18 a25 25 0 0 1 0 50 h-24" fill="none" ${s}/>`,
        `<rect x="-80" y="-60" width="140" height="24" rx="8" fill="${accent}" ${s}/>`,
        `<path d="M-30 -80 q-12 -15 0 -30 M5 -80 q-12 -15 0 -30" fill="none" ${stroke(p, 5)}/>`,
      ].join('')
    case 'sim':
      return [
        `<path d="M-60 -90 h80 l40 40 v140 h-120z" fill="${paper}" ${s}/>`,
        `<rect x="-35" y="-20" width="70" height="70" rx="8" fill="${accent}" ${s}/>`,
        `<path d="M-35 15 h70 M0 -20 v70" ${stroke(p, 4)}/>`,
      ].join('')
    case 'movie':
      return [
        `<rect x="-85" y="-30" width="170" height="110" rx="10" fill="${paper}" ${s}/>`,
        `<path d="M-85 -30 l10 -50 l165 25 l-8 25" fill="${accent}" ${s}/>`,
        `<path d="M-45 -72 l-12 40 M5 -65 l-12 40 M55 -57 l-12 40" ${stroke(p, 5)}/>`,
        `<path d="M-20 5 l45 25 l-45 25z" fill="${ink}"/>`,
      ].join('')
    case 'course':
      return [
        `<rect x="-90" y="-65" width="180" height="120" rx="12" fill="${paper}" ${s}/>`,
        `<path d="M-110 70 h220" ${s}/>`,
        `<path d="M-50 -10 l50 -28 l50 28 l-50 28z" fill="${accent}" ${s}/>`,
        `<path d="M-30 2 v22 q30 18 60 0 v-22" fill="none" ${stroke(p, 5)}/>`,
      ].join('')
    case 'notebook':
      return [
        `<rect x="-70" y="-90" width="140" height="180" rx="10" fill="${accent}" ${s}/>`,
        `<rect x="-45" y="-60" width="95" height="40" rx="6" fill="${paper}" ${stroke(p, 4)}/>`,
        [-70, -40, -10, 20, 50]
          .map((y) => `<circle cx="-70" cy="${y}" r="7" fill="${paper}" ${stroke(p, 3)}/>`)
          .join(''),
        `<path d="M-40 10 h80 M-40 35 h80 M-40 60 h55" ${stroke(p, 4)}/>`,
      ].join('')
    case 'pens':
      return [-50, 0, 50]
        .map(
          (x, i) =>
            `<g transform="rotate(${-12 + i * 12} ${x} 0)"><rect x="${x - 12}" y="-85" width="24" height="140" rx="6" fill="${[accent, paper, accent][i]}" ${s}/><path d="M${x - 12} 55 l12 35 l12 -35z" fill="${paper}" ${stroke(p, 5)}/></g>`,
        )
        .join('')
    case 'piggy':
      return [
        `<ellipse cx="0" cy="10" rx="85" ry="62" fill="${accent}" ${s}/>`,
        `<ellipse cx="78" cy="8" rx="20" ry="24" fill="${paper}" ${s}/>`,
        `<circle cx="74" cy="4" r="4" fill="${ink}"/><circle cx="84" cy="4" r="4" fill="${ink}"/>`,
        `<circle cx="40" cy="-18" r="6" fill="${ink}"/>`,
        `<path d="M-10 -50 l18 -30 l14 32" fill="${accent}" ${s}/>`,
        `<rect x="-25" y="-58" width="40" height="10" rx="5" fill="${ink}"/>`,
        `<path d="M-55 65 v20 M35 65 v20" ${stroke(p, 10)}/>`,
      ].join('')
    case 'keychain':
      return [
        `<circle cx="-40" cy="-55" r="28" fill="none" ${s}/>`,
        `<path d="M-22 -35 l20 25" ${s}/>`,
        `<circle cx="25" cy="30" r="60" fill="${accent}" ${s}/>`,
        `<circle cx="25" cy="30" r="40" fill="none" ${stroke(p, 4)}/>`,
        `<path d="M25 8 v44 M12 18 h26 M12 42 h26" ${stroke(p, 6)}/>`,
      ].join('')
    case 'tumbler':
      return [
        `<path d="M-50 -70 h100 l-12 160 h-76z" fill="${accent}" ${s}/>`,
        `<rect x="-58" y="-92" width="116" height="26" rx="8" fill="${paper}" ${s}/>`,
        `<path d="M20 -92 l12 -20 h20" fill="none" ${s}/>`,
        `<path d="M-40 0 h80" ${stroke(p, 4)}/>`,
      ].join('')
    case 'tote':
      return [
        `<path d="M-80 -30 h160 l-10 120 h-140z" fill="${paper}" ${s}/>`,
        `<path d="M-40 -30 v-30 a40 40 0 0 1 80 0 v30" fill="none" ${s}/>`,
        `<circle cx="0" cy="30" r="30" fill="${accent}" ${s}/>`,
        `<path d="M0 14 v32 M-10 22 h20 M-10 38 h20" ${stroke(p, 4)}/>`,
      ].join('')
    case 'headphones':
      return [
        `<path d="M-70 30 v-20 a70 70 0 0 1 140 0 v20" fill="none" ${stroke(p, 12)}/>`,
        `<rect x="-95" y="15" width="45" height="75" rx="16" fill="${accent}" ${s}/>`,
        `<rect x="50" y="15" width="45" height="75" rx="16" fill="${accent}" ${s}/>`,
      ].join('')
    case 'powerbank':
      return [
        `<rect x="-55" y="-90" width="110" height="180" rx="18" fill="${paper}" ${s}/>`,
        `<path d="M10 -50 l-35 55 h30 l-15 50 l40 -65 h-30z" fill="${accent}" ${s}/>`,
        [-30, -10, 10, 30].map((x) => `<circle cx="${x}" cy="70" r="5" fill="${ink}"/>`).join(''),
      ].join('')
    case 'hoodie':
      return [
        `<path d="M-45 -75 q45 -35 90 0 l50 30 l20 70 l-30 10 l-15 -40 v100 h-140 v-100 l-15 40 l-30 -10 l20 -70z" fill="${accent}" ${s}/>`,
        `<path d="M-35 -70 q35 50 70 0" fill="${paper}" ${s}/>`,
        `<rect x="-35" y="30" width="70" height="35" rx="8" fill="none" ${stroke(p, 4)}/>`,
        `<path d="M-10 -35 v30 M10 -35 v30" ${stroke(p, 4)}/>`,
      ].join('')
    case 'speaker':
      return [
        `<rect x="-95" y="-55" width="190" height="110" rx="40" fill="${accent}" ${s}/>`,
        `<circle cx="-45" cy="0" r="30" fill="${paper}" ${s}/><circle cx="45" cy="0" r="30" fill="${paper}" ${s}/>`,
        `<circle cx="-45" cy="0" r="10" fill="${ink}"/><circle cx="45" cy="0" r="10" fill="${ink}"/>`,
      ].join('')
    case 'calculator':
      return [
        `<rect x="-65" y="-95" width="130" height="190" rx="14" fill="${paper}" ${s}/>`,
        `<rect x="-45" y="-72" width="90" height="40" rx="6" fill="${accent}" ${stroke(p, 4)}/>`,
        [0, 1, 2]
          .flatMap((r) =>
            [0, 1, 2].map(
              (c) =>
                `<rect x="${-45 + c * 32}" y="${-15 + r * 32}" width="24" height="22" rx="5" fill="${ink}"/>`,
            ),
          )
          .join(''),
      ].join('')
    case 'ticket':
      return [
        `<path d="M-95 -50 h190 v30 a20 20 0 0 0 0 40 v30 h-190 v-30 a20 20 0 0 0 0 -40z" fill="${accent}" ${s}/>`,
        `<path d="M40 -45 v90" stroke="${ink}" stroke-width="5" stroke-dasharray="10 8"/>`,
        `<path d="M-45 -22 l9 18 l20 3 l-14 14 l4 20 l-19 -10 l-19 10 l4 -20 l-14 -14 l20 -3z" fill="${paper}" ${stroke(p, 4)}/>`,
      ].join('')
    case 'bottle':
      return [
        `<rect x="-45" y="-55" width="90" height="150" rx="22" fill="${accent}" ${s}/>`,
        `<rect x="-28" y="-90" width="56" height="38" rx="8" fill="${paper}" ${s}/>`,
        `<path d="M-45 0 h90 M-45 40 h90" ${stroke(p, 4)}/>`,
      ].join('')
    case 'tshirt':
      return [
        `<path d="M-40 -80 q40 25 80 0 l60 30 l-20 45 l-30 -12 v107 h-100 v-107 l-30 12 l-20 -45z" fill="${accent}" ${s}/>`,
        `<circle cx="0" cy="0" r="22" fill="${paper}" ${stroke(p, 4)}/>`,
        `<path d="M0 -12 v24 M-8 -5 h16 M-8 5 h16" ${stroke(p, 3)}/>`,
      ].join('')
    case 'cap':
      return [
        `<path d="M-80 30 a80 80 0 0 1 160 0z" fill="${accent}" ${s}/>`,
        `<path d="M60 30 h50 a10 10 0 0 1 0 20 h-190 v-20z" fill="${paper}" ${s}/>`,
        `<circle cx="0" cy="-52" r="8" fill="${ink}"/>`,
        `<path d="M0 -50 v80" ${stroke(p, 4)}/>`,
      ].join('')
    case 'tablet':
      return [
        `<rect x="-80" y="-95" width="160" height="190" rx="16" fill="${paper}" ${s}/>`,
        `<rect x="-62" y="-75" width="124" height="140" rx="6" fill="${accent}" ${stroke(p, 4)}/>`,
        `<path d="M-20 -20 l20 -25 l20 25 l-20 50z" fill="${paper}" ${stroke(p, 4)}/>`,
        `<circle cx="0" cy="80" r="7" fill="${ink}"/>`,
      ].join('')
    case 'calendar':
      return [
        `<rect x="-85" y="-70" width="170" height="160" rx="14" fill="${paper}" ${s}/>`,
        `<rect x="-85" y="-70" width="170" height="42" rx="14" fill="${accent}" ${s}/>`,
        `<path d="M-45 -90 v35 M45 -90 v35" ${stroke(p, 8)}/>`,
        [0, 1, 2]
          .flatMap((r) =>
            [0, 1, 2, 3].map(
              (c) =>
                `<rect x="${-65 + c * 35}" y="${-12 + r * 32}" width="22" height="20" rx="4" fill="${r === 1 && c === 2 ? accent : ink}"/>`,
            ),
          )
          .join(''),
      ].join('')
    case 'mic':
      return [
        `<rect x="-30" y="-95" width="60" height="110" rx="30" fill="${accent}" ${s}/>`,
        `<path d="M-55 -10 a55 55 0 0 0 110 0" fill="none" ${s}/>`,
        `<path d="M0 45 v40 M-35 88 h70" ${s}/>`,
      ].join('')
    case 'laptop':
      return [
        `<rect x="-75" y="-70" width="150" height="105" rx="10" fill="${paper}" ${s}/>`,
        `<rect x="-60" y="-56" width="120" height="78" rx="4" fill="${accent}" ${stroke(p, 4)}/>`,
        `<path d="M-100 45 h200 l-15 25 h-170z" fill="${paper}" ${s}/>`,
        `<path d="M-30 -10 l20 15 l35 -35" fill="none" ${stroke(p, 6)}/>`,
      ].join('')
    case 'shield':
      return [
        `<path d="M0 -95 l80 30 v45 c0 60 -40 95 -80 115 c-40 -20 -80 -55 -80 -115 v-45z" fill="${accent}" ${s}/>`,
        `<path d="M-30 0 l22 25 l42 -50" fill="none" ${stroke(p, 9)}/>`,
      ].join('')
    case 'bank':
      return [
        `<path d="M-95 -30 l95 -60 l95 60z" fill="${accent}" ${s}/>`,
        [-60, -20, 20, 60]
          .map((x) => `<rect x="${x - 10}" y="-20" width="20" height="80" fill="${paper}" ${stroke(p, 4)}/>`)
          .join(''),
        `<rect x="-100" y="60" width="200" height="22" rx="4" fill="${accent}" ${s}/>`,
      ].join('')
    case 'boardgame':
      return [
        `<rect x="-90" y="-90" width="180" height="180" rx="14" fill="${paper}" ${s}/>`,
        `<path d="M-90 -30 h180 M-90 30 h180 M-30 -90 v180 M30 -90 v180" ${stroke(p, 3)}/>`,
        `<rect x="-20" y="-20" width="40" height="40" rx="8" fill="${accent}" ${stroke(p, 4)}/>`,
        `<circle cx="-8" cy="-8" r="4" fill="${ink}"/><circle cx="8" cy="8" r="4" fill="${ink}"/>`,
        `<circle cx="-60" cy="60" r="14" fill="${accent}" ${stroke(p, 4)}/>`,
      ].join('')
    case 'leaf':
      return [
        `<path d="M-70 70 c0 -100 60 -150 150 -160 c-5 90 -50 160 -150 160z" fill="${accent}" ${s}/>`,
        `<path d="M-70 70 c40 -50 80 -90 120 -115" fill="none" ${stroke(p, 5)}/>`,
        `<circle cx="-40" cy="-40" r="26" fill="${paper}" ${stroke(p, 4)}/>`,
      ].join('')
    case 'rocket':
      return [
        `<path d="M0 -100 c45 30 50 90 30 140 h-60 c-20 -50 -15 -110 30 -140z" fill="${paper}" ${s}/>`,
        `<circle cx="0" cy="-25" r="18" fill="${accent}" ${s}/>`,
        `<path d="M-30 20 l-30 40 l30 -5 M30 20 l30 40 l-30 -5" fill="${accent}" ${s}/>`,
        `<path d="M-15 50 q15 45 30 0" fill="${accent}" ${s}/>`,
      ].join('')
  }
}

function gradient(id: string, p: ArtPalette) {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>`
}

/** A square picture of a gift, 400×400. `seed` moves the background circles so similar gifts differ. */
export function giftSvg(name: GiftMotif, p: ArtPalette, seed = 0): string {
  const dx = (seed * 37) % 120
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">`,
    gradient('g', p),
    `<rect width="400" height="400" rx="32" fill="url(#g)"/>`,
    `<circle cx="${60 + dx}" cy="70" r="46" fill="${p.paper}" opacity="0.18"/>`,
    `<circle cx="${340 - dx / 2}" cy="330" r="70" fill="${p.paper}" opacity="0.14"/>`,
    `<circle cx="200" cy="210" r="140" fill="${p.paper}" opacity="0.25"/>`,
    `<g transform="translate(200 210) scale(1.1)">${motif(name, p)}</g>`,
    `</svg>`,
  ].join('')
}

/** A wide banner, 1200×630 (the link-preview size), with the motif on the right. */
export function bannerSvg(name: GiftMotif, p: ArtPalette, seed = 0): string {
  const dy = (seed * 53) % 200
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">`,
    gradient('b', p),
    `<rect width="1200" height="630" fill="url(#b)"/>`,
    `<circle cx="140" cy="${120 + dy}" r="180" fill="${p.paper}" opacity="0.12"/>`,
    `<circle cx="560" cy="${560 - dy / 2}" r="120" fill="${p.accent}" opacity="0.22"/>`,
    `<rect x="110" y="230" width="420" height="34" rx="17" fill="${p.paper}" opacity="0.55"/>`,
    `<rect x="110" y="290" width="300" height="34" rx="17" fill="${p.paper}" opacity="0.35"/>`,
    `<rect x="110" y="350" width="360" height="34" rx="17" fill="${p.paper}" opacity="0.25"/>`,
    `<circle cx="870" cy="315" r="230" fill="${p.paper}" opacity="0.3"/>`,
    `<g transform="translate(870 320) scale(1.7)">${motif(name, p)}</g>`,
    `</svg>`,
  ].join('')
}
