/** The landing page's illustration: a phone with a growing savings chart and coins (decorative, inline SVG). */
export function HeroArt() {
  return (
    <svg viewBox="0 0 360 320" className="h-auto w-full max-w-sm" aria-hidden="true" focusable="false">
      <circle cx="190" cy="160" r="140" fill="#e6e0ff" />
      <circle cx="300" cy="60" r="26" fill="#ffd95c" />
      <rect x="110" y="40" width="150" height="250" rx="26" fill="#17153a" />
      <rect x="120" y="56" width="130" height="218" rx="18" fill="#ffffff" />
      <rect x="134" y="72" width="70" height="10" rx="5" fill="#cdc1ff" />
      <rect x="134" y="90" width="102" height="8" rx="4" fill="#e6e0ff" />
      <path
        d="M136 220 L160 196 L184 204 L208 170 L234 150"
        stroke="#12a37f"
        strokeWidth="7"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g fill="#5a31ee">
        <rect x="138" y="232" width="16" height="28" rx="4" />
        <rect x="162" y="222" width="16" height="38" rx="4" />
        <rect x="186" y="212" width="16" height="48" rx="4" />
        <rect x="210" y="196" width="16" height="64" rx="4" />
      </g>
      <g>
        <circle cx="74" cy="214" r="30" fill="#ffc928" />
        <circle cx="74" cy="214" r="21" fill="#ffd95c" stroke="#d99a00" strokeWidth="3" />
        <path
          d="M68 202v24M68 214l11-12M70 212l9 14"
          stroke="#7a4d00"
          strokeWidth="4"
          strokeLinecap="round"
          fill="none"
        />
      </g>
      <g>
        <circle cx="296" cy="238" r="22" fill="#ffc928" />
        <circle cx="296" cy="238" r="15" fill="#ffd95c" stroke="#d99a00" strokeWidth="2.5" />
      </g>
      <path d="M54 110l8 16 18 3-13 12 3 18-16-9-16 9 3-18-13-12 18-3z" fill="#f0523f" />
      <path d="M286 128l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z" fill="#12a37f" />
    </svg>
  )
}
