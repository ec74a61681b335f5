/**
 * Package shapes for the generated product pictures (see product-art.ts). Every shape draws into a
 * 400x400 canvas, sits on a ground line near y=336, and tells the caller where its label text goes.
 * Pure string building: no randomness, the same context always draws the same picture.
 */

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

const HSL_CACHE = new Map<number, string>();

/** Hex colour for an HSL triple (degrees, percent, percent), rounded to whole units and memoised. */
export function hsl(h: number, s: number, l: number): string {
  const hue = ((Math.round(h) % 360) + 360) % 360;
  const sat = s < 0 ? 0 : s > 100 ? 100 : Math.round(s);
  const lig = l < 0 ? 0 : l > 100 ? 100 : Math.round(l);
  const key = hue * 10201 + sat * 101 + lig;
  const hit = HSL_CACHE.get(key);
  if (hit) return hit;
  const L = lig / 100;
  const a = (sat / 100) * (L < 0.5 ? L : 1 - L);
  const ch = (n: number): string => {
    const k = (n + hue / 30) % 12;
    return HEX[Math.round((L - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255)] ?? '00';
  };
  const hex = `#${ch(0)}${ch(8)}${ch(4)}`;
  if (HSL_CACHE.size > 20_000) HSL_CACHE.clear(); // palettes use a few thousand colours; stay bounded anyway
  HSL_CACHE.set(key, hex);
  return hex;
}

export interface Palette {
  hue: number;
  sat: number;
  lit: number;
  main: string;
  dark: string;
  light: string;
  tint: string;
  deep: string;
}

export interface ShapeCtx {
  /** Hash of the key: drives variants and small offsets. */
  h: number;
  /** Suffix for element ids, so several pictures can share one HTML page. */
  id: string;
  /** Lower-case product name, for keyword-driven variants. */
  name: string;
  p: Palette;
}

/** Where the label goes: centre, box size, text colours, and optionally a separate brand line. */
export interface Slot {
  x: number;
  y: number;
  w: number;
  h: number;
  fg: string;
  sub: string;
  max?: number;
  /** Most lines the label may wrap to (default 3). */
  lines?: number;
  brandAt?: { x: number; y: number; w: number; fill: string };
}

export interface Shape {
  body: string;
  slot: Slot;
  /** Half-width of the ground shadow, and its y. */
  shadow: [number, number];
}

const WHITE = '#ffffff';
const GOLD = '#e3b04b';

/** Draws a path with its fill and the shared shading overlay on top. */
const shaded = (c: ShapeCtx, d: string, fill: string): string =>
  `<path d="${d}" fill="${fill}"/><path d="${d}" fill="url(#o${c.id})"/>`;
const clip = (c: ShapeCtx, d: string): string => `<clipPath id="k${c.id}"><path d="${d}"/></clipPath>`;
const has = (c: ShapeCtx, re: RegExp): boolean => re.test(c.name);

/** White label panel with dark text. */
const panel = (c: ShapeCtx, x: number, y: number, w: number, h: number, r: number, max = 30): [string, Slot] => [
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${WHITE}"/>`,
  { x: x + w / 2, y: y + h / 2, w: w - 14, h: h - 12, fg: c.p.deep, sub: c.p.dark, max },
];

/** A tag under an unpackaged item (produce, diya). */
function tag(c: ShapeCtx, body: string): Shape {
  return {
    body: `${body}<rect x="96" y="294" width="208" height="52" rx="26" fill="${WHITE}" stroke="${c.p.light}" stroke-width="3"/>`,
    slot: { x: 200, y: 320, w: 180, h: 42, fg: c.p.deep, sub: c.p.dark, max: 24, lines: 1 },
    shadow: [96, 286],
  };
}

function produce(c: ShapeCtx): Shape {
  const { main, dark } = c.p;
  const leafG = hsl(118 + (c.h % 20), 48, 38);
  if (
    has(
      c,
      /\b(?:okra|bhindi|bean|drumstick|moringa|chil+i|mirch|karela|bitter gourd|carrot|gajar|banana|cucumber|tindora|gawar|guar|gourd|lauki|turai|parwal|parval|celery)/,
    )
  ) {
    const pod = (x: number, y: number, a: number, fill: string): string =>
      `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-19 0Q-24-80 0-158Q24-80 19 0Z" fill="${fill}"/>` +
      `<path d="M-7-6Q-9-80 0-146M7-6Q9-80 0-146" stroke="${dark}" stroke-opacity=".35" stroke-width="2" fill="none"/>` +
      `<path d="M-19 0Q0 8 19 0L14 14Q0 20-14 14Z" fill="${leafG}"/><path d="M0 18V32" stroke="${leafG}" stroke-width="5" stroke-linecap="round"/></g>`;
    return tag(
      c,
      pod(126, 226, 36, dark) + pod(186, 262, 48, main) + pod(150, 250, 42, hsl(c.p.hue, c.p.sat, c.p.lit + 7)),
    );
  }
  if (
    has(
      c,
      /\b(?:coriander|cilantro|dhania|curry lea|kadi patta|methi|fenugreek|spinach|palak|mint|pudina|dill|suva|leaves|greens|sarson|amaranth|lettuce|chard|kale|basil|tulsi)/,
    )
  ) {
    const leaf = (a: number, len: number, fill: string): string =>
      `<g transform="rotate(${a} 200 250)"><path d="M200 250Q${170} ${250 - len * 0.45} 200 ${250 - len}Q${230} ${250 - len * 0.45} 200 250Z" fill="${fill}"/>` +
      `<path d="M200 246V${258 - len}" stroke="${WHITE}" stroke-opacity=".35" stroke-width="2"/></g>`;
    const light = hsl(c.p.hue, c.p.sat, c.p.lit + 9);
    return tag(
      c,
      `<path d="M196 250L188 286M200 250V288M204 250L212 286" stroke="${dark}" stroke-width="4" stroke-linecap="round"/>` +
        leaf(-58, 120, dark) +
        leaf(58, 120, dark) +
        leaf(-34, 150, main) +
        leaf(34, 150, main) +
        leaf(-12, 170, light) +
        leaf(12, 168, main) +
        `<rect x="186" y="244" width="28" height="14" rx="5" fill="${hsl(8, 62, 50)}"/>`,
    );
  }
  const onion = has(c, /\b(?:onion|garlic|shallot)/);
  const fruit = onion
    ? `<path d="M200 70Q214 100 250 112Q292 134 292 182Q292 274 200 274Q108 274 108 182Q108 134 150 112Q186 100 200 70Z"/>`
    : has(c, /\b(?:mango|papaya|aam)/)
      ? `<ellipse cx="200" cy="182" rx="80" ry="100" transform="rotate(-32 200 182)"/>`
      : `<circle cx="200" cy="180" r="94"/>`;
  const ribs = onion
    ? `<path d="M200 86Q140 150 168 270M200 86Q260 150 232 270M200 90V272" stroke="${dark}" stroke-opacity=".3" stroke-width="2.5" fill="none"/>` +
      `<path d="M190 274l-6 10M200 274v12M210 274l6 10" stroke="${hsl(35, 30, 60)}" stroke-width="3" stroke-linecap="round"/>`
    : '';
  const top = onion
    ? `<path d="M200 74V54" stroke="${dark}" stroke-width="5" stroke-linecap="round"/>`
    : `<path d="M200 92Q198 74 206 62" stroke="${hsl(25, 45, 30)}" stroke-width="7" stroke-linecap="round" fill="none"/>` +
      `<path d="M206 74Q236 50 262 66Q236 92 206 74Z" fill="${leafG}"/>`;
  return tag(
    c,
    fruit.replace('/>', ` fill="${main}"/>`) +
      fruit.replace('/>', ` fill="url(#o${c.id})"/>`) +
      ribs +
      top +
      `<ellipse cx="160" cy="140" rx="24" ry="13" transform="rotate(-35 160 140)" fill="${WHITE}" fill-opacity=".35"/>`,
  );
}

function sack(c: ShapeCtx, flour: boolean): Shape {
  const cloth = flour ? hsl(36, 42, 86) : hsl(44, 30, 93);
  const seam = flour ? hsl(34, 30, 62) : hsl(40, 22, 70);
  const d = 'M122 96Q200 86 278 96Q302 210 290 320Q200 340 110 320Q98 210 122 96Z';
  const grain = (x: number, a: number): string =>
    `<ellipse cx="${x}" cy="300" rx="${flour ? 4 : 3.5}" ry="8" transform="rotate(${a} ${x} 300)" fill="${c.p.main}"/>`;
  return {
    body:
      clip(c, d) +
      shaded(c, d, cloth) +
      `<path d="M122 96Q200 86 278 96L281 118Q200 108 119 118Z" fill="${seam}" fill-opacity=".55"/>` +
      `<path d="M124 108Q200 98 276 108" stroke="${seam}" stroke-width="2" stroke-dasharray="6 5" fill="none"/>` +
      `<g clip-path="url(#k${c.id})"><rect x="90" y="178" width="220" height="96" fill="${c.p.main}"/>` +
      `<path d="M90 185H310M90 267H310" stroke="${GOLD}" stroke-width="3"/></g>` +
      grain(184, -30) +
      grain(200, 0) +
      grain(216, 30),
    slot: {
      x: 200,
      y: 226,
      w: 164,
      h: 66,
      fg: WHITE,
      sub: WHITE,
      max: 32,
      brandAt: { x: 200, y: 156, w: 150, fill: c.p.dark },
    },
    shadow: [104, 330],
  };
}

/** Lentil colour for a dal pouch window, from the name. */
function lentil(name: string): [number, number, number] {
  const table: [RegExp, [number, number, number]][] = [
    [/green moong|whole moong|sabut moong|mung bean/, [95, 45, 40]],
    [/kala chana|black chana|black chickpea/, [20, 40, 30]],
    [/kabuli|chickpea|garbanzo|chole|lobia|black.eyed|white/, [38, 50, 74]],
    [/black urad|whole urad|sabut urad|urad gota/, [0, 0, 22]],
    [/urad/, [42, 25, 88]],
    [/masoor|red lentil/, [18, 75, 56]],
    [/rajma|kidney/, [4, 55, 34]],
    [/moong|mung/, [50, 82, 62]],
    [/peanut|groundnut/, [24, 50, 64]],
    [/soy/, [44, 60, 70]],
  ];
  for (const [re, hsl3] of table) if (re.test(name)) return hsl3;
  return [44, 80, 56];
}

function pouch(c: ShapeCtx): Shape {
  const [lh, ls, ll] = lentil(c.name);
  const d = 'M124 80H276L280 304Q281 330 256 332H144Q119 330 120 304Z';
  return {
    body:
      `<pattern id="d${c.id}" width="16" height="13" patternUnits="userSpaceOnUse">` +
      `<ellipse cx="5" cy="4" rx="5" ry="4" fill="${hsl(lh, ls, ll)}"/><ellipse cx="13" cy="10.5" rx="5" ry="4" fill="${hsl(lh, ls, ll - 10)}"/></pattern>` +
      shaded(c, d, c.p.main) +
      `<path d="M124 80H276L277 102H123Z" fill="${c.p.dark}"/><rect x="184" y="86" width="32" height="9" rx="4.5" fill="${WHITE}" fill-opacity=".9"/>` +
      `<path d="M126 112H274" stroke="${WHITE}" stroke-opacity=".35" stroke-width="2"/>` +
      `<rect x="140" y="206" width="120" height="106" rx="26" fill="${hsl(lh, ls * 0.6, Math.min(ll + 22, 94))}"/>` +
      `<rect x="140" y="206" width="120" height="106" rx="26" fill="url(#d${c.id})" stroke="${WHITE}" stroke-width="4"/>` +
      `<rect x="152" y="218" width="10" height="80" rx="5" fill="${WHITE}" fill-opacity=".4"/>` +
      `<path d="M126 322Q200 308 274 322" stroke="${c.p.dark}" stroke-opacity=".4" stroke-width="2" fill="none"/>`,
    slot: { x: 200, y: 158, w: 140, h: 80, fg: WHITE, sub: WHITE, max: 28 },
    shadow: [96, 332],
  };
}

function jar(c: ShapeCtx, wide: boolean, body: string, lid: string): Shape {
  const x0 = wide ? 116 : 128;
  const w = 400 - 2 * x0;
  const d = `M${x0 + 24} 132H${400 - x0 - 24}Q${400 - x0} 132 ${400 - x0} 156V310Q${400 - x0} 334 ${400 - x0 - 24} 334H${x0 + 24}Q${x0} 334 ${x0} 310V156Q${x0} 132 ${x0 + 24} 132Z`;
  const [pnl, slot] = panel(c, x0, 184, w, 104, 0, wide ? 30 : 28);
  slot.h -= 14;
  return {
    body:
      shaded(c, d, body) +
      `<rect x="${x0 + 16}" y="120" width="${w - 32}" height="16" fill="${hsl(c.p.hue, c.p.sat * 0.4, 30)}" fill-opacity=".5"/>` +
      shaded(
        c,
        `M${x0 + 8} 98Q${x0 + 8} 90 ${x0 + 16} 90H${392 - x0}Q${400 - x0 - 8} 90 ${400 - x0 - 8} 98V126Q${400 - x0 - 8} 132 ${392 - x0} 132H${x0 + 16}Q${x0 + 8} 132 ${x0 + 8} 126Z`,
        lid,
      ) +
      `<path d="M${x0 + 14} 100H${386 - x0}" stroke="${WHITE}" stroke-opacity=".35" stroke-width="3"/>` +
      pnl +
      `<path d="M${x0} 190H${400 - x0}M${x0} 282H${400 - x0}" stroke="${c.p.main}" stroke-width="4"/>` +
      `<rect x="${x0 + 12}" y="148" width="10" height="30" rx="5" fill="${WHITE}" fill-opacity=".35"/>`,
    slot,
    shadow: [w / 2 + 6, 334],
  };
}

interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  depth: number;
  front: string;
}

/** A carton with a visible side and top. */
function carton(c: ShapeCtx, b: Box): string {
  const { x0, x1, y0, y1, depth: k } = b;
  return (
    shaded(c, `M${x0} ${y0}H${x1}V${y1}H${x0}Z`, b.front) +
    `<path d="M${x1} ${y0}L${x1 + k} ${y0 - k * 0.55}V${y1 - k * 0.55}L${x1} ${y1}Z" fill="${hsl(c.p.hue, c.p.sat, c.p.lit - 16)}"/>` +
    `<path d="M${x0} ${y0}L${x0 + k} ${y0 - k * 0.55}H${x1 + k}L${x1} ${y0}Z" fill="${hsl(c.p.hue, c.p.sat, c.p.lit + 14)}"/>`
  );
}

function spiceBox(c: ShapeCtx): Shape {
  const body =
    carton(c, { x0: 118, x1: 266, y0: 100, y1: 334, depth: 28, front: c.p.main }) +
    `<path d="M118 300Q155 284 192 300T266 298V334H118Z" fill="${c.p.dark}"/>`;
  const [pnl, slot] = panel(c, 128, 164, 128, 118, 10, 28);
  return { body: body + pnl, slot: { ...slot, brandAt: { x: 192, y: 138, w: 130, fill: WHITE } }, shadow: [100, 334] };
}

function spices(c: ShapeCtx): Shape {
  if (has(c, /\b(?:masala|mix|blend)/) ? c.h % 4 !== 0 : c.h % 3 === 0) return spiceBox(c);
  return jar(c, false, c.p.main, hsl(c.p.hue + 180, 12, 26));
}

/** Zigzag crimp strip between y0 and y1, x from 114 to 286. */
function crimpPath(y0: number, y1: number, up: boolean): string {
  const teeth = 17;
  const step = 172 / teeth;
  const edge = up ? y0 : y1;
  let d = `M114 ${up ? y1 : y0}V${edge}`;
  for (let i = 0; i < teeth; i++) {
    const x = 114 + step * i;
    d += `L${Math.round((x + step / 2) * 10) / 10} ${edge + (up ? -6 : 6)}L${Math.round((x + step) * 10) / 10} ${edge}`;
  }
  return `${d}V${up ? y1 : y0}Z`;
}

const CRIMP_TOP = crimpPath(70, 96, true);
const CRIMP_BOTTOM = crimpPath(322, 348, false);

function snacks(c: ShapeCtx): Shape {
  const { main, dark } = c.p;
  if (
    has(
      c,
      /\b(?:ladoo|laddu|barfi|burfi|jamun|rasgul+a|rasmalai|soan|halwa|peda|katli|mithai|sweet|mysore pak|jalebi|sandesh|petha|chikki|gajak)/,
    )
  ) {
    const ribbon = GOLD;
    return {
      body:
        carton(c, { x0: 96, x1: 290, y0: 206, y1: 332, depth: 22, front: main }) +
        `<path d="M88 176H298V214H88Z" fill="${dark}"/><path d="M88 176L110 160H318L298 176Z" fill="${hsl(c.p.hue, c.p.sat, c.p.lit + 12)}"/>` +
        `<path d="M298 176L318 160V200L298 214Z" fill="${hsl(c.p.hue, c.p.sat, c.p.lit - 22)}"/>` +
        `<path d="M88 210H298" stroke="${ribbon}" stroke-width="4"/>` +
        `<path d="M196 164Q168 130 160 152Q156 170 196 166ZM204 164Q232 130 240 152Q244 170 204 166Z" fill="${ribbon}"/><circle cx="200" cy="164" r="8" fill="${ribbon}"/>` +
        `<rect x="118" y="228" width="150" height="86" rx="10" fill="${WHITE}"/>`,
      slot: {
        x: 193,
        y: 271,
        w: 134,
        h: 74,
        fg: c.p.deep,
        sub: dark,
        max: 26,
        brandAt: { x: 193, y: 200, w: 190, fill: GOLD },
      },
      shadow: [118, 332],
    };
  }
  const d = 'M118 92Q200 84 282 92Q298 210 282 326Q200 334 118 326Q102 210 118 92Z';
  const accent = hsl(c.p.hue - 24, c.p.sat + 8, c.p.lit - 4);
  return {
    body:
      clip(c, d) +
      shaded(c, d, main) +
      `<g clip-path="url(#k${c.id})"><path d="M100 272Q150 246 200 270T300 262V340H100Z" fill="${accent}"/></g>` +
      `<path d="${CRIMP_TOP}" fill="${dark}"/><path d="${CRIMP_BOTTOM}" fill="${dark}"/>` +
      `<path d="M124 76V92M140 76V92M156 76V92M172 76V92M188 76V92M204 76V92M220 76V92M236 76V92M252 76V92M268 76V92" stroke="${WHITE}" stroke-opacity=".25" stroke-width="2"/>` +
      `<ellipse cx="200" cy="200" rx="74" ry="54" fill="${WHITE}"/>`,
    slot: {
      x: 200,
      y: 200,
      w: 120,
      h: 80,
      fg: c.p.deep,
      sub: dark,
      max: 28,
      brandAt: { x: 200, y: 130, w: 150, fill: WHITE },
    },
    shadow: [98, 346],
  };
}

function dairy(c: ShapeCtx): Shape {
  if (has(c, /\b(?:ghee|butter oil)/)) return jar(c, true, hsl(45, 88, 64), c.p.main);
  const d = 'M110 180H290L278 316Q276 334 258 334H142Q124 334 122 316Z';
  return {
    body:
      clip(c, d) +
      shaded(c, d, hsl(c.p.hue, 30, 97)) +
      `<g clip-path="url(#k${c.id})"><path d="M100 290Q150 270 200 290T300 284V340H100Z" fill="${c.p.main}"/></g>` +
      shaded(c, 'M104 160Q104 148 116 148H284Q296 148 296 160V176Q296 186 286 186H114Q104 186 104 176Z', c.p.main) +
      `<path d="M112 156H288" stroke="${WHITE}" stroke-opacity=".4" stroke-width="3"/>`,
    slot: { x: 200, y: 236, w: 150, h: 76, fg: c.p.deep, sub: c.p.main, max: 30 },
    shadow: [92, 334],
  };
}

function frozen(c: ShapeCtx): Shape {
  const flake = (x: number, y: number, r: number): string =>
    `<path d="M${x} ${y - r}V${y + r}M${x - r * 0.87} ${y - r / 2}L${x + r * 0.87} ${y + r / 2}M${x - r * 0.87} ${y + r / 2}L${x + r * 0.87} ${y - r / 2}"/>`;
  const [pnl, slot] = panel(c, 128, 184, 128, 110, 10, 28);
  return {
    body:
      carton(c, { x0: 118, x1: 266, y0: 100, y1: 334, depth: 28, front: c.p.main }) +
      `<path d="M118 100H266V112Q258 124 250 112T234 112T218 118T202 112T186 116T170 112T154 120T138 112T118 114Z" fill="${WHITE}"/>` +
      `<path d="M118 100L146 84.6H294L266 100Z" fill="${hsl(c.p.hue, 40, 95)}"/>` +
      `<g stroke="${WHITE}" stroke-opacity=".55" stroke-width="2.5" stroke-linecap="round">` +
      flake(142, 148, 10) +
      flake(242, 158, 8) +
      flake(146, 314, 8) +
      flake(240, 312, 11) +
      `</g>` +
      pnl,
    slot: { ...slot, brandAt: { x: 192, y: 168, w: 124, fill: WHITE } },
    shadow: [100, 334],
  };
}

const bowl = (c: ShapeCtx, x: number, y: number): string =>
  `<path d="M${x - 34} ${y}H${x + 34}Q${x + 32} ${y + 30} ${x} ${y + 30}Q${x - 32} ${y + 30} ${x - 34} ${y}Z" fill="${c.p.dark}"/>` +
  `<path d="M${x - 10} ${y - 8}q-6-8 0-16M${x + 6} ${y - 8}q-6-8 0-16" stroke="${c.p.dark}" stroke-width="3" stroke-linecap="round" fill="none"/>`;

function readyToEat(c: ShapeCtx): Shape {
  if (c.h % 2 === 0) {
    const [pnl, slot] = panel(c, 128, 216, 128, 100, 10, 28);
    return {
      body:
        carton(c, { x0: 118, x1: 266, y0: 100, y1: 334, depth: 28, front: c.p.main }) +
        `<circle cx="192" cy="166" r="36" fill="${WHITE}" fill-opacity=".92"/>` +
        bowl(c, 192, 160) +
        pnl,
      slot: { ...slot, brandAt: { x: 192, y: 120, w: 130, fill: WHITE } },
      shadow: [100, 334],
    };
  }
  const d = 'M116 86H284V320Q284 334 270 334H130Q116 334 116 320Z';
  const [pnl, slot] = panel(c, 128, 216, 144, 100, 12, 28);
  return {
    body:
      shaded(c, d, c.p.main) +
      `<path d="M116 86H284V106H116Z" fill="${c.p.dark}"/><path d="M116 96l6 4-6 4ZM284 96l-6 4 6 4Z" fill="${WHITE}"/>` +
      `<circle cx="200" cy="168" r="38" fill="${WHITE}" fill-opacity=".92"/>` +
      bowl(c, 200, 162) +
      pnl,
    slot: { ...slot, brandAt: { x: 200, y: 124, w: 140, fill: WHITE } },
    shadow: [92, 334],
  };
}

/** Colour of what is inside a pickle jar. */
function pickleColour(name: string, h: number): string {
  if (/mint|pudina|coriander|green chil|hari/.test(name)) return hsl(100, 45, 36);
  if (/tamarind|imli|date/.test(name)) return hsl(18, 50, 30);
  if (/lime|lemon|nimbu/.test(name)) return hsl(48, 70, 48);
  if (/mango|aam|carrot/.test(name)) return hsl(28, 80, 48);
  if (/garlic|ginger/.test(name)) return hsl(34, 60, 50);
  return hsl(8 + (h % 20), 70, 42);
}

function pickles(c: ShapeCtx): Shape {
  const fill = pickleColour(c.name, c.h);
  const d = 'M150 128H250Q276 128 276 154V308Q276 334 250 334H150Q124 334 124 308V154Q124 128 150 128Z';
  const [pnl, slot] = panel(c, 132, 194, 136, 96, 8, 28);
  return {
    body:
      `<path d="${d}" fill="#eef4f1" stroke="#d5e0db" stroke-width="3"/>` +
      `<path d="M131 160Q166 150 200 160T269 158V306Q269 327 248 327H152Q131 327 131 306Z" fill="${fill}"/>` +
      `<g fill="${WHITE}" fill-opacity=".22"><circle cx="150" cy="180" r="9"/><circle cx="246" cy="176" r="7"/><circle cx="160" cy="312" r="8"/><circle cx="240" cy="306" r="10"/></g>` +
      `<rect x="134" y="96" width="132" height="36" rx="6" fill="${c.p.main}"/>` +
      `<path d="M146 100v28M160 100v28M174 100v28M188 100v28M202 100v28M216 100v28M230 100v28M244 100v28M256 100v28" stroke="${c.p.dark}" stroke-width="2"/>` +
      `<rect x="136" y="164" width="8" height="140" rx="4" fill="${WHITE}" fill-opacity=".45"/>` +
      pnl +
      `<path d="M132 200H268" stroke="${c.p.main}" stroke-width="3"/>`,
    slot,
    shadow: [90, 334],
  };
}

function bottle(c: ShapeCtx, tall: boolean, liquid: string): Shape {
  const top = tall ? 60 : 82;
  const sh = tall ? 150 : 178;
  const x0 = tall ? 144 : 138;
  const x1 = 400 - x0;
  const d = `M184 ${top + 20}H216V${top + 44}Q${x1} ${sh - 40} ${x1} ${sh}V316Q${x1} 334 ${x1 - 18} 334H${x0 + 18}Q${x0} 334 ${x0} 316V${sh}Q${x0} ${sh - 40} 184 ${top + 44}Z`;
  const [pnl, slot] = panel(c, x0, 204, x1 - x0, 100, 0, 28);
  slot.h -= 14;
  return {
    body:
      shaded(c, d, liquid) +
      `<rect x="178" y="${top}" width="44" height="26" rx="5" fill="${c.p.dark}"/>` +
      `<path d="M180 ${top + 8}H220" stroke="${WHITE}" stroke-opacity=".3" stroke-width="3"/>` +
      `<rect x="${x0 + 12}" y="${sh - 4}" width="10" height="44" rx="5" fill="${WHITE}" fill-opacity=".4"/>` +
      pnl +
      `<path d="M${x0} 210H${x1}M${x0} 298H${x1}" stroke="${c.p.main}" stroke-width="4"/>`,
    slot,
    shadow: [x1 - 200 + 8, 334],
  };
}

function beverages(c: ShapeCtx): Shape {
  if (has(c, /\b(?:tea|chai|coffee|masala dudh)/) && !has(c, /\b(?:iced tea|bottle)/)) {
    const [pnl, slot] = panel(c, 112, 196, 158, 100, 10, 28);
    return {
      body:
        carton(c, { x0: 100, x1: 282, y0: 132, y1: 334, depth: 28, front: c.p.main }) +
        `<path d="M182 170Q182 146 206 140Q214 164 190 178Z" fill="${hsl(110, 45, 45)}"/>` +
        `<path d="M186 176Q196 158 206 142" stroke="${hsl(110, 45, 30)}" stroke-width="2" fill="none"/>` +
        pnl,
      slot: { ...slot, brandAt: { x: 191, y: 316, w: 150, fill: WHITE } },
      shadow: [110, 334],
    };
  }
  return bottle(c, false, c.p.main);
}

function pooja(c: ShapeCtx): Shape {
  if (has(c, /\b(?:agarbatti|incense|dhoop|dhup|stick|sambrani|cone)/)) {
    const sticks = [170, 184, 198, 212].map((x, i) => `M${x} 150L${x - 8 + i * 5} 70`).join('');
    const [pnl, slot] = panel(c, 140, 196, 124, 112, 8, 26);
    return {
      body:
        `<path d="${sticks}" stroke="${hsl(20, 45, 30)}" stroke-width="4" stroke-linecap="round"/>` +
        `<g fill="${hsl(14, 90, 55)}"><circle cx="162" cy="70" r="3.5"/><circle cx="181" cy="70" r="3.5"/><circle cx="200" cy="70" r="3.5"/><circle cx="219" cy="70" r="3.5"/></g>` +
        `<path d="M181 64q-10-12 0-22t0-22M200 64q10-12 0-22t0-22" stroke="#9aa3ad" stroke-opacity=".55" stroke-width="2.5" fill="none"/>` +
        carton(c, { x0: 130, x1: 274, y0: 150, y1: 334, depth: 22, front: c.p.main }) +
        pnl,
      slot: { ...slot, brandAt: { x: 202, y: 176, w: 120, fill: WHITE } },
      shadow: [84, 334],
    };
  }
  const clay = c.h % 2 === 0 ? hsl(16, 62, 46) : hsl(40, 70, 50);
  const d = 'M104 206Q200 224 290 206L322 188Q310 232 276 256Q200 294 124 256Q100 236 104 206Z';
  return tag(
    c,
    `<radialGradient id="f${c.id}"><stop offset="0" stop-color="#ffd54a" stop-opacity=".5"/><stop offset="1" stop-color="#ffd54a" stop-opacity="0"/></radialGradient>` +
      `<circle cx="300" cy="150" r="64" fill="url(#f${c.id})"/>` +
      shaded(c, d, clay) +
      `<ellipse cx="197" cy="210" rx="93" ry="11" fill="${hsl(20, 50, 22)}"/>` +
      `<path d="M300 186V172" stroke="#333" stroke-width="3"/>` +
      `<path d="M300 94Q328 140 314 168Q300 186 286 168Q272 140 300 94Z" fill="${hsl(32, 100, 55)}"/>` +
      `<path d="M300 124Q314 150 308 166Q300 176 292 166Q286 150 300 124Z" fill="${hsl(50, 100, 70)}"/>` +
      `<g fill="${GOLD}"><circle cx="150" cy="244" r="5"/><circle cx="175" cy="252" r="5"/><circle cx="200" cy="255" r="5"/><circle cx="225" cy="252" r="5"/><circle cx="250" cy="244" r="5"/></g>` +
      `<rect x="172" y="270" width="56" height="14" rx="4" fill="${hsl(16, 40, 36)}"/>`,
  );
}

function pump(c: ShapeCtx): Shape {
  const d = 'M152 150H248Q270 150 270 174V314Q270 334 250 334H150Q130 334 130 314V174Q130 150 152 150Z';
  const cap = hsl(c.p.hue, 14, 92);
  const [pnl, slot] = panel(c, 140, 196, 120, 108, 12, 28);
  return {
    body:
      `<rect x="193" y="96" width="14" height="34" fill="${hsl(c.p.hue, 8, 78)}"/>` +
      `<path d="M170 92Q170 82 180 82H252Q262 82 262 90V98H230V104H180Q170 104 170 96Z" fill="${cap}" stroke="${hsl(c.p.hue, 10, 80)}" stroke-width="2"/>` +
      `<rect x="176" y="126" width="48" height="28" rx="5" fill="${cap}" stroke="${hsl(c.p.hue, 10, 80)}" stroke-width="2"/>` +
      shaded(c, d, c.p.main) +
      `<rect x="142" y="168" width="10" height="120" rx="5" fill="${WHITE}" fill-opacity=".35"/>` +
      pnl,
    slot,
    shadow: [80, 334],
  };
}

/** Shape for each root category; unknown roots fall back to a carton. */
export function drawShape(root: string, c: ShapeCtx): Shape {
  switch (root) {
    case 'fresh-produce':
      return produce(c);
    case 'rice-grains':
      return sack(c, false);
    case 'atta-flours':
      return sack(c, true);
    case 'dals-pulses':
      return pouch(c);
    case 'spices-masalas':
      return spices(c);
    case 'snacks-sweets':
      return snacks(c);
    case 'dairy-ghee':
      return dairy(c);
    case 'frozen-foods':
      return frozen(c);
    case 'ready-to-eat':
      return readyToEat(c);
    case 'pickles-chutneys':
      return pickles(c);
    case 'beverages':
      return beverages(c);
    case 'oils':
      return bottle(c, true, c.p.main);
    case 'pooja-essentials':
      return pooja(c);
    case 'personal-home-care':
      return pump(c);
    default:
      return spiceBox(c);
  }
}
