import sharp from '../sharp.ts';

/** The shapes the seed can draw; each demo part picks the one that looks like it. */
export type PictureKind =
  | 'ornament' | 'emblem' | 'strip' | 'seal' | 'pad' | 'lamp' | 'lens-red' | 'lens-amber'
  | 'bumper' | 'grille' | 'panel' | 'fabric' | 'box' | 'gasket' | 'gear' | 'pump' | 'cap'
  | 'wire' | 'decal' | 'book' | 'battery' | 'spring' | 'horn' | 'mirror' | 'rocker' | 'lifters'
  | 'drum' | 'shoe' | 'camshaft' | 'piston' | 'rings' | 'shock' | 'lever-shock' | 'hinge' | 'bearing'
  | 'shells' | 'disc' | 'plate' | 'ujoint' | 'gauge' | 'clock' | 'switch' | 'motor' | 'muffler' | 'coil'
  | 'radio' | 'tank' | 'core' | 'handle' | 'leaf' | 'pushrods' | 'hubcap' | 'knobs' | 'air-cleaner' | 'engine-kit'
  | 'tire' | 'wheel' | 'windlace' | 'mud-flap' | 'bezel' | 'fan' | 'tail-housing' | 'jack'
  | 'fuel-filter' | 'trim-ring' | 'shift-knob' | 'lug-nuts' | 'fuses' | 'clamps' | 'keys' | 'speaker'
  | 'ball-joint' | 'glass' | 'windshield' | 'vent-glass' | 'booster' | 'robe-cord' | 'coat-hook' | 'assist-strap'
  | 'bows' | 'ring-gear' | 'cup-plugs' | 'valves' | 'flasher' | 'cam-bearings' | 'clips'
  | 'radiator-shell' | 'wood-wheel' | 'motometer' | 'luggage-rack' | 'bolts' | 'cluster-lens' | 'outlet-gasket'
  | 'drive-shaft';

const SIZE = 800;

const BACKGROUNDS = [
  ['#f7f3ea', '#e4dccb'],
  ['#f1f4f7', '#d9e0e8'],
  ['#f6f1ee', '#e2d6cf'],
  ['#eef3ee', '#d5dfd5'],
] as const;
const ENAMELS = ['#b3202a', '#1f4e8c', '#1d6b47', '#c58a12', '#202020'] as const;
const FABRICS = ['#7a2630', '#2d4a6b', '#5b5f36', '#8a6a43', '#3f3f46'] as const;
const DECAL_COLOURS = ['#b3202a', '#1f4e8c', '#d97706', '#0f766e'] as const;

const defs = `
<defs>
  <linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffffff"/><stop offset="0.35" stop-color="#c7ccd3"/>
    <stop offset="0.5" stop-color="#6b7280"/><stop offset="0.62" stop-color="#e5e7eb"/>
    <stop offset="1" stop-color="#9ca3af"/>
  </linearGradient>
  <linearGradient id="steel" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#9aa3ad"/><stop offset="1" stop-color="#4b5563"/>
  </linearGradient>
  <linearGradient id="rubber" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#3a3a3a"/><stop offset="1" stop-color="#0f0f0f"/>
  </linearGradient>
  <linearGradient id="copper" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#f0b27a"/><stop offset="1" stop-color="#a0522d"/>
  </linearGradient>
  <radialGradient id="glass" cx="0.4" cy="0.35" r="0.7">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="#cbd5e1" stop-opacity="0.6"/>
  </radialGradient>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
    <feDropShadow dx="0" dy="14" stdDeviation="14" flood-color="#000" flood-opacity="0.28"/>
  </filter>
</defs>`;

/** A small deterministic random source, so that the same seed always draws the same picture. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** The point at `degrees` (clockwise from twelve o'clock) on a circle of `radius` about the picture's centre. */
function onCircle(radius: number, degrees: number, cx = 400, cy = 400): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [Math.round(cx + radius * Math.sin(radians)), Math.round(cy - radius * Math.cos(radians))];
}

/** An arc of a circle about the picture's centre, from one angle to another (clockwise), as a path. */
function arc(radius: number, from: number, to: number): string {
  const [x1, y1] = onCircle(radius, from);
  const [x2, y2] = onCircle(radius, to);
  return `M${x1} ${y1} A${radius} ${radius} 0 ${to - from > 180 ? 1 : 0} 1 ${x2} ${y2}`;
}

/** `count` copies of `draw` spaced evenly round a circle of `radius` (each given its point and angle). */
function around(count: number, radius: number, draw: (x: number, y: number, degrees: number) => string, start = 0): string {
  return Array.from({ length: count }, (_, i) => {
    const degrees = start + (i * 360) / count;
    const [x, y] = onCircle(radius, degrees);
    return draw(x, y, degrees);
  }).join('');
}

function shape(kind: PictureKind, random: () => number): string {
  const enamel = pick(random, ENAMELS);
  // The paint of a part under the hood (a generator, a coil, an air cleaner): the enamels but the yellow, black in its place.
  const paint = enamel === '#c58a12' ? '#202020' : enamel;
  switch (kind) {
    case 'ornament':
      return `<g filter="url(#shadow)"><path d="M140 520 C 220 420, 420 300, 640 280 C 680 278, 700 300, 680 330 C 600 380, 420 470, 260 540 C 200 565, 150 560, 140 520 Z" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <path d="M560 300 C 600 250, 660 240, 690 262" stroke="#9ca3af" stroke-width="14" fill="none" stroke-linecap="round"/>
        <ellipse cx="300" cy="560" rx="150" ry="26" fill="url(#steel)"/></g>`;
    case 'emblem':
      return `<g filter="url(#shadow)"><circle cx="400" cy="400" r="230" fill="url(#chrome)" stroke="#6b7280" stroke-width="6"/>
        <circle cx="400" cy="400" r="180" fill="${enamel}"/>
        <path d="M400 250 L470 470 L400 430 L330 470 Z" fill="url(#chrome)" stroke="#4b5563" stroke-width="4"/></g>`;
    case 'strip':
      return `<g filter="url(#shadow)" transform="rotate(-18 400 400)"><rect x="60" y="360" width="680" height="70" rx="35" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <rect x="110" y="378" width="580" height="8" rx="4" fill="#ffffff" opacity="0.8"/>
        <rect x="60" y="470" width="680" height="40" rx="20" fill="url(#chrome)" stroke="#6b7280" stroke-width="3"/></g>`;
    case 'seal':
      return `<g filter="url(#shadow)"><rect x="150" y="170" width="500" height="460" rx="120" fill="none" stroke="url(#rubber)" stroke-width="46"/>
        <rect x="230" y="250" width="340" height="300" rx="80" fill="none" stroke="#2a2a2a" stroke-width="18"/></g>`;
    case 'pad': {
      const ribs = Array.from({ length: 9 }, (_, i) => `<rect x="200" y="${250 + i * 34}" width="400" height="14" rx="7" fill="#3b3b3b"/>`).join('');
      return `<g filter="url(#shadow)"><rect x="170" y="220" width="460" height="360" rx="40" fill="url(#rubber)"/>${ribs}</g>`;
    }
    case 'lamp':
      return `<g filter="url(#shadow)"><circle cx="400" cy="400" r="240" fill="url(#chrome)" stroke="#6b7280" stroke-width="6"/>
        <circle cx="400" cy="400" r="190" fill="url(#glass)" stroke="#94a3b8" stroke-width="6"/>
        <path d="M260 400 H540 M400 260 V540" stroke="#cbd5e1" stroke-width="6"/></g>`;
    case 'lens-red':
    case 'lens-amber': {
      const colour = kind === 'lens-red' ? '#c1121f' : '#f59e0b';
      const ridges = Array.from({ length: 7 }, (_, i) => `<line x1="${250 + i * 50}" y1="290" x2="${250 + i * 50}" y2="510" stroke="#ffffff" stroke-opacity="0.35" stroke-width="8"/>`).join('');
      return `<g filter="url(#shadow)"><ellipse cx="400" cy="400" rx="260" ry="170" fill="url(#chrome)"/>
        <ellipse cx="400" cy="400" rx="225" ry="140" fill="${colour}" fill-opacity="0.92"/>${ridges}
        <ellipse cx="330" cy="340" rx="90" ry="30" fill="#ffffff" opacity="0.35"/></g>`;
    }
    case 'bumper':
      return `<g filter="url(#shadow)"><path d="M300 640 C 300 420, 330 230, 400 150 C 470 230, 500 420, 500 640 Z" fill="url(#chrome)" stroke="#6b7280" stroke-width="5"/>
        <rect x="120" y="560" width="560" height="90" rx="45" fill="url(#chrome)" stroke="#6b7280" stroke-width="5"/></g>`;
    case 'grille': {
      const bars = Array.from({ length: 8 }, (_, i) => `<rect x="140" y="${220 + i * 46}" width="520" height="26" rx="13" fill="url(#chrome)" stroke="#6b7280" stroke-width="3"/>`).join('');
      return `<g filter="url(#shadow)"><rect x="110" y="190" width="580" height="420" rx="60" fill="#1f2937"/>${bars}</g>`;
    }
    case 'panel':
      return `<g filter="url(#shadow)"><path d="M140 560 C 160 300, 330 200, 660 220 L 660 600 L 140 600 Z" fill="url(#steel)" stroke="#374151" stroke-width="5"/>
        <path d="M200 520 C 240 360, 360 290, 600 290" stroke="#cbd5e1" stroke-width="10" fill="none" opacity="0.7"/></g>`;
    case 'fabric': {
      const colour = pick(random, FABRICS);
      const pleats = Array.from({ length: 6 }, (_, i) => `<line x1="${230 + i * 68}" y1="210" x2="${230 + i * 68}" y2="590" stroke="#000" stroke-opacity="0.25" stroke-width="10"/>`).join('');
      return `<g filter="url(#shadow)"><rect x="170" y="180" width="460" height="440" rx="50" fill="${colour}"/>${pleats}
        <rect x="170" y="180" width="460" height="70" rx="30" fill="#000" fill-opacity="0.18"/></g>`;
    }
    case 'box':
      return `<g filter="url(#shadow)"><path d="M180 300 L400 200 L620 300 L620 580 L400 680 L180 580 Z" fill="#f59e0b"/>
        <path d="M180 300 L400 400 L620 300" stroke="#b45309" stroke-width="6" fill="none"/>
        <path d="M400 400 L400 680" stroke="#b45309" stroke-width="6"/>
        <path d="M180 430 L400 530 L620 430 L620 480 L400 580 L180 480 Z" fill="#1e3a8a" opacity="0.9"/></g>`;
    case 'gasket': {
      const holes = Array.from({ length: 6 }, (_, i) => `<circle cx="${220 + i * 72}" cy="400" r="28" fill="#f7f3ea"/>`).join('');
      return `<g filter="url(#shadow)"><rect x="140" y="290" width="520" height="220" rx="50" fill="url(#copper)" stroke="#7c2d12" stroke-width="4"/>${holes}</g>`;
    }
    case 'gear': {
      const teeth = Array.from({ length: 16 }, (_, i) => `<rect x="385" y="150" width="30" height="70" rx="6" fill="url(#steel)" transform="rotate(${i * 22.5} 400 400)"/>`).join('');
      return `<g filter="url(#shadow)">${teeth}<circle cx="400" cy="400" r="190" fill="url(#steel)" stroke="#374151" stroke-width="6"/>
        <circle cx="400" cy="400" r="70" fill="#e5e7eb" stroke="#374151" stroke-width="6"/></g>`;
    }
    case 'pump':
      return `<g filter="url(#shadow)"><rect x="250" y="220" width="300" height="380" rx="60" fill="url(#steel)" stroke="#374151" stroke-width="6"/>
        <rect x="200" y="330" width="60" height="60" rx="10" fill="url(#chrome)"/><rect x="540" y="420" width="60" height="60" rx="10" fill="url(#chrome)"/>
        <ellipse cx="400" cy="230" rx="150" ry="40" fill="#9ca3af"/></g>`;
    case 'cap': {
      const posts = Array.from({ length: 6 }, (_, i) => `<rect x="385" y="180" width="30" height="80" rx="8" fill="#d4a373" transform="rotate(${i * 60} 400 400)"/>`).join('');
      return `<g filter="url(#shadow)"><circle cx="400" cy="400" r="210" fill="#3b1f14"/>${posts}<circle cx="400" cy="400" r="60" fill="#d4a373"/></g>`;
    }
    case 'wire': {
      const colour = pick(random, DECAL_COLOURS);
      return `<g filter="url(#shadow)" fill="none" stroke-linecap="round"><path d="M150 500 C 250 200, 550 200, 650 420 C 700 540, 520 640, 400 560 C 300 500, 320 360, 450 360" stroke="#1f2937" stroke-width="34"/>
        <path d="M150 500 C 250 200, 550 200, 650 420 C 700 540, 520 640, 400 560 C 300 500, 320 360, 450 360" stroke="${colour}" stroke-width="12" stroke-dasharray="24 18"/></g>`;
    }
    case 'decal': {
      const colour = pick(random, DECAL_COLOURS);
      return `<g filter="url(#shadow)"><rect x="160" y="240" width="480" height="320" rx="24" fill="#fffdf5" stroke="#d6d3d1" stroke-width="4"/>
        <rect x="190" y="270" width="420" height="80" rx="10" fill="${colour}"/>
        <path d="M400 380 L450 520 L400 490 L350 520 Z" fill="${enamel}"/>
        <rect x="190" y="530" width="420" height="12" rx="6" fill="${colour}" opacity="0.6"/></g>`;
    }
    case 'battery': {
      // The hard rubber case, the tar top with its cell caps, the two posts and a maker's band.
      const caps = Array.from({ length: 3 }, (_, i) => `<circle cx="${290 + i * 110}" cy="296" r="24" fill="#3a3a3a" stroke="#5b5b5b" stroke-width="4"/>`).join('');
      return `<g filter="url(#shadow)"><rect x="170" y="300" width="460" height="320" rx="18" fill="url(#rubber)"/>
        <rect x="160" y="268" width="480" height="56" rx="12" fill="#141414"/>${caps}
        <rect x="190" y="222" width="50" height="58" rx="10" fill="#9ca3af" stroke="#4b5563" stroke-width="4"/>
        <rect x="560" y="222" width="50" height="58" rx="10" fill="#9ca3af" stroke="#4b5563" stroke-width="4"/>
        <rect x="220" y="420" width="360" height="96" rx="10" fill="${enamel}" opacity="0.92"/>
        <rect x="250" y="462" width="300" height="12" rx="6" fill="#f5f5f4" opacity="0.85"/></g>`;
    }
    case 'spring': {
      const coils = Array.from({ length: 9 }, (_, i) => `<ellipse cx="400" cy="${200 + i * 50}" rx="150" ry="34" fill="none" stroke="${i % 2 ? '#4b5563' : 'url(#steel)'}" stroke-width="22"/>`).join('');
      return `<g filter="url(#shadow)">${coils}</g>`;
    }
    case 'horn':
      return `<g filter="url(#shadow)"><circle cx="260" cy="430" r="120" fill="url(#steel)" stroke="#374151" stroke-width="6"/>
        <circle cx="260" cy="430" r="50" fill="url(#chrome)"/>
        <path d="M350 400 L540 385 C 590 360, 630 310, 650 270 L 650 590 C 630 550, 590 500, 540 475 L350 460 Z" fill="${enamel}" stroke="#111827" stroke-width="5"/>
        <ellipse cx="650" cy="430" rx="34" ry="160" fill="#111827"/>
        <ellipse cx="650" cy="430" rx="18" ry="130" fill="#374151"/>
        <rect x="220" y="550" width="80" height="70" rx="10" fill="url(#steel)"/></g>`;
    case 'mirror':
      return `<g filter="url(#shadow)"><path d="M370 590 L430 590 L460 680 L340 680 Z" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <rect x="386" y="420" width="28" height="180" rx="10" fill="url(#chrome)" stroke="#6b7280" stroke-width="3"/>
        <ellipse cx="400" cy="330" rx="240" ry="135" fill="url(#chrome)" stroke="#6b7280" stroke-width="6"/>
        <ellipse cx="400" cy="330" rx="208" ry="108" fill="url(#glass)"/>
        <path d="M260 300 C 320 250, 420 240, 480 250" stroke="#ffffff" stroke-width="14" fill="none" opacity="0.7" stroke-linecap="round"/></g>`;
    case 'rocker':
      return `<g filter="url(#shadow)" transform="rotate(-12 400 400)"><path d="M140 420 C 250 320, 550 320, 660 390 L 660 460 C 550 400, 250 400, 140 490 Z" fill="url(#steel)" stroke="#374151" stroke-width="5"/>
        <circle cx="400" cy="372" r="50" fill="url(#chrome)" stroke="#374151" stroke-width="5"/>
        <rect x="122" y="440" width="52" height="80" rx="10" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        <circle cx="400" cy="372" r="16" fill="#374151"/></g>`;
    case 'lifters': {
      const lifters = Array.from({ length: 4 }, (_, i) => `<rect x="${185 + i * 110}" y="250" width="86" height="300" rx="40" fill="url(#steel)" stroke="#374151" stroke-width="5"/><ellipse cx="${228 + i * 110}" cy="262" rx="40" ry="14" fill="#e5e7eb"/>`).join('');
      return `<g filter="url(#shadow)">${lifters}</g>`;
    }
    case 'drum':
      // A brake drum from its hub side: the drum's rim behind, the hub with its five wheel studs' holes.
      return `<g filter="url(#shadow)"><circle cx="414" cy="414" r="252" fill="#374151"/>
        <circle cx="400" cy="400" r="250" fill="url(#steel)" stroke="#374151" stroke-width="6"/>
        <circle cx="400" cy="400" r="214" fill="none" stroke="#6b7280" stroke-width="12"/>
        <circle cx="400" cy="400" r="132" fill="#9ca3af" stroke="#374151" stroke-width="6"/>
        ${around(5, 86, (x, y) => `<circle cx="${x}" cy="${y}" r="17" fill="#1f2937"/>`)}
        <circle cx="400" cy="400" r="40" fill="#1f2937"/></g>`;
    case 'shoe':
      // A pair of brake shoes: the lining on each steel rim, their return spring across the top.
      return `<g filter="url(#shadow)" fill="none">
        <path d="${arc(236, 200, 340)}" stroke="#7c5a3a" stroke-width="44"/><path d="${arc(236, 20, 160)}" stroke="#7c5a3a" stroke-width="44"/>
        <path d="${arc(198, 198, 342)}" stroke="url(#steel)" stroke-width="30"/><path d="${arc(198, 18, 162)}" stroke="url(#steel)" stroke-width="30"/>
        <path d="M290 232 l20 -24 l20 24 l20 -24 l20 24 l20 -24 l20 24 l20 -24 l20 24 l20 -24 l20 24" stroke="#1d6b47" stroke-width="10" stroke-linejoin="round"/></g>`;
    case 'camshaft': {
      // The shaft with its lobes, pointing each its own way, between its bearing journals, and the gear's flange.
      const lobes = Array.from({ length: 8 }, (_, i) => `<ellipse cx="${214 + i * 62}" cy="${i % 2 ? 390 : 410}" rx="18" ry="54" fill="url(#steel)" stroke="#374151" stroke-width="3"/>`).join('');
      const journals = [184, 338, 462, 616, 690].map((x) => `<ellipse cx="${x}" cy="400" rx="16" ry="44" fill="url(#chrome)" stroke="#6b7280" stroke-width="3"/>`).join('');
      return `<g filter="url(#shadow)" transform="rotate(-16 400 400)"><rect x="110" y="382" width="610" height="36" rx="12" fill="url(#steel)" stroke="#374151" stroke-width="3"/>
        ${lobes}${journals}<ellipse cx="122" cy="400" rx="24" ry="112" fill="url(#steel)" stroke="#374151" stroke-width="5"/></g>`;
    }
    case 'piston':
      // A piston on its connecting rod: the ring grooves, the wrist pin, the rod's big end.
      return `<g filter="url(#shadow)"><path d="M372 380 L428 380 L452 586 L348 586 Z" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        <circle cx="400" cy="616" r="64" fill="url(#steel)" stroke="#374151" stroke-width="5"/><circle cx="400" cy="616" r="38" fill="#e5e7eb" stroke="#374151" stroke-width="4"/>
        <path d="M276 222 Q276 196 302 196 L498 196 Q524 196 524 222 L524 452 L276 452 Z" fill="url(#chrome)" stroke="#6b7280" stroke-width="5"/>
        <rect x="276" y="232" width="248" height="10" fill="#4b5563"/><rect x="276" y="262" width="248" height="10" fill="#4b5563"/><rect x="276" y="292" width="248" height="14" fill="#374151"/>
        <circle cx="400" cy="380" r="34" fill="url(#steel)" stroke="#374151" stroke-width="5"/><circle cx="400" cy="380" r="14" fill="#374151"/></g>`;
    case 'rings': {
      // A set of rings laid in a stack, the last one slotted (an oil ring).
      const rings = Array.from({ length: 4 }, (_, i) => `<ellipse cx="400" cy="${262 + i * 92}" rx="236" ry="74" fill="none" stroke="${i % 2 ? '#6b7280' : 'url(#steel)'}" stroke-width="${i === 3 ? 22 : 14}"${i === 3 ? ' stroke-dasharray="14 7"' : ''}/>`).join('');
      return `<g filter="url(#shadow)">${rings}</g>`;
    }
    case 'shock': {
      // A pair of tube shock absorbers, each with its dust cover and an eye at either end.
      const shock = (x: number) => `<rect x="${x + 10}" y="330" width="76" height="270" rx="12" fill="url(#rubber)"/>
        <rect x="${x}" y="210" width="96" height="190" rx="14" fill="${enamel}" stroke="#111827" stroke-width="4"/>
        <circle cx="${x + 48}" cy="184" r="34" fill="url(#steel)" stroke="#374151" stroke-width="5"/><circle cx="${x + 48}" cy="184" r="14" fill="#e5e7eb"/>
        <circle cx="${x + 48}" cy="626" r="34" fill="url(#steel)" stroke="#374151" stroke-width="5"/><circle cx="${x + 48}" cy="626" r="14" fill="#e5e7eb"/>`;
      return `<g filter="url(#shadow)"><g transform="rotate(-10 400 400)">${shock(250)}</g><g transform="rotate(10 400 400)">${shock(454)}</g></g>`;
    }
    case 'lever-shock':
      // A lever-action shock absorber: the cast body bolted by its ears, its filler plug, the arm from its shaft.
      return `<g filter="url(#shadow)"><rect x="170" y="312" width="330" height="220" rx="60" fill="#1f2937" stroke="#111827" stroke-width="5"/>
        <rect x="132" y="300" width="70" height="64" rx="14" fill="#1f2937"/><rect x="132" y="480" width="70" height="64" rx="14" fill="#1f2937"/>
        <circle cx="160" cy="332" r="14" fill="#9ca3af"/><circle cx="160" cy="512" r="14" fill="#9ca3af"/>
        <rect x="300" y="282" width="52" height="40" rx="8" fill="url(#steel)"/>
        <path d="M462 400 L690 248" stroke="url(#steel)" stroke-width="44" stroke-linecap="round"/>
        <circle cx="462" cy="420" r="70" fill="url(#steel)" stroke="#374151" stroke-width="6"/><circle cx="462" cy="420" r="24" fill="#374151"/>
        <circle cx="690" cy="248" r="32" fill="url(#rubber)"/><circle cx="690" cy="248" r="12" fill="#9ca3af"/></g>`;
    case 'hinge':
      // A hinge's two leaves with their screw holes, open about the knuckle and its pin.
      return `<g filter="url(#shadow)"><path d="M392 250 L180 290 L180 530 L392 560 Z" fill="url(#steel)" stroke="#374151" stroke-width="5"/>
        <path d="M408 250 L620 290 L620 530 L408 560 Z" fill="url(#steel)" stroke="#374151" stroke-width="5"/>
        ${[250, 320].flatMap((x) => [350, 470].map((y) => `<circle cx="${x}" cy="${y}" r="16" fill="#1f2937"/><circle cx="${800 - x}" cy="${y}" r="16" fill="#1f2937"/>`)).join('')}
        <rect x="374" y="226" width="52" height="356" rx="22" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <path d="M374 330 H426 M374 404 H426 M374 478 H426" stroke="#6b7280" stroke-width="4"/><circle cx="400" cy="214" r="16" fill="url(#steel)"/></g>`;
    case 'bearing':
      // A ball bearing: outer and inner races and the balls between them.
      return `<g filter="url(#shadow)"><circle cx="400" cy="400" r="236" fill="url(#steel)" stroke="#374151" stroke-width="6"/>
        <circle cx="400" cy="400" r="196" fill="#374151"/>
        ${around(12, 160, (x, y) => `<circle cx="${x}" cy="${y}" r="31" fill="url(#chrome)" stroke="#4b5563" stroke-width="3"/>`)}
        <circle cx="400" cy="400" r="124" fill="url(#steel)" stroke="#374151" stroke-width="6"/>
        <circle cx="400" cy="400" r="86" fill="#e5e7eb" stroke="#4b5563" stroke-width="4"/></g>`;
    case 'shells': {
      // Bearing shells: steel backs with their bearing metal inside, in halves.
      const shell = (dx: number, dy: number) => `<g transform="translate(${dx} ${dy})"><path d="${arc(176, 270, 450)}" fill="none" stroke="url(#steel)" stroke-width="40"/>
        <path d="${arc(150, 272, 448)}" fill="none" stroke="url(#copper)" stroke-width="14"/></g>`;
      return `<g filter="url(#shadow)">${shell(-130, 20)}${shell(130, 20)}${shell(0, 190)}</g>`;
    }
    case 'disc':
      // A clutch disc: the riveted facing, the hub's damper springs and the splined centre.
      return `<g filter="url(#shadow)"><circle cx="400" cy="400" r="244" fill="#8b5e3c" stroke="#5b3a22" stroke-width="6"/>
        ${around(16, 206, (x, y) => `<circle cx="${x}" cy="${y}" r="9" fill="#d6d3d1"/>`)}
        <circle cx="400" cy="400" r="150" fill="url(#steel)" stroke="#374151" stroke-width="5"/>
        ${around(6, 100, (x, y, degrees) => `<rect x="${x - 16}" y="${y - 34}" width="32" height="68" rx="12" fill="#1d6b47" transform="rotate(${degrees + 90} ${x} ${y})"/>`)}
        <circle cx="400" cy="400" r="52" fill="#1f2937"/>${around(10, 44, (x, y) => `<circle cx="${x}" cy="${y}" r="8" fill="#9ca3af"/>`)}</g>`;
    case 'plate':
      // A clutch pressure plate: the cover bolted by its ears, the springs under it, the three release levers.
      return `<g filter="url(#shadow)">${around(6, 238, (x, y) => `<circle cx="${x}" cy="${y}" r="34" fill="url(#steel)" stroke="#374151" stroke-width="4"/><circle cx="${x}" cy="${y}" r="11" fill="#1f2937"/>`, 30)}
        <circle cx="400" cy="400" r="230" fill="url(#steel)" stroke="#374151" stroke-width="6"/>
        ${around(9, 168, (x, y) => `<circle cx="${x}" cy="${y}" r="24" fill="#1d6b47" stroke="#14532d" stroke-width="4"/>`, 20)}
        <circle cx="400" cy="400" r="112" fill="#4b5563"/>
        ${around(3, 118, (x, y, degrees) => `<rect x="${x - 20}" y="${y - 70}" width="40" height="140" rx="14" fill="url(#chrome)" stroke="#6b7280" stroke-width="3" transform="rotate(${degrees} ${x} ${y})"/>`)}
        <circle cx="400" cy="400" r="52" fill="#e5e7eb" stroke="#374151" stroke-width="5"/></g>`;
    case 'drive-shaft': {
      // An open drive shaft: the painted tube with its balance weight, and at either end a yoke holding a universal joint's cross.
      const end = (yoke: number, ears: number, cross: number) => `<rect x="${yoke}" y="358" width="60" height="84" rx="10" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        <rect x="${ears}" y="334" width="64" height="26" rx="8" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        <rect x="${ears}" y="440" width="64" height="26" rx="8" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        <rect x="${cross - 16}" y="312" width="32" height="176" rx="10" fill="url(#chrome)" stroke="#6b7280" stroke-width="3"/>
        <circle cx="${cross}" cy="400" r="24" fill="#9ca3af" stroke="#374151" stroke-width="4"/>`;
      return `<g filter="url(#shadow)" transform="rotate(-14 400 400)"><rect x="168" y="370" width="464" height="60" rx="10" fill="#2b2f36" stroke="#111827" stroke-width="4"/>
        <rect x="176" y="380" width="448" height="10" rx="5" fill="#6b7280" opacity="0.7"/><rect x="300" y="364" width="26" height="72" rx="4" fill="#4b5563" stroke="#111827" stroke-width="3"/>
        ${end(112, 64, 90)}${end(628, 672, 710)}</g>`;
    }
    case 'ujoint':
      // A universal joint's cross, with a bearing cap on each of its four arms.
      return `<g filter="url(#shadow)" transform="rotate(20 400 400)"><rect x="180" y="366" width="440" height="68" rx="20" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        <rect x="366" y="180" width="68" height="440" rx="20" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        <rect x="130" y="346" width="90" height="108" rx="18" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <rect x="580" y="346" width="90" height="108" rx="18" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <rect x="346" y="130" width="108" height="90" rx="18" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <rect x="346" y="580" width="108" height="90" rx="18" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <circle cx="400" cy="400" r="30" fill="#9ca3af" stroke="#374151" stroke-width="4"/></g>`;
    case 'gauge': {
      // A dash gauge: the chrome bezel, the cream dial with its scale, the needle on its hub, the glass.
      const ticks = Array.from({ length: 11 }, (_, i) => {
        const degrees = -120 + i * 24;
        const [x1, y1] = onCircle(172, degrees);
        const [x2, y2] = onCircle(i % 5 === 0 ? 132 : 150, degrees);
        return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#1f2937" stroke-width="${i % 5 === 0 ? 10 : 6}" stroke-linecap="round"/>`;
      }).join('');
      // The red band at the low end (a fuel gauge's empty) or the high (a temperature gauge's hot); the needle anywhere.
      const zone = random() < 0.5 ? arc(186, -120, -84) : arc(186, 84, 120);
      const [nx, ny] = onCircle(160, -100 + Math.round(random() * 200));
      return `<g filter="url(#shadow)"><circle cx="400" cy="400" r="250" fill="url(#chrome)" stroke="#6b7280" stroke-width="6"/>
        <circle cx="400" cy="400" r="206" fill="#f5ecd7" stroke="#374151" stroke-width="6"/>${ticks}
        <path d="${zone}" fill="none" stroke="#b3202a" stroke-width="14"/>
        <line x1="400" y1="400" x2="${nx}" y2="${ny}" stroke="#b3202a" stroke-width="10" stroke-linecap="round"/>
        <circle cx="400" cy="400" r="28" fill="#1f2937"/><circle cx="400" cy="400" r="206" fill="url(#glass)" opacity="0.3"/></g>`;
    }
    case 'clock': {
      // A dash clock: the bezel, the dial's twelve hour marks, the hands and the sweep of the glass.
      const marks = around(12, 165, (x, y, degrees) => `<rect x="${x - 6}" y="${y - (degrees % 90 ? 14 : 24)}" width="12" height="${degrees % 90 ? 28 : 48}" rx="4" fill="#1f2937" transform="rotate(${degrees} ${x} ${y})"/>`);
      const [mx, my] = onCircle(150, Math.round(random() * 360));
      const [hx, hy] = onCircle(100, Math.round(random() * 360));
      return `<g filter="url(#shadow)"><circle cx="400" cy="400" r="250" fill="url(#chrome)" stroke="#6b7280" stroke-width="6"/>
        <circle cx="400" cy="400" r="210" fill="#fbf7ee" stroke="#374151" stroke-width="6"/>${marks}
        <line x1="400" y1="400" x2="${hx}" y2="${hy}" stroke="#1f2937" stroke-width="16" stroke-linecap="round"/>
        <line x1="400" y1="400" x2="${mx}" y2="${my}" stroke="#1f2937" stroke-width="9" stroke-linecap="round"/>
        <circle cx="400" cy="400" r="18" fill="#b3202a"/><circle cx="400" cy="400" r="210" fill="url(#glass)" opacity="0.3"/></g>`;
    }
    case 'switch':
      // A dash switch from the side: the knob on its shaft, the bezel nut, the body and its screw terminals.
      return `<g filter="url(#shadow)"><rect x="200" y="382" width="150" height="36" rx="10" fill="url(#chrome)" stroke="#6b7280" stroke-width="3"/>
        <ellipse cx="196" cy="400" rx="58" ry="78" fill="${random() < 0.5 ? '#1f2937' : '#e7dcc3'}" stroke="#111827" stroke-width="5"/>
        <rect x="330" y="330" width="44" height="140" rx="8" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <rect x="370" y="300" width="230" height="200" rx="24" fill="url(#steel)" stroke="#374151" stroke-width="5"/>
        ${[330, 400, 470].map((y) => `<rect x="596" y="${y - 16}" width="64" height="32" rx="6" fill="url(#copper)" stroke="#7c2d12" stroke-width="3"/><circle cx="640" cy="${y}" r="10" fill="#9ca3af"/>`).join('')}</g>`;
    case 'motor':
      // A generator or starter from the side: the enamelled field frame, its end frames and through-bolts,
      // the terminal post, the pulley and fan at the drive end.
      return `<g filter="url(#shadow)"><rect x="250" y="270" width="340" height="260" rx="40" fill="${paint}" stroke="#111827" stroke-width="5"/>
        <rect x="220" y="290" width="60" height="220" rx="20" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        <rect x="570" y="300" width="80" height="200" rx="30" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        <line x1="260" y1="330" x2="610" y2="330" stroke="#d1d5db" stroke-width="6"/><line x1="260" y1="470" x2="610" y2="470" stroke="#d1d5db" stroke-width="6"/>
        <rect x="440" y="232" width="44" height="48" rx="8" fill="url(#copper)" stroke="#7c2d12" stroke-width="3"/>
        <rect x="170" y="330" width="60" height="140" rx="10" fill="#4b5563"/>
        <rect x="112" y="300" width="62" height="200" rx="12" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <line x1="126" y1="306" x2="126" y2="494" stroke="#6b7280" stroke-width="6"/><line x1="160" y1="306" x2="160" y2="494" stroke="#6b7280" stroke-width="6"/></g>`;
    case 'muffler':
      // A muffler: the oval shell with its rolled seams, the inlet and outlet pipes.
      return `<g filter="url(#shadow)" transform="rotate(-8 400 400)"><rect x="80" y="372" width="150" height="56" rx="10" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        <rect x="570" y="372" width="150" height="56" rx="10" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        <rect x="190" y="270" width="420" height="260" rx="110" fill="url(#steel)" stroke="#374151" stroke-width="6"/>
        <path d="M236 282 V518 M564 282 V518" stroke="#4b5563" stroke-width="10"/>
        <path d="M260 320 C 360 296, 460 296, 540 320" stroke="#e5e7eb" stroke-width="12" fill="none" opacity="0.6" stroke-linecap="round"/></g>`;
    case 'coil':
      // An ignition coil: the can in its mounting clamp, the Bakelite top with its tower and two terminals.
      return `<g filter="url(#shadow)"><rect x="320" y="290" width="160" height="330" rx="18" fill="${paint}" stroke="#111827" stroke-width="5"/>
        <rect x="290" y="390" width="220" height="44" rx="10" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        <rect x="262" y="396" width="40" height="32" rx="8" fill="url(#steel)"/><rect x="498" y="396" width="40" height="32" rx="8" fill="url(#steel)"/>
        <ellipse cx="400" cy="290" rx="90" ry="30" fill="#3b1f14"/>
        <rect x="372" y="196" width="56" height="94" rx="12" fill="#3b1f14"/><ellipse cx="400" cy="198" rx="28" ry="10" fill="#d4a373"/>
        <rect x="322" y="248" width="22" height="36" rx="4" fill="url(#copper)"/><rect x="456" y="248" width="22" height="36" rx="4" fill="url(#copper)"/></g>`;
    case 'radio': {
      // A push-button radio's face: the chrome plate, the dial window and its pointer, five buttons, two knobs.
      const buttons = Array.from({ length: 5 }, (_, i) => `<rect x="${250 + i * 64}" y="426" width="48" height="54" rx="8" fill="#efe6d2" stroke="#78716c" stroke-width="3"/>`).join('');
      const scale = Array.from({ length: 13 }, (_, i) => `<line x1="${250 + i * 25}" y1="312" x2="${250 + i * 25}" y2="${i % 3 ? 328 : 340}" stroke="#44403c" stroke-width="3"/>`).join('');
      return `<g filter="url(#shadow)"><rect x="120" y="250" width="560" height="300" rx="36" fill="url(#chrome)" stroke="#6b7280" stroke-width="5"/>
        <rect x="220" y="290" width="360" height="100" rx="14" fill="#f2d49b" stroke="#78716c" stroke-width="4"/>${scale}
        <line x1="${270 + Math.round(random() * 260)}" y1="298" x2="${270 + Math.round(random() * 260)}" y2="382" stroke="#b3202a" stroke-width="5"/>${buttons}
        <circle cx="172" cy="400" r="40" fill="#1f2937" stroke="#9ca3af" stroke-width="5"/><circle cx="628" cy="400" r="40" fill="#1f2937" stroke="#9ca3af" stroke-width="5"/></g>`;
    }
    case 'tank':
      // A fuel tank: the seamed shell, the filler neck and its cap, the sending unit's plate and screws.
      return `<g filter="url(#shadow)"><rect x="170" y="226" width="50" height="110" rx="10" fill="url(#steel)" stroke="#374151" stroke-width="4" transform="rotate(-24 195 281)"/>
        <ellipse cx="168" cy="226" rx="44" ry="20" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <rect x="110" y="300" width="580" height="240" rx="48" fill="url(#steel)" stroke="#374151" stroke-width="6"/>
        <rect x="132" y="322" width="536" height="196" rx="34" fill="none" stroke="#4b5563" stroke-width="5"/>
        <path d="M150 420 H650" stroke="#6b7280" stroke-width="6"/>
        <circle cx="520" cy="380" r="42" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>${around(5, 30, (x, y) => `<circle cx="${x + 120}" cy="${y - 20}" r="5" fill="#374151"/>`)}</g>`;
    case 'core': {
      // A radiator or heater core: the finned core between its tanks, the filler neck, the inlet and outlet.
      const fins = Array.from({ length: 33 }, (_, i) => `<line x1="${206 + i * 12}" y1="212" x2="${206 + i * 12}" y2="588" stroke="#6b7280" stroke-width="4"/>`).join('');
      const tubes = Array.from({ length: 9 }, (_, i) => `<line x1="196" y1="${232 + i * 42}" x2="604" y2="${232 + i * 42}" stroke="#111827" stroke-width="3" opacity="0.6"/>`).join('');
      return `<g filter="url(#shadow)"><rect x="190" y="200" width="420" height="400" fill="#374151"/>${fins}${tubes}
        <rect x="170" y="150" width="460" height="64" rx="14" fill="#1f2937"/><rect x="170" y="586" width="460" height="64" rx="14" fill="#1f2937"/>
        <rect x="378" y="104" width="44" height="52" rx="6" fill="url(#copper)"/><ellipse cx="400" cy="104" rx="40" ry="12" fill="url(#chrome)"/>
        <rect x="556" y="118" width="40" height="40" rx="6" fill="url(#steel)"/><rect x="204" y="642" width="40" height="44" rx="6" fill="url(#steel)"/></g>`;
    }
    case 'handle':
      // An outside door handle: the chrome grip between its two mounting pads, the push button in one.
      return `<g filter="url(#shadow)" transform="rotate(-10 400 400)"><path d="M196 440 C 250 330, 560 330, 620 420" stroke="#6b7280" stroke-width="70" fill="none" stroke-linecap="round"/>
        <path d="M196 440 C 250 330, 560 330, 620 420" stroke="url(#chrome)" stroke-width="58" fill="none" stroke-linecap="round"/>
        <rect x="130" y="410" width="150" height="80" rx="36" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <rect x="560" y="396" width="120" height="70" rx="32" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <circle cx="200" cy="450" r="24" fill="url(#steel)" stroke="#374151" stroke-width="4"/></g>`;
    case 'leaf': {
      // A leaf spring from the side: the main leaf with its eyes, the shorter leaves under it following its
      // arch (each a stretch of the main leaf's curve, lowered), the U-bolts and their plate at the centre.
      const curveY = (t: number) => 350 + 340 * t * (1 - t);
      const leaves = [290, 232, 176, 122, 70].map((half, i) => {
        const t = (400 - half - 110) / 580;
        const y = Math.round(curveY(t) + i * 22);
        const control = Math.round(y + ((340 * (1 - 2 * t)) / 580) * half);
        return `<path d="M${400 - half} ${y} Q400 ${control} ${400 + half} ${y}" stroke="${i % 2 ? '#4b5563' : '#1f2937'}" stroke-width="18" fill="none" stroke-linecap="round"/>`;
      }).join('');
      return `<g filter="url(#shadow)">${leaves}<circle cx="110" cy="350" r="32" fill="#1f2937"/><circle cx="110" cy="350" r="14" fill="#9ca3af"/>
        <circle cx="690" cy="350" r="32" fill="#1f2937"/><circle cx="690" cy="350" r="14" fill="#9ca3af"/>
        <rect x="356" y="400" width="18" height="166" rx="8" fill="url(#steel)"/><rect x="426" y="400" width="18" height="166" rx="8" fill="url(#steel)"/>
        <rect x="340" y="546" width="120" height="28" rx="6" fill="url(#steel)" stroke="#374151" stroke-width="3"/></g>`;
    }
    case 'pushrods': {
      // A set of push rods laid side by side, each with its ball ends.
      const rods = Array.from({ length: 8 }, (_, i) => {
        const x = 220 + i * 52;
        return `<line x1="${x + 40}" y1="180" x2="${x - 40}" y2="620" stroke="url(#steel)" stroke-width="14" stroke-linecap="round"/><circle cx="${x + 40}" cy="180" r="13" fill="url(#chrome)" stroke="#4b5563" stroke-width="3"/><circle cx="${x - 40}" cy="620" r="13" fill="url(#chrome)" stroke="#4b5563" stroke-width="3"/>`;
      }).join('');
      return `<g filter="url(#shadow)">${rods}</g>`;
    }
    case 'hubcap':
      // A chrome cap from the front: the domed face, its rings and the painted centre.
      return `<g filter="url(#shadow)"><circle cx="400" cy="400" r="246" fill="url(#chrome)" stroke="#6b7280" stroke-width="6"/>
        <circle cx="400" cy="400" r="204" fill="none" stroke="#9ca3af" stroke-width="10"/><circle cx="400" cy="400" r="150" fill="url(#chrome)" stroke="#6b7280" stroke-width="5"/>
        <circle cx="400" cy="400" r="74" fill="${enamel}" stroke="#4b5563" stroke-width="5"/>
        <path d="M400 344 L428 426 L400 410 L372 426 Z" fill="url(#chrome)"/>
        <ellipse cx="330" cy="300" rx="90" ry="34" fill="#ffffff" opacity="0.45" transform="rotate(-30 330 300)"/></g>`;
    case 'knobs': {
      // A set of knobs, each with its chrome ring and pointer, laid out in two rows.
      const colour = random() < 0.5 ? '#1f2937' : '#e7dcc3';
      const knob = (x: number, y: number, r: number) => `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/><circle cx="${x}" cy="${y}" r="${r - 14}" fill="${colour}" stroke="#111827" stroke-width="3"/><rect x="${x - 5}" y="${y - r + 18}" width="10" height="${r - 22}" rx="4" fill="#b3202a"/>`;
      return `<g filter="url(#shadow)">${knob(250, 300, 84)}${knob(430, 290, 70)}${knob(590, 320, 62)}${knob(300, 520, 66)}${knob(500, 510, 80)}</g>`;
    }
    case 'air-cleaner': {
      // A round air cleaner seen from above its side: the lid and its wing nut, the filter's mesh band under
      // it, the base over the carburetor.
      const mesh = Array.from({ length: 27 }, (_, i) => `<line x1="${140 + i * 20}" y1="420" x2="${140 + i * 20}" y2="540" stroke="#374151" stroke-width="3"/>`).join('');
      return `<g filter="url(#shadow)"><ellipse cx="400" cy="530" rx="270" ry="76" fill="${paint}" stroke="#111827" stroke-width="5"/>
        <rect x="132" y="390" width="536" height="140" fill="#9ca3af"/>${mesh}
        <ellipse cx="400" cy="390" rx="282" ry="82" fill="${paint}" stroke="#111827" stroke-width="5"/>
        <ellipse cx="400" cy="380" rx="200" ry="50" fill="#ffffff" opacity="0.12"/>
        <ellipse cx="400" cy="384" rx="34" ry="14" fill="url(#chrome)" stroke="#6b7280" stroke-width="3"/>
        <path d="M346 372 L454 372 L440 344 L360 344 Z" fill="url(#chrome)" stroke="#6b7280" stroke-width="3"/></g>`;
    }
    case 'tire':
      // A whitewall tire from the side: the black tread notched round its edge, the white band, the painted
      // steel wheel in it with its hub.
      return `<g filter="url(#shadow)"><circle cx="400" cy="400" r="290" fill="url(#rubber)" stroke="#0a0a0a" stroke-width="4"/>
        ${around(48, 276, (x, y, degrees) => `<rect x="${x - 7}" y="${y - 16}" width="14" height="32" fill="#050505" transform="rotate(${degrees} ${x} ${y})"/>`)}
        <circle cx="400" cy="400" r="208" fill="none" stroke="#f5f5f0" stroke-width="58"/>
        <circle cx="400" cy="400" r="176" fill="#111111"/>
        <circle cx="400" cy="400" r="160" fill="${enamel}" stroke="#1f2937" stroke-width="5"/>
        <circle cx="400" cy="400" r="92" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <ellipse cx="300" cy="250" rx="70" ry="24" fill="#ffffff" opacity="0.18" transform="rotate(-35 300 250)"/></g>`;
    case 'wheel':
      // A steel disc wheel from the outside: the rim, the painted disc with its vent slots, the five stud
      // holes round the centre hole.
      return `<g filter="url(#shadow)"><circle cx="400" cy="400" r="268" fill="url(#steel)" stroke="#374151" stroke-width="6"/>
        <circle cx="400" cy="400" r="238" fill="${enamel}" stroke="#1f2937" stroke-width="6"/>
        <circle cx="400" cy="400" r="206" fill="none" stroke="#000000" stroke-width="6" opacity="0.25"/>
        ${around(6, 168, (x, y, degrees) => `<ellipse cx="${x}" cy="${y}" rx="34" ry="20" fill="#1f2937" stroke="#9ca3af" stroke-width="3" transform="rotate(${degrees + 90} ${x} ${y})"/>`, 30)}
        <circle cx="400" cy="400" r="112" fill="${enamel}" stroke="#1f2937" stroke-width="4"/>
        ${around(5, 82, (x, y) => `<circle cx="${x}" cy="${y}" r="14" fill="#1f2937" stroke="#9ca3af" stroke-width="3"/>`)}
        <circle cx="400" cy="400" r="44" fill="#1f2937" stroke="#9ca3af" stroke-width="3"/>
        <ellipse cx="310" cy="260" rx="80" ry="22" fill="#ffffff" opacity="0.22" transform="rotate(-38 310 260)"/></g>`;
    case 'windlace': {
      // A roll of windlace: the cloth-covered bead coiled round on itself, its tacking flange showing at
      // the loose end, which runs off to the right.
      const colour = pick(random, FABRICS);
      const turns = Array.from({ length: 160 }, (_, i) => {
        const degrees = i * 9;
        return onCircle(60 + degrees * 0.12, degrees, 360, 400);
      });
      const coil = `M${turns.map(([x, y]) => `${x} ${y}`).join(' L')}`;
      const [endX, endY] = turns.at(-1)!;
      return `<g filter="url(#shadow)"><path d="${coil} L${endX + 60} ${endY} L700 ${endY}" fill="none" stroke="${colour}" stroke-width="34" stroke-linejoin="round" stroke-linecap="round"/>
        <path d="${coil}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="6" stroke-dasharray="4 10" transform="translate(-6 -6)"/>
        <rect x="${endX + 40}" y="${endY + 14}" width="${700 - endX - 40}" height="22" fill="#d6c7a1" stroke="#8a7a55" stroke-width="3"/></g>`;
    }
    case 'mud-flap': {
      // A pair of mud flaps: black rubber with a chrome strip along the top and a red reflector low down.
      const flap = (x: number) => `<rect x="${x}" y="190" width="200" height="400" rx="14" fill="url(#rubber)"/>
        <rect x="${x - 6}" y="180" width="212" height="34" rx="8" fill="url(#chrome)" stroke="#6b7280" stroke-width="3"/>
        ${Array.from({ length: 6 }, (_, i) => `<rect x="${x + 24}" y="${250 + i * 40}" width="152" height="10" rx="5" fill="#3b3b3b"/>`).join('')}
        <circle cx="${x + 100}" cy="530" r="30" fill="#b91c1c" stroke="url(#chrome)" stroke-width="8"/>`;
      return `<g filter="url(#shadow)">${flap(160)}${flap(440)}</g>`;
    }
    case 'bezel':
      // A headlamp door from the front: the chrome ring with its hood over the top, the lamp's glass with
      // its fluting inside.
      return `<g filter="url(#shadow)"><path d="M150 390 C 150 200, 650 200, 650 390 L600 380 C 590 250, 210 250, 200 380 Z" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <circle cx="400" cy="420" r="240" fill="url(#chrome)" stroke="#6b7280" stroke-width="6"/>
        <circle cx="400" cy="420" r="186" fill="#dbe4ea" stroke="#4b5563" stroke-width="6"/>
        ${Array.from({ length: 9 }, (_, i) => `<line x1="${256 + i * 36}" y1="${300 + Math.abs(4 - i) * 14}" x2="${256 + i * 36}" y2="${540 - Math.abs(4 - i) * 14}" stroke="#9fb1bf" stroke-width="5"/>`).join('')}
        <ellipse cx="330" cy="340" rx="70" ry="26" fill="#ffffff" opacity="0.5" transform="rotate(-30 330 340)"/>
        <circle cx="400" cy="648" r="12" fill="#4b5563"/></g>`;
    case 'fan':
      // An engine fan: four blades, each with its twist shown by a lighter edge, round the hub and its bolt holes.
      return `<g filter="url(#shadow)">${around(4, 0, (_x, _y, degrees) => `<g transform="rotate(${degrees} 400 400)"><path d="M370 390 C 330 260, 330 170, 400 120 C 470 170, 470 260, 430 390 Z" fill="${paint}" stroke="#111827" stroke-width="5"/>
        <path d="M400 130 C 455 180, 455 260, 425 370" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="10"/></g>`, 45)}
        <circle cx="400" cy="400" r="78" fill="${paint}" stroke="#111827" stroke-width="5"/>
        ${around(4, 44, (x, y) => `<circle cx="${x}" cy="${y}" r="10" fill="#111827"/>`)}
        <circle cx="400" cy="400" r="22" fill="#111827"/></g>`;
    case 'tail-housing':
      // A tail lamp housing from its side: the chrome body tapering forward to its mounting foot, the
      // red lens in the bezel at its back, the socket's pigtail leaving underneath.
      return `<g filter="url(#shadow)"><path d="M560 470 C 620 520, 700 560, 740 560" fill="none" stroke="#1f2937" stroke-width="10" stroke-linecap="round"/>
        <path d="M140 330 C 300 250, 520 260, 600 320 L600 480 C 520 540, 300 550, 140 470 Z" fill="url(#chrome)" stroke="#6b7280" stroke-width="5"/>
        <rect x="250" y="520" width="120" height="50" rx="8" fill="url(#steel)" stroke="#4b5563" stroke-width="4"/>
        <ellipse cx="600" cy="400" rx="70" ry="96" fill="url(#chrome)" stroke="#6b7280" stroke-width="5"/>
        <ellipse cx="604" cy="400" rx="50" ry="74" fill="#c1121f" fill-opacity="0.92"/>
        <ellipse cx="590" cy="366" rx="14" ry="26" fill="#ffffff" opacity="0.35"/>
        <path d="M180 330 C 320 280, 480 285, 560 320" fill="none" stroke="#ffffff" stroke-width="10" opacity="0.6"/></g>`;
    case 'jack':
      // A bumper jack standing: its base, the notched post, the ratchet with the hook that lifts the bumper,
      // and the handle leaning beside it, the lug wrench at its end.
      return `<g filter="url(#shadow)"><path d="M250 640 L550 640 L510 600 L290 600 Z" fill="${paint}" stroke="#111827" stroke-width="5"/>
        <rect x="384" y="130" width="32" height="480" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        ${Array.from({ length: 16 }, (_, i) => `<line x1="384" y1="${160 + i * 28}" x2="400" y2="${170 + i * 28}" stroke="#374151" stroke-width="4"/>`).join('')}
        <rect x="356" y="330" width="88" height="110" rx="10" fill="${paint}" stroke="#111827" stroke-width="5"/>
        <path d="M444 350 L520 350 L520 330 L548 330 L548 380 L444 380 Z" fill="${paint}" stroke="#111827" stroke-width="5"/>
        <path d="M300 400 L356 390" stroke="#374151" stroke-width="12" stroke-linecap="round"/>
        <path d="M600 640 L660 170" stroke="url(#steel)" stroke-width="18" stroke-linecap="round"/>
        <path d="M630 190 L690 150" stroke="url(#steel)" stroke-width="18" stroke-linecap="round"/>
        <rect x="644" y="136" width="56" height="34" rx="6" fill="#374151" transform="rotate(-34 672 153)"/></g>`;
    case 'fuel-filter':
      // A glass bowl fuel filter: the cast top with its inlet and outlet fittings, the glass bowl under it
      // showing the fuel and the screen, the wire bail and its thumb nut holding the bowl up.
      return `<g filter="url(#shadow)"><rect x="170" y="250" width="120" height="44" rx="10" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <rect x="510" y="250" width="120" height="44" rx="10" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <path d="M270 200 L530 200 L560 300 L240 300 Z" fill="url(#steel)" stroke="#374151" stroke-width="5"/>
        <rect x="250" y="300" width="300" height="30" rx="6" fill="#8a6a43" stroke="#5b4630" stroke-width="3"/>
        <path d="M262 330 L538 330 L530 560 C 528 600, 272 600, 270 560 Z" fill="#dbe4ea" fill-opacity="0.55" stroke="#6b7280" stroke-width="5"/>
        <path d="M270 440 L530 440 L528 560 C 526 592, 274 592, 272 560 Z" fill="#e2b93b" fill-opacity="0.45"/>
        <rect x="340" y="340" width="120" height="190" rx="8" fill="none" stroke="#9ca3af" stroke-width="4" stroke-dasharray="6 6"/>
        <path d="M240 300 L300 640 L500 640 L560 300" fill="none" stroke="#4b5563" stroke-width="8"/>
        <rect x="370" y="630" width="60" height="40" rx="8" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <ellipse cx="320" cy="420" rx="16" ry="70" fill="#ffffff" opacity="0.45"/></g>`;
    case 'trim-ring':
      // A set of four wheel trim rings stacked flat, seen from above their front: each a polished band with
      // its bright lip, the top one whole.
      return `<g filter="url(#shadow)">${[540, 470, 400, 330].map((y) => `<ellipse cx="400" cy="${y}" rx="250" ry="96" fill="none" stroke="#6b7280" stroke-width="52"/>
        <ellipse cx="400" cy="${y}" rx="250" ry="96" fill="none" stroke="url(#chrome)" stroke-width="44"/>
        <ellipse cx="400" cy="${y - 6}" rx="236" ry="84" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.55"/>`).join('')}</g>`;
    case 'shift-knob': {
      // A gear shift knob: the round knob in its plastic, the shift pattern on its top, the threaded
      // ferrule under it.
      const colour = pick(random, ['#1f2937', '#e7dcc3', '#7a2630']);
      const mark = colour === '#e7dcc3' ? '#1f2937' : '#e7dcc3';
      return `<g filter="url(#shadow)"><rect x="360" y="500" width="80" height="150" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        ${Array.from({ length: 7 }, (_, i) => `<line x1="360" y1="${520 + i * 18}" x2="440" y2="${530 + i * 18}" stroke="#374151" stroke-width="3"/>`).join('')}
        <rect x="340" y="470" width="120" height="50" rx="10" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <circle cx="400" cy="330" r="190" fill="${colour}" stroke="#111827" stroke-width="6"/>
        <path d="M330 270 V390 M400 270 V390 M470 270 V390 M330 330 H470" stroke="${mark}" stroke-width="12" stroke-linecap="round" fill="none"/>
        <ellipse cx="330" cy="220" rx="70" ry="30" fill="#ffffff" opacity="0.3" transform="rotate(-30 330 220)"/></g>`;
    }
    case 'lug-nuts': {
      // Wheel studs and lug nuts laid out: a row of threaded studs with their knurled heads, and the nuts
      // before them, each a hexagon with its tapered seat and the hole through it.
      const hexagon = (x: number, y: number) => `<polygon points="${Array.from({ length: 6 }, (_, i) => onCircle(46, i * 60 + 30, x, y).join(',')).join(' ')}" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/><circle cx="${x}" cy="${y}" r="20" fill="#374151"/>`;
      const stud = (x: number) => `<rect x="${x - 14}" y="190" width="28" height="170" fill="url(#steel)" stroke="#374151" stroke-width="3"/>
        ${Array.from({ length: 8 }, (_, i) => `<line x1="${x - 14}" y1="${200 + i * 16}" x2="${x + 14}" y2="${208 + i * 16}" stroke="#374151" stroke-width="3"/>`).join('')}
        <rect x="${x - 32}" y="350" width="64" height="26" rx="6" fill="url(#steel)" stroke="#374151" stroke-width="3"/>`;
      return `<g filter="url(#shadow)">${[220, 320, 420, 520, 620].map(stud).join('')}${[[200, 500], [330, 520], [460, 500], [590, 520], [265, 620], [395, 630], [525, 620]].map(([x, y]) => hexagon(x!, y!)).join('')}</g>`;
    }
    case 'fuses': {
      // Glass cartridge fuses in their open tin: rows of clear tubes with metal caps and the wire inside.
      const fuse = (x: number, y: number) => `<rect x="${x}" y="${y}" width="150" height="40" rx="8" fill="#dbe4ea" fill-opacity="0.7" stroke="#6b7280" stroke-width="3"/>
        <rect x="${x - 4}" y="${y - 3}" width="30" height="46" rx="6" fill="url(#chrome)" stroke="#6b7280" stroke-width="3"/><rect x="${x + 124}" y="${y - 3}" width="30" height="46" rx="6" fill="url(#chrome)" stroke="#6b7280" stroke-width="3"/>
        <path d="M${x + 26} ${y + 20} L${x + 124} ${y + 20}" stroke="#9a6b2f" stroke-width="3"/>`;
      return `<g filter="url(#shadow)"><rect x="160" y="190" width="480" height="420" rx="24" fill="${enamel}" stroke="#111827" stroke-width="5"/>
        <rect x="190" y="220" width="420" height="360" rx="14" fill="#e5e7eb" stroke="#6b7280" stroke-width="3"/>
        ${[250, 320, 390, 460, 530].map((y, i) => fuse(i % 2 ? 230 : 420, y) + fuse(i % 2 ? 420 : 230, y)).join('')}</g>`;
    }
    case 'clamps':
      // Exhaust clamps and a hanger: U-bolts with their saddles and nuts, and a rubber-insulated strap hanger.
      return `<g filter="url(#shadow)">${[[250, 300], [470, 300]].map(([x, y]) => `<path d="M${x! - 70} ${y! - 120} L${x! - 70} ${y} A 70 70 0 0 0 ${x! + 70} ${y} L${x! + 70} ${y! - 120}" fill="none" stroke="url(#steel)" stroke-width="22"/>
        <path d="M${x! - 70} ${y! - 120} L${x! - 70} ${y} A 70 70 0 0 0 ${x! + 70} ${y} L${x! + 70} ${y! - 120}" fill="none" stroke="#374151" stroke-width="3" stroke-dasharray="2 12"/>
        <rect x="${x! - 100}" y="${y! - 110}" width="200" height="36" rx="8" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        <circle cx="${x! - 70}" cy="${y! - 130}" r="18" fill="url(#chrome)" stroke="#6b7280" stroke-width="3"/><circle cx="${x! + 70}" cy="${y! - 130}" r="18" fill="url(#chrome)" stroke="#6b7280" stroke-width="3"/>`).join('')}
        <rect x="230" y="480" width="340" height="40" rx="10" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        <rect x="340" y="520" width="120" height="90" rx="16" fill="url(#rubber)" stroke="#0a0a0a" stroke-width="4"/>
        <rect x="370" y="610" width="60" height="40" rx="8" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        <circle cx="260" cy="500" r="10" fill="#374151"/><circle cx="540" cy="500" r="10" fill="#374151"/></g>`;
    case 'keys': {
      // Key blanks fanned out: each a rounded head with its hole and a blade with its groove, not yet cut.
      const metal = random() < 0.5 ? 'url(#chrome)' : '#c9a24a';
      const key = (degrees: number) => `<g transform="rotate(${degrees} 400 560)"><rect x="384" y="200" width="32" height="250" fill="${metal}" stroke="#6b7280" stroke-width="4"/>
        <line x1="400" y1="215" x2="400" y2="440" stroke="#6b7280" stroke-width="4"/>
        <ellipse cx="400" cy="500" rx="72" ry="64" fill="${metal}" stroke="#6b7280" stroke-width="5"/><circle cx="400" cy="530" r="14" fill="#e5e7eb" stroke="#6b7280" stroke-width="3"/></g>`;
      return `<g filter="url(#shadow)">${[-34, -12, 12, 34].map(key).join('')}</g>`;
    }
    case 'speaker':
      // A radio speaker from its front at an angle: the steel frame with its mounting holes, the paper cone
      // ringed to its dust cap, the magnet showing behind.
      return `<g filter="url(#shadow)"><ellipse cx="470" cy="420" rx="110" ry="130" fill="url(#steel)" stroke="#374151" stroke-width="5"/>
        <ellipse cx="380" cy="400" rx="230" ry="250" fill="url(#steel)" stroke="#374151" stroke-width="6"/>
        ${around(4, 222, (x, y) => `<circle cx="${x - 20}" cy="${y}" r="12" fill="#1f2937"/>`, 45)}
        <ellipse cx="380" cy="400" rx="196" ry="214" fill="#8a6a43" stroke="#5b4630" stroke-width="5"/>
        ${[150, 104, 60].map((r) => `<ellipse cx="380" cy="400" rx="${r}" ry="${r * 1.09}" fill="none" stroke="#5b4630" stroke-width="4" opacity="0.6"/>`).join('')}
        <ellipse cx="380" cy="400" rx="44" ry="48" fill="#3f2f1f" stroke="#1f1509" stroke-width="4"/>
        <ellipse cx="320" cy="300" rx="60" ry="22" fill="#ffffff" opacity="0.18" transform="rotate(-35 320 300)"/></g>`;
    case 'ball-joint': {
      // A ball joint from the side: the flange with its bolt holes, the housing and its grease fitting, the
      // rubber boot and the tapered stud rising out of it, threaded at its end for the castle nut.
      const threads = Array.from({ length: 6 }, (_, i) => `<line x1="${372 + i * 1.5}" y1="${176 + i * 16}" x2="${428 - i * 1.5}" y2="${170 + i * 16}" stroke="#6b7280" stroke-width="4"/>`).join('');
      return `<g filter="url(#shadow)"><ellipse cx="400" cy="560" rx="230" ry="70" fill="url(#steel)" stroke="#374151" stroke-width="5"/>
        ${[-160, 0, 160].map((dx) => `<ellipse cx="${400 + dx}" cy="${dx === 0 ? 598 : 566}" rx="22" ry="10" fill="#1f2937"/>`).join('')}
        <path d="M270 540 L270 440 C 270 410, 530 410, 530 440 L530 540 C 530 575, 270 575, 270 540 Z" fill="url(#steel)" stroke="#374151" stroke-width="5"/>
        <rect x="522" y="470" width="56" height="24" rx="6" fill="url(#copper)" stroke="#7c4a1e" stroke-width="3"/><circle cx="586" cy="482" r="14" fill="url(#copper)" stroke="#7c4a1e" stroke-width="3"/>
        <path d="M300 440 C 300 340, 500 340, 500 440 Z" fill="url(#rubber)" stroke="#0f0f0f" stroke-width="4"/>
        <path d="M330 400 C 360 380, 440 380, 470 400" fill="none" stroke="#4b5563" stroke-width="5"/>
        <path d="M362 360 L378 170 L422 170 L438 360 Z" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>${threads}
        <ellipse cx="400" cy="170" rx="22" ry="8" fill="#9ca3af" stroke="#6b7280" stroke-width="3"/></g>`;
    }
    case 'glass': {
      // A door's window glass: the pane with its rounded leading corner, tinted at its edges, a streak of light
      // across it and the maker's etched mark in a lower corner.
      const tint = random() < 0.5 ? '#cfe6e2' : '#d6e4ee';
      return `<g filter="url(#shadow)"><path d="M140 600 L660 600 L660 200 L330 200 C 230 200, 150 300, 140 420 Z" fill="${tint}" fill-opacity="0.85" stroke="#7f9aa3" stroke-width="6"/>
        <path d="M160 590 L650 590 L650 210 L332 210 C 240 210, 166 304, 156 420 Z" fill="url(#glass)" opacity="0.55"/>
        <path d="M260 560 L520 230" stroke="#ffffff" stroke-width="34" opacity="0.45" stroke-linecap="round"/>
        <path d="M330 560 L560 270" stroke="#ffffff" stroke-width="12" opacity="0.4" stroke-linecap="round"/>
        <ellipse cx="580" cy="555" rx="42" ry="20" fill="none" stroke="#6b7f86" stroke-width="3" opacity="0.8"/>
        <line x1="552" y1="555" x2="608" y2="555" stroke="#6b7f86" stroke-width="3" opacity="0.8"/></g>`;
    }
    case 'windshield': {
      // A windshield from the front: a split pair of flat panes or one piece curving round at its ends, the
      // tint at the edges, light across it and the maker's mark in a lower corner.
      const split = random() < 0.5;
      const panes = split
        ? ['M120 560 L392 560 L392 260 L170 270 C 140 300, 124 420, 120 560 Z', 'M408 560 L680 560 C 676 420, 660 300, 630 270 L408 260 Z']
        : ['M90 560 C 120 470, 100 330, 150 270 C 300 240, 500 240, 650 270 C 700 330, 680 470, 710 560 C 520 590, 280 590, 90 560 Z'];
      return `<g filter="url(#shadow)">${panes.map((d) => `<path d="${d}" fill="#d2e7e3" fill-opacity="0.85" stroke="#7f9aa3" stroke-width="6"/><path d="${d}" fill="url(#glass)" opacity="0.5"/>`).join('')}
        <path d="M230 530 L380 300" stroke="#ffffff" stroke-width="30" opacity="0.4" stroke-linecap="round"/>
        <path d="M470 530 L600 320" stroke="#ffffff" stroke-width="12" opacity="0.4" stroke-linecap="round"/>
        <ellipse cx="${split ? 610 : 600}" cy="530" rx="36" ry="16" fill="none" stroke="#6b7f86" stroke-width="3" opacity="0.8"/></g>`;
    }
    case 'vent-glass':
      // A vent (wing) window: its triangular pane in the chrome frame, the division bar along its back and
      // the pivot at its foot.
      return `<g filter="url(#shadow)"><path d="M260 620 L560 620 L560 180 C 420 240, 300 420, 260 620 Z" fill="url(#chrome)" stroke="#6b7280" stroke-width="5"/>
        <path d="M296 592 L532 592 L532 226 C 420 286, 322 440, 296 592 Z" fill="#d2e7e3" stroke="#7f9aa3" stroke-width="4"/>
        <path d="M296 592 L532 592 L532 226 C 420 286, 322 440, 296 592 Z" fill="url(#glass)" opacity="0.5"/>
        <rect x="548" y="150" width="34" height="500" rx="12" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <path d="M380 560 L500 300" stroke="#ffffff" stroke-width="20" opacity="0.45" stroke-linecap="round"/>
        <circle cx="400" cy="648" r="18" fill="url(#steel)" stroke="#374151" stroke-width="4"/><rect x="392" y="620" width="16" height="30" fill="url(#steel)"/></g>`;
    case 'robe-cord': {
      // A robe cord as it hangs on the back of the front seat: the braided cord sagging between its two
      // chrome end caps.
      const colour = pick(random, FABRICS);
      const cord = 'M190 330 C 300 560, 500 560, 610 330';
      return `<g filter="url(#shadow)"><path d="${cord}" fill="none" stroke="${colour}" stroke-width="40" stroke-linecap="round"/>
        <path d="${cord}" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="34" stroke-dasharray="10 14"/>
        <path d="${cord}" fill="none" stroke="#000000" stroke-opacity="0.25" stroke-width="34" stroke-dasharray="10 14" stroke-dashoffset="12"/>
        ${[190, 610].map((x) => `<rect x="${x - 46}" y="250" width="92" height="100" rx="22" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/><circle cx="${x}" cy="282" r="10" fill="#4b5563"/>`).join('')}</g>`;
    }
    case 'coat-hook':
      // A pair of chrome coat hooks, each a round base with its screw and the hook curling up from it.
      return `<g filter="url(#shadow)">${[260, 540].map((x) => `<circle cx="${x}" cy="280" r="64" fill="url(#chrome)" stroke="#6b7280" stroke-width="5"/><circle cx="${x}" cy="280" r="10" fill="#4b5563"/>
        <path d="M${x} 330 L${x} 470 C ${x} 560, ${x + 110} 560, ${x + 110} 470 L${x + 110} 440" fill="none" stroke="#6b7280" stroke-width="40" stroke-linecap="round"/>
        <path d="M${x} 330 L${x} 470 C ${x} 560, ${x + 110} 560, ${x + 110} 470 L${x + 110} 440" fill="none" stroke="url(#chrome)" stroke-width="30" stroke-linecap="round"/>`).join('')}</g>`;
    case 'assist-strap': {
      // A rear seat assist strap: the woven strap in a loop, its ends in chrome escutcheons.
      const colour = pick(random, FABRICS);
      return `<g filter="url(#shadow)"><path d="M250 250 C 250 640, 550 640, 550 250" fill="none" stroke="${colour}" stroke-width="70"/>
        <path d="M250 250 C 250 640, 550 640, 550 250" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="4" stroke-dasharray="2 8"/>
        <path d="M228 250 C 228 660, 572 660, 572 250" fill="none" stroke="#000000" stroke-opacity="0.3" stroke-width="4"/>
        ${[250, 550].map((x) => `<rect x="${x - 60}" y="200" width="120" height="80" rx="18" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/><circle cx="${x - 32}" cy="240" r="9" fill="#4b5563"/><circle cx="${x + 32}" cy="240" r="9" fill="#4b5563"/>`).join('')}</g>`;
    }
    case 'bows':
      // Headliner bows: a nest of arched steel rods, each with the bent ends that seat in the roof rails.
      return `<g filter="url(#shadow)">${[0, 1, 2].map((i) => {
        const top = 250 + i * 60;
        const d = `M${90 + i * 20} ${590 - i * 30} L${110 + i * 20} ${540 - i * 30} C ${200 + i * 20} ${top}, ${600 - i * 20} ${top}, ${690 - i * 20} ${540 - i * 30} L${710 - i * 20} ${590 - i * 30}`;
        return `<path d="${d}" fill="none" stroke="#374151" stroke-width="24" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="url(#steel)" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`;
      }).join('')}</g>`;
    case 'booster':
      // A vacuum brake booster from its front at an angle: the black canister with its seam ring, the master
      // cylinder on its face and the vacuum check valve on its side.
      return `<g filter="url(#shadow)"><ellipse cx="430" cy="410" rx="230" ry="240" fill="#111827" stroke="#000" stroke-width="5"/>
        <ellipse cx="380" cy="400" rx="230" ry="240" fill="#1f2937" stroke="#000" stroke-width="5"/>
        <ellipse cx="380" cy="400" rx="206" ry="216" fill="none" stroke="url(#chrome)" stroke-width="14"/>
        <ellipse cx="380" cy="400" rx="150" ry="158" fill="none" stroke="#374151" stroke-width="5"/>
        <rect x="300" y="340" width="260" height="120" rx="26" fill="url(#steel)" stroke="#374151" stroke-width="5"/>
        <rect x="330" y="300" width="90" height="54" rx="10" fill="url(#steel)" stroke="#374151" stroke-width="4"/><rect x="330" y="296" width="90" height="14" rx="6" fill="url(#chrome)"/>
        <circle cx="560" cy="400" r="16" fill="url(#copper)" stroke="#7c4a1e" stroke-width="3"/>
        <circle cx="210" cy="260" r="30" fill="url(#steel)" stroke="#374151" stroke-width="4"/><rect x="150" y="250" width="50" height="20" rx="8" fill="url(#rubber)"/>
        <ellipse cx="290" cy="260" rx="80" ry="26" fill="#ffffff" opacity="0.12" transform="rotate(-35 290 260)"/></g>`;
    case 'ring-gear': {
      // A ring and pinion: the ring gear lying at an angle, its cut teeth round the rim and its bolt holes
      // round the bore, and the pinion on its shaft meshing at its side.
      const teeth = Array.from({ length: 36 }, (_, i) => `<rect x="394" y="130" width="12" height="30" rx="3" fill="#9ca3af" transform="rotate(${i * 10} 400 400)"/>`).join('');
      return `<g filter="url(#shadow)"><g transform="translate(-60 40) scale(0.92 0.62) translate(40 140)">${teeth}
        <circle cx="400" cy="400" r="246" fill="url(#steel)" stroke="#374151" stroke-width="6"/><circle cx="400" cy="400" r="206" fill="none" stroke="#6b7280" stroke-width="5"/>
        <circle cx="400" cy="400" r="122" fill="#e5e7eb" stroke="#374151" stroke-width="6"/>
        ${around(10, 164, (x, y) => `<circle cx="${x}" cy="${y}" r="12" fill="#374151"/>`)}</g>
        <rect x="560" y="372" width="190" height="40" rx="10" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        <path d="M520 330 L600 350 L600 434 L520 454 Z" fill="url(#chrome)" stroke="#4b5563" stroke-width="5"/>
        ${[0, 1, 2, 3].map((i) => `<line x1="${528 + i * 20}" y1="${336 + i * 5}" x2="${528 + i * 20}" y2="${448 - i * 5}" stroke="#6b7280" stroke-width="4"/>`).join('')}
        <rect x="744" y="380" width="26" height="24" rx="4" fill="#9ca3af"/></g>`;
    }
    case 'cup-plugs':
      // Expansion (freeze) plugs: shallow steel cups of several sizes, face up.
      return `<g filter="url(#shadow)">${([[250, 300, 92], [470, 270, 70], [600, 430, 56], [330, 500, 80], [520, 560, 62]] as const)
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#steel)" stroke="#374151" stroke-width="5"/><circle cx="${x}" cy="${y}" r="${r * 0.78}" fill="#d1d5db" stroke="#6b7280" stroke-width="3"/>
          <ellipse cx="${x - r * 0.25}" cy="${y - r * 0.3}" rx="${r * 0.4}" ry="${r * 0.16}" fill="#ffffff" opacity="0.5" transform="rotate(-30 ${x} ${y})"/>`).join('')}</g>`;
    case 'valves': {
      // Engine valves laid side by side, heads down: each a long stem with its keeper grooves, widening into
      // its head; the intake heads larger than the exhausts.
      const valves = Array.from({ length: 6 }, (_, i) => {
        const x = 190 + i * 84;
        const head = i % 2 ? 30 : 38;
        return `<rect x="${x - 7}" y="170" width="14" height="400" rx="6" fill="url(#steel)" stroke="#4b5563" stroke-width="2"/>
          <line x1="${x - 7}" y1="196" x2="${x + 7}" y2="196" stroke="#374151" stroke-width="3"/><line x1="${x - 7}" y1="208" x2="${x + 7}" y2="208" stroke="#374151" stroke-width="3"/>
          <path d="M${x - 7} 540 C ${x - 9} 580, ${x - head} 590, ${x - head - 2} 606 L${x + head + 2} 606 C ${x + head} 590, ${x + 9} 580, ${x + 7} 540 Z" fill="url(#chrome)" stroke="#4b5563" stroke-width="3"/>
          <rect x="${x - head - 2}" y="604" width="${head * 2 + 4}" height="12" rx="3" fill="#9ca3af" stroke="#4b5563" stroke-width="2"/>`;
      }).join('');
      return `<g filter="url(#shadow)">${valves}</g>`;
    }
    case 'flasher':
      // A turn signal flasher: the small round can with its maker's label, its crimped base and the two prongs below it.
      return `<g filter="url(#shadow)"><rect x="300" y="220" width="200" height="280" rx="30" fill="url(#chrome)" stroke="#6b7280" stroke-width="5"/>
        <ellipse cx="360" cy="280" rx="30" ry="80" fill="#ffffff" opacity="0.35"/>
        <rect x="286" y="486" width="228" height="40" rx="12" fill="#3b1f14" stroke="#1c0f09" stroke-width="4"/>
        <rect x="350" y="524" width="22" height="96" rx="4" fill="url(#copper)" stroke="#7c4a1e" stroke-width="3"/><rect x="428" y="524" width="22" height="96" rx="4" fill="url(#copper)" stroke="#7c4a1e" stroke-width="3"/>
        <rect x="340" y="340" width="120" height="60" rx="8" fill="${enamel}" opacity="0.85"/><rect x="356" y="362" width="88" height="8" rx="4" fill="#f5f5f4"/></g>`;
    case 'outlet-gasket': {
      // A water outlet's gasket: the fibre ring for the coolant's passage with an ear each side for its two
      // bolts, a second lying half under it.
      const outline = 'M190 400 C 190 330, 260 320, 300 330 C 330 250, 470 250, 500 330 C 540 320, 610 330, 610 400 C 610 470, 540 480, 500 470 C 470 550, 330 550, 300 470 C 260 480, 190 470, 190 400 Z';
      return `<g filter="url(#shadow)"><g transform="translate(60 60) rotate(-14 400 400)" opacity="0.9"><path d="${outline}" fill="#a16207" stroke="#713f12" stroke-width="4"/>
        <circle cx="400" cy="400" r="88" fill="#e4dccb"/><circle cx="245" cy="400" r="22" fill="#e4dccb"/><circle cx="555" cy="400" r="22" fill="#e4dccb"/></g>
        <path d="${outline}" fill="#ca8a04" stroke="#713f12" stroke-width="5"/>
        <circle cx="400" cy="400" r="88" fill="#f7f3ea" stroke="#713f12" stroke-width="4"/><circle cx="245" cy="400" r="22" fill="#f7f3ea" stroke="#713f12" stroke-width="3"/><circle cx="555" cy="400" r="22" fill="#f7f3ea" stroke="#713f12" stroke-width="3"/></g>`;
    }
    case 'cluster-lens':
      // An instrument cluster's lens: the wide clear pane with its arched top, the round windows moulded in it
      // for the speedometer and the gauges, a streak of light across it and its gasket beneath.
      return `<g filter="url(#shadow)"><path d="M110 520 L110 330 C 230 230, 570 230, 690 330 L690 520 Z" fill="#dbe4ea" fill-opacity="0.75" stroke="#7f9aa3" stroke-width="6"/>
        <path d="M126 508 L126 338 C 240 250, 560 250, 674 338 L674 508 Z" fill="url(#glass)" opacity="0.55"/>
        <circle cx="400" cy="400" r="92" fill="none" stroke="#9fb1bf" stroke-width="8"/><circle cx="220" cy="420" r="54" fill="none" stroke="#9fb1bf" stroke-width="7"/><circle cx="580" cy="420" r="54" fill="none" stroke="#9fb1bf" stroke-width="7"/>
        <path d="M200 500 L330 290" stroke="#ffffff" stroke-width="30" opacity="0.5" stroke-linecap="round"/>
        <rect x="110" y="560" width="580" height="22" rx="10" fill="#1f2937" stroke="#111827" stroke-width="3"/></g>`;
    case 'cam-bearings': {
      // Camshaft bearings: round steel sleeves lined with bearing metal, lying on their sides, one for each
      // journal and each a little smaller towards the front, with the oil hole in its side.
      const sleeve = (x: number, y: number, r: number) => `<g><rect x="${x}" y="${y - r}" width="170" height="${r * 2}" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        <ellipse cx="${x}" cy="${y}" rx="${r * 0.34}" ry="${r}" fill="#9ca3af" stroke="#374151" stroke-width="4"/>
        <ellipse cx="${x + 170}" cy="${y}" rx="${r * 0.34}" ry="${r}" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        <ellipse cx="${x + 170}" cy="${y}" rx="${r * 0.28}" ry="${r * 0.82}" fill="url(#copper)"/>
        <ellipse cx="${x + 170}" cy="${y}" rx="${r * 0.22}" ry="${r * 0.66}" fill="#374151"/>
        <circle cx="${x + 80}" cy="${y - r * 0.45}" r="9" fill="#1f2937"/>
        <rect x="${x + 20}" y="${y - r + 8}" width="130" height="10" rx="5" fill="#ffffff" opacity="0.35"/></g>`;
      return `<g filter="url(#shadow)">${sleeve(150, 250, 84)}${sleeve(430, 300, 78)}${sleeve(170, 480, 72)}${sleeve(440, 530, 66)}</g>`;
    }
    case 'clips': {
      // Molding clips: bent stainless spring clips that hold the trim to the body, each on its threaded stud,
      // scattered as they come in their bag.
      const clip = (x: number, y: number, turn: number) => {
        const bend = `M${x - 120} ${y - 50} L${x - 78} ${y - 50} L${x - 58} ${y + 26} L${x + 58} ${y + 26} L${x + 78} ${y - 50} L${x + 120} ${y - 50}`;
        return `<g transform="rotate(${turn} ${x} ${y})"><rect x="${x - 15}" y="${y + 30}" width="30" height="116" rx="5" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
          ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<line x1="${x - 15}" y1="${y + 46 + i * 14}" x2="${x + 15}" y2="${y + 54 + i * 14}" stroke="#374151" stroke-width="3"/>`).join('')}
          <path d="${bend}" fill="none" stroke="#4b5563" stroke-width="30" stroke-linejoin="round" stroke-linecap="round"/>
          <path d="${bend}" fill="none" stroke="#e5e7eb" stroke-width="22" stroke-linejoin="round" stroke-linecap="round"/>
          <path d="${bend}" fill="none" stroke="#ffffff" stroke-width="6" stroke-linejoin="round" stroke-linecap="round" opacity="0.8" transform="translate(0 -5)"/></g>`;
      };
      return `<g filter="url(#shadow)">${clip(240, 250, -10)}${clip(560, 230, 12)}${clip(250, 500, 16)}${clip(560, 500, -8)}</g>`;
    }
    case 'radiator-shell': {
      // A radiator shell of the 1920s: the plated frame upright, its top curved, the filler neck above, and
      // the honeycomb core seen through it.
      const cells = Array.from({ length: 9 }, (_, row) => Array.from({ length: 7 }, (_, col) => `<circle cx="${296 + col * 35}" cy="${250 + row * 38}" r="9" fill="#4b5563"/>`).join('')).join('');
      return `<g filter="url(#shadow)"><rect x="372" y="118" width="56" height="40" rx="10" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <path d="M230 640 L230 220 C 230 170, 290 150, 400 150 C 510 150, 570 170, 570 220 L570 640 Z" fill="url(#chrome)" stroke="#6b7280" stroke-width="6"/>
        <path d="M272 610 L272 236 C 272 200, 320 190, 400 190 C 480 190, 528 200, 528 236 L528 610 Z" fill="#1f2937"/>${cells}
        <ellipse cx="400" cy="205" rx="34" ry="16" fill="${enamel}" stroke="#6b7280" stroke-width="3"/></g>`;
    }
    case 'wood-wheel':
      // A wood-spoke (artillery) wheel: its hickory spokes from the hub to the felloe, the steel rim and tire
      // round them, and the plated hub cap at the centre.
      return `<g filter="url(#shadow)"><circle cx="400" cy="400" r="250" fill="none" stroke="#1f2937" stroke-width="44"/><circle cx="400" cy="400" r="222" fill="none" stroke="url(#steel)" stroke-width="18"/>
        <circle cx="400" cy="400" r="198" fill="none" stroke="#713f12" stroke-width="34"/><circle cx="400" cy="400" r="198" fill="none" stroke="#a16207" stroke-width="24"/>
        ${around(12, 0, (_x, _y, degrees) => `<path d="M392 400 L386 222 L414 222 L408 400 Z" fill="#ca8a04" stroke="#713f12" stroke-width="4" transform="rotate(${degrees} 400 400)"/>`)}
        <circle cx="400" cy="400" r="70" fill="#a16207" stroke="#713f12" stroke-width="5"/><circle cx="400" cy="400" r="50" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        ${around(6, 60, (x, y) => `<circle cx="${x}" cy="${y}" r="6" fill="#374151"/>`)}</g>`;
    case 'motometer':
      // A Moto-Meter: the radiator cap thermometer, its dial in a plated bezel on the cap's winged neck.
      return `<g filter="url(#shadow)"><rect x="240" y="520" width="320" height="36" rx="18" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        <rect x="360" y="500" width="80" height="110" rx="10" fill="url(#chrome)" stroke="#6b7280" stroke-width="4"/>
        ${[0, 1, 2, 3].map((i) => `<line x1="362" y1="${570 + i * 10}" x2="438" y2="${570 + i * 10}" stroke="#6b7280" stroke-width="3"/>`).join('')}
        <circle cx="400" cy="330" r="178" fill="url(#chrome)" stroke="#6b7280" stroke-width="6"/><circle cx="400" cy="330" r="146" fill="#f5f0e1" stroke="#4b5563" stroke-width="4"/>
        <rect x="388" y="214" width="24" height="210" rx="12" fill="#e5e7eb" stroke="#4b5563" stroke-width="3"/><rect x="393" y="300" width="14" height="118" rx="7" fill="#b91c1c"/>
        <circle cx="400" cy="424" r="20" fill="#b91c1c" stroke="#4b5563" stroke-width="3"/>
        ${[0, 1, 2, 3, 4].map((i) => `<line x1="${i % 2 ? 424 : 420}" y1="${236 + i * 38}" x2="446" y2="${236 + i * 38}" stroke="#374151" stroke-width="4"/>`).join('')}
        <ellipse cx="340" cy="250" rx="40" ry="80" fill="#ffffff" opacity="0.25" transform="rotate(30 340 250)"/></g>`;
    case 'luggage-rack':
      // A folding luggage rack for the back of the car: its plated slats across two black arms, with the
      // brackets that bolt it to the frame.
      return `<g filter="url(#shadow)"><g transform="rotate(-8 400 400)">
        ${[0, 1, 2, 3, 4].map((i) => `<rect x="170" y="${250 + i * 62}" width="460" height="26" rx="12" fill="url(#chrome)" stroke="#6b7280" stroke-width="3"/>`).join('')}
        <rect x="210" y="220" width="28" height="330" rx="8" fill="#111827"/><rect x="562" y="220" width="28" height="330" rx="8" fill="#111827"/>
        <path d="M224 550 L200 640 L250 640 Z" fill="#111827"/><path d="M576 550 L552 640 L602 640 Z" fill="#111827"/>
        <circle cx="224" cy="540" r="12" fill="url(#steel)"/><circle cx="576" cy="540" r="12" fill="url(#steel)"/></g></g>`;
    case 'bolts': {
      // Head bolts stood in a row: each a hex head over its shank, threaded at the end, with hardened
      // washers laid before them.
      const bolt = (x: number) => `<path d="M${x - 30} 190 L${x - 15} 164 L${x + 15} 164 L${x + 30} 190 L${x + 15} 216 L${x - 15} 216 Z" fill="url(#steel)" stroke="#374151" stroke-width="4"/>
        <rect x="${x - 13}" y="214" width="26" height="300" rx="4" fill="url(#steel)" stroke="#374151" stroke-width="3"/>
        ${Array.from({ length: 9 }, (_, i) => `<line x1="${x - 13}" y1="${410 + i * 11}" x2="${x + 13}" y2="${416 + i * 11}" stroke="#374151" stroke-width="2"/>`).join('')}`;
      const washer = (x: number, y: number) => `<ellipse cx="${x}" cy="${y}" rx="40" ry="16" fill="url(#chrome)" stroke="#4b5563" stroke-width="3"/><ellipse cx="${x}" cy="${y}" rx="16" ry="6" fill="#374151"/>`;
      return `<g filter="url(#shadow)">${[220, 310, 400, 490, 580].map(bolt).join('')}${[260, 400, 540].map((x) => washer(x, 600)).join('')}</g>`;
    }
    case 'engine-kit':
      // An engine kit laid out: its head gasket behind, a piston on its rod and a set of rings before it.
      return `<g transform="translate(80 -70) scale(0.8)">${shape('gasket', random)}</g>
        <g transform="translate(30 237) scale(0.6)">${shape('piston', random)}</g>
        <g transform="translate(310 300) scale(0.55)">${shape('rings', random)}</g>`;
    case 'book':
      return `<g filter="url(#shadow)"><rect x="220" y="150" width="360" height="500" rx="10" fill="${enamel}"/>
        <rect x="220" y="150" width="34" height="500" fill="#000" opacity="0.25"/>
        <rect x="280" y="230" width="250" height="18" rx="9" fill="#f5f5f4"/><rect x="280" y="270" width="180" height="12" rx="6" fill="#f5f5f4" opacity="0.8"/>
        <path d="M405 360 L455 500 L405 470 L355 500 Z" fill="url(#chrome)"/></g>`;
  }
}

/** Draws a product picture for a demo part as an SVG. */
export function drawPartPictureSvg(kind: PictureKind, seed: number): string {
  const random = seededRandom(seed);
  const [from, to] = pick(random, BACKGROUNDS);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${defs}
  <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  <ellipse cx="400" cy="690" rx="300" ry="36" fill="#000" opacity="0.08"/>
  ${shape(kind, random)}</svg>`;
}

/** Renders the drawing as WebP at the catalogue's picture widths. */
export async function renderPartPicture(kind: PictureKind, seed: number): Promise<{ full: Buffer; thumb: Buffer }> {
  const svg = Buffer.from(drawPartPictureSvg(kind, seed));
  const full = await sharp(svg).webp({ quality: 78 }).toBuffer();
  const thumb = await sharp(full).resize(320, 320).webp({ quality: 74 }).toBuffer();
  return { full, thumb };
}
