import { useInsertionEffect } from 'react';
import { escapeHtml } from '../../shared/escape-html';

/**
 * Icons drawn once per page. Every lucide icon renders as `<svg …><use href="#lucide-name"/></svg>`
 * (scripts/sprite-icons.mjs swaps lucide's createLucideIcon for ./sprite-icon.ts), and each icon's paths
 * are written once in a hidden sprite: by the server for the icons its render used, by the browser for
 * any icon drawn later. A product list repeated the same cart, heart and star paths on every card.
 * The browser build's icons carry a loader of their paths instead of the paths, so a page's first script
 * holds none: the page hydrates with the server's symbols, and only an icon it lacks loads its paths.
 */

export type IconNode = [tag: string, attributes: Record<string, string | number>][];
export interface IconData {
  name: string;
  /** The paths; in the browser build, a loader of an icon's paths by its name (scripts/sprite-icons.mjs). */
  node: IconNode | ((name: string) => Promise<IconNode>);
  size?: number;
}
/** What the server render has: every icon with its paths. */
type DrawnIcon = IconData & { node: IconNode };

const SPRITE_ID = 'icon-sprite';
const SVG_NS = 'http://www.w3.org/2000/svg';
/** Takes no room and is never read out; its symbols are drawn only through `<use>`. */
const SPRITE_ATTRIBUTES = { width: '0', height: '0', style: 'position:absolute', 'aria-hidden': 'true' };

export const iconSymbolId = (name: string) => `lucide-${name}`;

/** The icons a server render used, while one runs (renders are synchronous, so one at a time). */
let rendering: Map<string, DrawnIcon> | null = null;

/** Renders with icon collection on and returns what was rendered with the sprite its icons need. */
export function renderWithIconSprite(render: () => string): { html: string; sprite: string } {
  const used = new Map<string, DrawnIcon>();
  rendering = used;
  try {
    const html = render();
    return { html, sprite: spriteMarkup([...used.values()]) };
  } finally {
    rendering = null;
  }
}

/** Makes sure the icon's symbol is on the page (server: noted for the sprite; browser: added if missing). */
export function useIconSymbol(icon: IconData): void {
  if (rendering && typeof icon.node !== 'function') rendering.set(icon.name, icon as DrawnIcon);
  useInsertionEffect(() => {
    if (hasSymbol(icon.name)) return;
    if (typeof icon.node === 'function')
      void icon.node(icon.name).then((node) => addSymbol(icon.name, node, icon.size));
    else addSymbol(icon.name, icon.node, icon.size);
  }, [icon]);
}

const hasSymbol = (iconName: string) => document.getElementById(iconSymbolId(iconName)) !== null;

const attributeEntries = (attributes: IconNode[number][1]) =>
  Object.entries(attributes).filter(([name]) => name !== 'key');

function symbolMarkup(icon: DrawnIcon): string {
  const children = icon.node
    .map(([tag, attributes]) => {
      const written = attributeEntries(attributes).map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`);
      return `<${tag}${written.join('')}/>`;
    })
    .join('');
  const size = icon.size ?? 24;
  return `<symbol id="${iconSymbolId(icon.name)}" viewBox="0 0 ${size} ${size}">${children}</symbol>`;
}

function spriteMarkup(icons: DrawnIcon[]): string {
  if (icons.length === 0) return '';
  const attributes = Object.entries(SPRITE_ATTRIBUTES).map(([name, value]) => ` ${name}="${value}"`);
  return `<svg id="${SPRITE_ID}" xmlns="${SVG_NS}"${attributes.join('')}>${icons.map(symbolMarkup).join('')}</svg>`;
}

function addSymbol(iconName: string, node: IconNode, size = 24): void {
  // Another copy of the icon may have loaded the same paths meanwhile.
  if (hasSymbol(iconName)) return;
  let sprite: Element | null = document.getElementById(SPRITE_ID);
  if (!sprite) {
    sprite = document.createElementNS(SVG_NS, 'svg');
    sprite.id = SPRITE_ID;
    for (const [name, value] of Object.entries(SPRITE_ATTRIBUTES)) sprite.setAttribute(name, value);
    document.body.append(sprite);
  }
  const symbol = document.createElementNS(SVG_NS, 'symbol');
  symbol.id = iconSymbolId(iconName);
  symbol.setAttribute('viewBox', `0 0 ${size} ${size}`);
  for (const [tag, attributes] of node) {
    const child = document.createElementNS(SVG_NS, tag);
    for (const [name, value] of attributeEntries(attributes)) child.setAttribute(name, String(value));
    symbol.append(child);
  }
  sprite.append(symbol);
}
