/**
 * Simple pictograms drawn from SVG shapes only: a fresh machine has no fonts, so any <text> would render as
 * boxes or not at all. Picture motifs use a 640×400 canvas, logo motifs a 400×200 canvas.
 */
export interface Palette {
  accent: string;
  dark: string;
}

const W = '#ffffff';

const lines = (x: number, y: number, width: number, count: number, gap = 16): string =>
  Array.from({ length: count }, (_, i) => `<rect x="${x}" y="${y + i * gap}" width="${i === count - 1 ? width * 0.6 : width}" height="7" rx="3" fill="#cfd6de"/>`).join('');

export const motifs = {
  pages: (c: Palette) =>
    `<rect x="170" y="70" width="145" height="260" rx="6" fill="${W}" opacity=".95"/>
     <rect x="325" y="70" width="145" height="260" rx="6" fill="${W}" opacity=".85"/>
     <rect x="190" y="95" width="105" height="70" rx="4" fill="${c.accent}"/>${lines(190, 185, 105, 6)}${lines(345, 95, 105, 12)}`,
  cover: (c: Palette) =>
    `<rect x="225" y="50" width="190" height="300" rx="6" fill="${W}"/>
     <rect x="240" y="65" width="160" height="200" rx="4" fill="${c.accent}"/>
     <circle cx="320" cy="165" r="55" fill="${W}" opacity=".35"/>${lines(240, 285, 160, 3)}`,
  halfPage: (c: Palette) =>
    `<rect x="225" y="50" width="190" height="300" rx="6" fill="${W}"/>${lines(245, 75, 150, 6)}
     <rect x="240" y="200" width="160" height="135" rx="4" fill="${c.accent}"/>
     <polygon points="255,320 300,250 330,290 350,265 385,320" fill="${W}" opacity=".6"/>`,
  plan: (c: Palette) =>
    `<rect x="120" y="60" width="400" height="280" rx="8" fill="${W}" opacity=".95"/>` +
    [0, 1, 2, 3]
      .flatMap((col) => [0, 1, 2].map((row) => ({ col, row })))
      .map(({ col, row }) => {
        const hit = col === 2 && row === 1;
        return `<rect x="${145 + col * 92}" y="${85 + row * 82}" width="76" height="66" rx="4" fill="${hit ? c.accent : '#dde3ea'}"/>`;
      })
      .join(''),
  browser: (c: Palette) =>
    `<rect x="100" y="60" width="440" height="280" rx="10" fill="${W}"/>
     <rect x="100" y="60" width="440" height="34" rx="10" fill="#e4e8ee"/>
     <circle cx="124" cy="77" r="7" fill="#f26b5b"/><circle cx="146" cy="77" r="7" fill="#f5bf4f"/><circle cx="168" cy="77" r="7" fill="#5cc26f"/>
     <rect x="125" y="112" width="390" height="80" rx="6" fill="${c.accent}"/>${lines(125, 212, 250, 5)}
     <rect x="400" y="212" width="115" height="105" rx="6" fill="#dde3ea"/>`,
  search: (c: Palette) =>
    `<rect x="110" y="80" width="420" height="240" rx="10" fill="${W}"/>
     <rect x="140" y="110" width="270" height="44" rx="22" fill="#e4e8ee"/>
     <circle cx="460" cy="132" r="26" fill="none" stroke="${c.accent}" stroke-width="10"/>
     <line x1="478" y1="151" x2="505" y2="178" stroke="${c.accent}" stroke-width="12" stroke-linecap="round"/>
     <rect x="140" y="185" width="360" height="40" rx="6" fill="${c.accent}" opacity=".85"/>${lines(140, 245, 330, 4)}`,
  envelope: (c: Palette) =>
    `<rect x="170" y="100" width="300" height="200" rx="10" fill="${W}"/>
     <polyline points="170,110 320,215 470,110" fill="none" stroke="${c.accent}" stroke-width="12" stroke-linejoin="round"/>
     <circle cx="465" cy="105" r="30" fill="${c.dark}"/><circle cx="465" cy="105" r="14" fill="${W}"/>`,
  phone: (c: Palette) =>
    `<rect x="245" y="40" width="150" height="320" rx="24" fill="${c.dark}"/>
     <rect x="257" y="70" width="126" height="260" rx="6" fill="${W}"/>
     <rect x="267" y="90" width="106" height="54" rx="10" fill="${c.accent}"/>${lines(267, 165, 106, 6)}
     <circle cx="392" cy="60" r="24" fill="#f26b5b"/><circle cx="392" cy="60" r="9" fill="${W}"/>`,
  bolt: (c: Palette) =>
    `<circle cx="320" cy="200" r="140" fill="${W}" opacity=".18"/>
     <polygon points="345,70 235,220 305,220 285,335 410,165 335,165" fill="${W}"/>
     <polygon points="345,70 335,165 410,165" fill="${c.accent}" opacity=".5"/>`,
  carpet: (c: Palette) =>
    `<defs><pattern id="weave" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
       <rect width="12" height="24" fill="${c.accent}"/></pattern></defs>
     <polygon points="120,300 220,110 520,110 420,300" fill="${W}"/>
     <polygon points="140,288 232,122 500,122 408,288" fill="url(#weave)" opacity=".75"/>
     <polygon points="120,300 420,300 420,322 120,322" fill="${c.dark}" opacity=".6"/>`,
  sofa: (c: Palette) =>
    `<rect x="150" y="150" width="340" height="120" rx="26" fill="${W}"/>
     <rect x="120" y="190" width="70" height="110" rx="22" fill="${W}" opacity=".9"/>
     <rect x="450" y="190" width="70" height="110" rx="22" fill="${W}" opacity=".9"/>
     <rect x="190" y="215" width="125" height="55" rx="12" fill="${c.accent}"/><rect x="325" y="215" width="125" height="55" rx="12" fill="${c.accent}"/>
     <rect x="160" y="300" width="14" height="36" fill="${c.dark}"/><rect x="466" y="300" width="14" height="36" fill="${c.dark}"/>`,
  table: (c: Palette) =>
    `<ellipse cx="320" cy="150" rx="120" ry="26" fill="${W}"/>
     <rect x="310" y="160" width="20" height="160" fill="${W}" opacity=".9"/><ellipse cx="320" cy="325" rx="70" ry="12" fill="${W}" opacity=".9"/>
     <rect x="130" y="200" width="70" height="18" rx="9" fill="${c.accent}"/><rect x="158" y="218" width="14" height="110" fill="${W}" opacity=".8"/>
     <rect x="440" y="200" width="70" height="18" rx="9" fill="${c.accent}"/><rect x="468" y="218" width="14" height="110" fill="${W}" opacity=".8"/>`,
  lamp: (c: Palette) =>
    `<circle cx="320" cy="160" r="150" fill="${W}" opacity=".12"/>
     <polygon points="255,90 385,90 425,190 215,190" fill="${W}"/>
     <polygon points="235,190 405,190 470,380 170,380" fill="${c.accent}" opacity=".35"/>
     <rect x="314" y="30" width="12" height="60" fill="${W}"/><circle cx="320" cy="200" r="18" fill="#fff6c8"/>`,
  flame: (c: Palette) =>
    `<rect x="290" y="20" width="60" height="150" fill="${c.dark}"/><rect x="280" y="150" width="80" height="26" rx="4" fill="${c.dark}"/>
     <rect x="200" y="176" width="240" height="190" rx="14" fill="${c.dark}" opacity=".9"/>
     <rect x="230" y="206" width="180" height="130" rx="8" fill="#1c1c1c"/>
     <path d="M320 326 C 270 320 262 278 290 246 C 292 270 305 276 310 262 C 300 236 318 220 332 206 C 330 240 372 256 360 296 C 354 316 340 326 320 326 Z" fill="${c.accent}"/>
     <path d="M320 326 C 300 322 296 300 312 284 C 314 298 324 300 328 290 C 340 300 344 320 320 326 Z" fill="#ffd25a"/>`,
  logoRoof: (c: Palette) =>
    `<rect x="40" y="40" width="120" height="120" rx="22" fill="${W}"/>
     <polygon points="62,104 100,66 138,104 126,104 126,138 74,138 74,104" fill="${c.accent}"/>
     <rect x="92" y="112" width="16" height="26" fill="${W}"/>
     <rect x="185" y="70" width="170" height="22" rx="6" fill="${W}"/><rect x="185" y="108" width="120" height="14" rx="6" fill="${W}" opacity=".7"/>`,
  logoLeaf: (c: Palette) =>
    `<circle cx="100" cy="100" r="62" fill="${W}"/>
     <path d="M70 130 C 70 85 100 62 138 62 C 138 105 115 130 70 130 Z" fill="${c.accent}"/>
     <line x1="70" y1="130" x2="118" y2="84" stroke="${W}" stroke-width="5" stroke-linecap="round"/>
     <rect x="185" y="70" width="170" height="22" rx="6" fill="${W}"/><rect x="185" y="108" width="140" height="14" rx="6" fill="${W}" opacity=".7"/>`,
  logoWave: (c: Palette) =>
    `<polygon points="40,150 100,48 160,150" fill="${W}"/>
     <path d="M40 112 C 70 92 95 128 120 108 C 140 92 150 100 160 104" fill="none" stroke="${c.accent}" stroke-width="9" stroke-linecap="round"/>
     <rect x="185" y="70" width="170" height="22" rx="6" fill="${W}"/><rect x="185" y="108" width="100" height="14" rx="6" fill="${W}" opacity=".7"/>`,
} satisfies Record<string, (palette: Palette) => string>;

export type Motif = keyof typeof motifs;
