import { linkTarget } from './link-targets';

/**
 * The small Markdown the shop's articles use (## and ### headings, paragraphs, - and 1. lists,
 * **bold**, *italic*, [links](/path)), parsed into plain data that the page renders as React elements.
 * Nothing is ever inserted as HTML, so markup or script in an article shows as text; a link whose
 * address is not a site path or http(s) (shared/link-targets.ts) becomes plain text; a kept link carries
 * the address as parsed.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 2 | 3; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push({ type: 'text', text: rest });
      break;
    }
    if (match.index > 0) out.push({ type: 'text', text: rest.slice(0, match.index) });
    const [whole, strong, em, label, href] = match;
    if (strong !== undefined) out.push({ type: 'strong', children: parseInline(strong) });
    else if (em !== undefined) out.push({ type: 'em', children: parseInline(em) });
    else {
      const target = linkTarget(href!);
      if (!target) out.push({ type: 'text', text: label! });
      else
        out.push({
          type: 'link',
          href: target.kind === 'site' ? target.path : target.url,
          children: parseInline(label!),
        });
    }
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}

const ORDERED = /^\d+\.\s+/;
const BULLET = /^[-*]\s+/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    const first = lines[0]!.trim();
    const heading = /^(#{2,3})\s+(.*)$/.exec(first);
    if (heading && lines.length === 1) {
      blocks.push({ type: 'heading', level: heading[1]!.length as 2 | 3, children: parseInline(heading[2]!) });
    } else if (lines.every((line) => BULLET.test(line.trim())) || lines.every((line) => ORDERED.test(line.trim()))) {
      const ordered = ORDERED.test(first);
      const marker = ordered ? ORDERED : BULLET;
      blocks.push({ type: 'list', ordered, items: lines.map((line) => parseInline(line.trim().replace(marker, ''))) });
    } else {
      blocks.push({ type: 'paragraph', children: parseInline(lines.map((line) => line.trim()).join(' ')) });
    }
  }
  return blocks;
}

/** The article as plain text (feeds, descriptions). */
export function markdownText(source: string): string {
  const text = (inlines: Inline[]): string =>
    inlines.map((i) => (i.type === 'text' ? i.text : text(i.children))).join('');
  return parseMarkdown(source)
    .map((b) => (b.type === 'list' ? b.items.map(text).join('\n') : text(b.children)))
    .join('\n\n');
}
