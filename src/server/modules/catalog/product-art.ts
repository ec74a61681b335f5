/**
 * Offline product, category and banner pictures: small flat SVG illustrations built as strings.
 * Everything is derived from the input (colours from a hash of the key), so the same input always
 * yields the same bytes, and nothing needs the network (system fonts only, no external references).
 */
import { drawShape, hsl, type Palette, type Slot } from './art-shapes';

export interface ProductArtInput {
  name: string;
  brand: string | null;
  rootCategorySlug: string;
  categorySlug: string;
  /** Stable per product, e.g. the product slug. */
  key: string;
}

export type BannerTheme = 'saffron' | 'leaf' | 'chili' | 'turmeric' | 'indigo';

const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';
const ESCAPES: Record<number, string> = { 38: '&amp;', 60: '&lt;', 62: '&gt;', 34: '&quot;', 39: '&apos;' };

/** Escapes text for XML content and attributes, dropping characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch > 62 && ch < 0xfffe) continue; // letters and most text: nothing to do
    const forbidden = (ch < 32 && ch !== 9 && ch !== 10 && ch !== 13) || ch === 0xfffe || ch === 0xffff;
    if (!forbidden && ESCAPES[ch] === undefined) continue;
    out += text.slice(from, i) + (forbidden ? '' : ESCAPES[ch]);
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** FNV-1a with a murmur finaliser: a well-mixed 32-bit hash. */
export function hashKey(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

type Tone = [hue: number, sat: number, lit: number];

/** Hue choices per root category, and keyword overrides where the product has an obvious colour. */
const ROOT_HUES: Record<string, { hues: number[]; s: number; l: number }> = {
  'fresh-produce': { hues: [92, 104, 116, 128, 138], s: 52, l: 42 },
  'rice-grains': { hues: [0, 150, 214, 272, 338, 22, 190], s: 58, l: 40 },
  'atta-flours': { hues: [8, 26, 140, 352, 205, 36], s: 62, l: 42 },
  'dals-pulses': { hues: [350, 24, 150, 204, 262, 172, 8], s: 56, l: 42 },
  'spices-masalas': { hues: [2, 12, 22, 30, 38, 45, 350], s: 72, l: 44 },
  'snacks-sweets': { hues: [0, 22, 40, 135, 205, 282, 328], s: 72, l: 46 },
  'dairy-ghee': { hues: [196, 206, 214, 224, 186], s: 62, l: 44 },
  'frozen-foods': { hues: [188, 198, 206, 214, 222], s: 64, l: 44 },
  'ready-to-eat': { hues: [8, 22, 140, 350, 34, 270], s: 62, l: 44 },
  'pickles-chutneys': { hues: [0, 14, 28, 95, 350, 40], s: 62, l: 42 },
  beverages: { hues: [0, 28, 140, 200, 280, 330, 170], s: 60, l: 42 },
  oils: { hues: [40, 44, 48, 52, 36], s: 82, l: 48 },
  'pooja-essentials': { hues: [4, 14, 24, 34, 340], s: 74, l: 46 },
  'personal-home-care': { hues: [176, 198, 262, 300, 330, 150], s: 48, l: 50 },
};

const KEYWORD_TONES: [RegExp, Tone][] = [
  [/\b(?:coconut oil)/, [46, 55, 76]],
  [/\b(?:garlic|cauliflower|radish|mooli|lassi|milk)/, [42, 30, 70]],
  [/\b(?:tomato|apple|pomegranate|anar|strawberr|red chil|kashmiri|lal mirch|chil+i powder|rose|rooh)/, [356, 70, 48]],
  [/\b(?:mango|orange|kinnow|mandarin|papaya|pumpkin|carrot|kesar|saffron)/, [30, 85, 52]],
  [/\b(?:turmeric|haldi|lemon|banana|pineapple|mustard oil|sarson)/, [46, 88, 50]],
  [/\b(?:onion|eggplant|brinjal|baingan|grape|jamun|beet)/, [300, 40, 38]],
  [/\b(?:potato|ginger|coconut|chikoo|sapota|coffee|tamarind|imli|jaggery|gud)\b/, [28, 45, 42]],
  [/\b(?:lime|guava|cardamom|elaichi|mint|pudina)/, [84, 55, 42]],
  [/\b(?:garam masala|cumin|jeera|clove|cinnamon|dalchini|pepper|tea|chai)\b/, [20, 55, 34]],
];

function toneFor(root: string, name: string, h: number): Tone {
  const base = ROOT_HUES[root] ?? { hues: [20, 140, 210], s: 55, l: 44 };
  let tone: Tone = [base.hues[h % base.hues.length] ?? 20, base.s, base.l];
  for (const [re, t] of KEYWORD_TONES) {
    if (re.test(name)) {
      tone = t;
      break;
    }
  }
  return [tone[0] + ((h >>> 8) % 13) - 6, tone[1] + ((h >>> 12) % 9) - 4, tone[2] + ((h >>> 16) % 7) - 3];
}

function palette([hue, sat, lit]: Tone): Palette {
  return {
    hue,
    sat,
    lit,
    main: hsl(hue, sat, lit),
    dark: hsl(hue, sat, Math.max(lit - 14, 14)),
    light: hsl(hue, sat * 0.55, 88),
    tint: hsl(hue, sat * 0.5, 96),
    deep: hsl(hue, Math.min(sat, 50), 20),
  };
}

/** Rough advance width in em of one character of bold system-ui text; errs wide so text fits. */
function charEm(ch: number): number {
  if (ch === 32 || ch === 39 || ch === 46 || ch === 44 || ch === 105 || ch === 108 || ch === 106 || ch === 73)
    return 0.312;
  if (ch === 102 || ch === 114 || ch === 116) return 0.416;
  if (ch === 109 || ch === 119 || ch === 77 || ch === 87) return 0.936;
  if (ch >= 65 && ch <= 90) return 0.728;
  return 0.624;
}

function emWidth(text: string): number {
  let w = 0;
  for (let i = 0; i < text.length; i++) w += charEm(text.charCodeAt(i));
  return w;
}

/** Shortens text with an ellipsis until it fits `maxEm`. */
function truncate(text: string, maxEm: number): string {
  if (emWidth(text) <= maxEm) return text;
  const room = maxEm - charEm(0x2026);
  let w = 0;
  let end = 0;
  while (end < text.length - 1 && w + charEm(text.charCodeAt(end)) <= room) w += charEm(text.charCodeAt(end++));
  return `${text.slice(0, Math.max(end, 1)).trimEnd()}…`;
}

/** First words of the name, without the brand, sizes or trailing descriptions. */
export function shortLabel(name: string, brand: string | null): string[] {
  let text = name.replace(/\([^)]*\)/g, ' ').split(/\s[-–|,]\s|,/)[0] ?? name;
  if (brand && text.toLowerCase().startsWith(`${brand.toLowerCase()} `)) text = text.slice(brand.length);
  const words: string[] = [];
  for (const word of text.split(/\s+/)) {
    if (!word || (words.length === 0 && /^fresh$/i.test(word))) continue;
    if (words.length > 0 && /\d/.test(word)) break;
    words.push(word);
    if (words.length === 3) break;
  }
  return words.length > 0 ? words : [name.trim() || ' '];
}

interface Lines {
  lines: string[];
  size: number;
}

/** Fits label words into up to `maxLines` (1-3) lines within a width and height, as large as allowed. */
function fitLabel(words: string[], w: number, h: number, max: number, maxLines: number): Lines {
  const min = 14;
  const space = emWidth(' ');
  const widths = words.map(emWidth);
  let total = -space;
  for (const width of widths) total += width + space;
  // One line.
  let lines = [words.join(' ')];
  let size = Math.min(max, w / total, h);
  // Two lines, split where the wider half is narrowest.
  if (maxLines >= 2 && words.length >= 2) {
    let left = -space;
    let bestSplit = 1;
    let bestWidest = Infinity;
    for (let i = 1; i < words.length; i++) {
      left += (widths[i - 1] ?? 0) + space;
      const widest = Math.max(left, total - left - space);
      if (widest < bestWidest) {
        bestWidest = widest;
        bestSplit = i;
      }
    }
    const size2 = Math.min(max * 0.92, w / bestWidest, h / 2.12);
    // Another line only pays off when it makes the text clearly bigger.
    if (size2 > size * 1.15) {
      lines = [words.slice(0, bestSplit).join(' '), words.slice(bestSplit).join(' ')];
      size = size2;
    }
  }
  if (maxLines >= 3 && words.length === 3) {
    const size3 = Math.min(max * 0.92, w / Math.max(...widths), h / 3.24);
    if (size3 > size * 1.15) {
      lines = words.slice();
      size = size3;
    }
  }
  if (size < min) return { lines: lines.map((l) => truncate(l, w / min)), size: min };
  return { lines, size: Math.floor(size) };
}

const txt = (x: number, y: number, size: number, weight: number, fill: string, body: string, extra = ''): string =>
  `<text x="${Math.round(x)}" y="${Math.round(y)}" font-size="${size}" font-weight="${weight}" fill="${fill}"${extra}>${escapeXml(body)}</text>`;

function brandLine(brand: string, x: number, y: number, w: number, fill: string): string {
  const upper = brand.toUpperCase();
  const room = w - upper.length * 1.4;
  const size = Math.max(10, Math.min(13, Math.floor(room / emWidth(upper))));
  const text = truncate(upper, room / size);
  return txt(x, y, size, 700, fill, text, ' letter-spacing="1.4" fill-opacity=".9"');
}

function labelText(slot: Slot, brand: string | null, words: string[]): string {
  const inline = brand !== null && brand.trim() !== '' && !slot.brandAt;
  const brandH = inline ? 20 : 0;
  let fit = fitLabel(words, slot.w, slot.h - brandH, slot.max ?? 28, slot.lines ?? 3);
  // Three words too small to read well: two bigger words read better.
  if (fit.size < 18 && words.length > 2) {
    const two = fitLabel(words.slice(0, 2), slot.w, slot.h - brandH, slot.max ?? 28, slot.lines ?? 3);
    if (two.size > fit.size) fit = two;
  }
  const lineH = fit.size * 1.12;
  const total = brandH + lineH * fit.lines.length - fit.size * 0.12;
  let y = slot.y - total / 2;
  let out = '';
  if (brand && brand.trim()) {
    if (slot.brandAt) out += brandLine(brand.trim(), slot.brandAt.x, slot.brandAt.y, slot.brandAt.w, slot.brandAt.fill);
    else {
      out += brandLine(brand.trim(), slot.x, y + 10, slot.w, slot.sub);
      y += brandH;
    }
  }
  for (const line of fit.lines) {
    out += txt(slot.x, y + fit.size * 0.76, fit.size, 700, slot.fg, line);
    y += lineH;
  }
  return out;
}

function svgOpen(w: number, h: number, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" ` +
    `font-family="${FONT}" text-anchor="middle"><title>${escapeXml(title)}</title>`
  );
}

function squareArt(
  title: string,
  key: string,
  root: string,
  name: string,
  brand: string | null,
  words: string[],
): string {
  const h = hashKey(key);
  const id = h.toString(36);
  const lower = name.toLowerCase();
  const p = palette(toneFor(root, lower, h));
  const shape = drawShape(root, { h, id, name: lower, p });
  const [sw, sy] = shape.shadow;
  return (
    svgOpen(400, 400, title) +
    `<defs><radialGradient id="b${id}" cx=".5" cy=".42" r=".6"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.tint}"/></radialGradient>` +
    `<radialGradient id="s${id}"><stop offset="0" stop-opacity=".22"/><stop offset="1" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="o${id}" x2="1"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset=".8" stop-opacity="0"/><stop offset="1" stop-opacity=".14"/></linearGradient></defs>` +
    `<circle cx="200" cy="200" r="176" fill="url(#b${id})"/>` +
    `<ellipse cx="200" cy="${sy}" rx="${Math.round(sw * 1.25)}" ry="16" fill="url(#s${id})"/>` +
    shape.body +
    labelText(shape.slot, brand, words) +
    '</svg>'
  );
}

/** Square 400x400 illustration of a product in a package suited to its root category. */
export function productArtSvg(input: ProductArtInput): string {
  return squareArt(
    input.name,
    input.key,
    input.rootCategorySlug,
    `${input.categorySlug} ${input.name}`,
    input.brand,
    shortLabel(input.name, input.brand),
  );
}

/** Square illustration for a category tile: its root's package, labelled with the category name. */
export function categoryArtSvg(input: { name: string; slug: string; rootCategorySlug: string }): string {
  return squareArt(
    input.name,
    `category:${input.slug}`,
    input.rootCategorySlug,
    `${input.slug} ${input.name}`,
    null,
    shortLabel(input.name, null),
  );
}

const THEMES: Record<BannerTheme, { hue: number; sat: number; lit: number; ink: string }> = {
  saffron: { hue: 26, sat: 88, lit: 50, ink: '#ffffff' },
  leaf: { hue: 142, sat: 52, lit: 32, ink: '#ffffff' },
  chili: { hue: 356, sat: 70, lit: 44, ink: '#ffffff' },
  turmeric: { hue: 44, sat: 92, lit: 56, ink: '#3b2606' },
  indigo: { hue: 236, sat: 48, lit: 36, ink: '#ffffff' },
};

/** Wide 1200x400 banner with a patterned background and the title and subtitle as text. */
export function bannerArtSvg(input: { title: string; subtitle: string; theme: BannerTheme }): string {
  const t = THEMES[input.theme] ?? THEMES.saffron;
  const id = hashKey(`${input.theme}|${input.title}|${input.subtitle}`).toString(36);
  const a = hsl(t.hue, t.sat, t.lit);
  const b = hsl(t.hue - 12, t.sat, t.lit - 12);
  const ring = hsl(t.hue + 10, t.sat, t.lit + 14);
  const title = input.title.trim();
  const subtitle = input.subtitle.trim();
  const titleSize = Math.floor(Math.max(34, Math.min(68, 640 / Math.max(emWidth(title), 1))));
  // Regular-weight text is narrower than the bold estimate, hence the wider budget.
  const sub = subtitle ? fitLabel(subtitle.split(/\s+/), 640 / 0.9, 60, 26, 2) : { lines: [], size: 26 };
  const subLines = sub.lines;
  const titleY = 206 - subLines.length * 18 + (title ? 0 : 40);
  let text = '';
  if (title) text += txt(96, titleY, titleSize, 800, t.ink, truncate(title, 640 / titleSize), ' text-anchor="start"');
  subLines.forEach((line, i) => {
    text += txt(96, titleY + 52 + i * 34, sub.size, 500, t.ink, line, ' text-anchor="start" fill-opacity=".88"');
  });
  const petals = Array.from(
    { length: 12 },
    (_, i) => `<ellipse cx="1000" cy="128" rx="22" ry="62" transform="rotate(${i * 30} 1000 200)"/>`,
  ).join('');
  return (
    svgOpen(1200, 400, title || 'Banner') +
    `<defs><linearGradient id="g${id}" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>` +
    `<pattern id="p${id}" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="2" fill="#fff" fill-opacity=".12"/></pattern></defs>` +
    `<rect width="1200" height="400" fill="url(#g${id})"/><rect width="1200" height="400" fill="url(#p${id})"/>` +
    `<circle cx="1000" cy="200" r="250" fill="${ring}" fill-opacity=".35"/>` +
    `<g fill="#fff" fill-opacity=".14">${petals}</g>` +
    `<circle cx="1000" cy="200" r="170" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round"/>` +
    `<circle cx="1000" cy="200" r="58" fill="#fff" fill-opacity=".22"/><circle cx="1000" cy="200" r="26" fill="#fff" fill-opacity=".35"/>` +
    `<rect x="96" y="${titleY - titleSize - 34}" width="64" height="6" rx="3" fill="${t.ink}" fill-opacity=".7"/>` +
    text +
    '</svg>'
  );
}
