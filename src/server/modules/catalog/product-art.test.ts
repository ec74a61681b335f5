// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ROOT_CATEGORY_SLUGS } from '../../db/seed/demo-catalog';
import { bannerArtSvg, categoryArtSvg, escapeXml, productArtSvg, type ProductArtInput } from './product-art';

// The art must cover every department the demo catalog has.
const ROOTS = ROOT_CATEGORY_SLUGS;

const product = (over: Partial<ProductArtInput> = {}): ProductArtInput => ({
  name: "Haldiram's Aloo Bhujia 400g",
  brand: "Haldiram's",
  rootCategorySlug: 'snacks-sweets',
  categorySlug: 'namkeen',
  key: 'haldirams-aloo-bhujia-400g',
  ...over,
});

/** Parses as XML; jsdom reports malformed markup as a parsererror document. */
function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.nodeName).toBe('svg');
  return doc;
}

function expectSvgShell(svg: string, viewBox: string): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toContain(`viewBox="${viewBox}"`);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toContain('role="img"');
  expect(svg).toContain('font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif"');
  // Offline: nothing but the namespace may point at the network.
  expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|@import|<image|<script/i);
}

/** Every fill/stroke/stop colour in the picture. */
const colours = (svg: string): Set<string> => new Set(svg.match(/#[0-9a-f]{6}/g) ?? []);

describe('productArtSvg', () => {
  it.each(ROOTS)('draws a valid square picture for %s', (root) => {
    const svg = productArtSvg(
      product({ rootCategorySlug: root, name: 'Sample Product Name 1 lb', brand: 'Acme', key: `sample-${root}` }),
    );
    expectSvgShell(svg, '0 0 400 400');
    expect(svg.length).toBeGreaterThan(800);
    expect(svg.length).toBeLessThan(4000);
    const doc = parse(svg);
    expect(doc.querySelector('title')?.textContent).toBe('Sample Product Name 1 lb');
    expect(doc.querySelectorAll('path, rect, circle, ellipse').length).toBeGreaterThan(3);
    const texts = [...doc.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toContain('ACME');
    expect(texts.join(' ')).toContain('Sample');
  });

  it('picks produce shapes from the name', () => {
    const svgFor = (name: string) =>
      productArtSvg(
        product({ rootCategorySlug: 'fresh-produce', categorySlug: 'vegetables', brand: null, name, key: name }),
      );
    const okra = svgFor('Okra (Bhindi) 1 lb');
    const mango = svgFor('Kesar Mango');
    const coriander = svgFor('Coriander Leaves');
    expect(new Set([okra, mango, coriander].map((s) => s.match(/<path d="M[^"]{0,12}/)?.[0])).size).toBe(3);
    for (const svg of [okra, mango, coriander]) parse(svg);
  });

  it('escapes names and brands so the markup stays valid', () => {
    const name = `Dal & Rice <b>"Special"</b> 'Mix'`;
    const brand = `Bob's & Co <x>`;
    for (const root of ROOTS) {
      const svg = productArtSvg(product({ name, brand, rootCategorySlug: root, key: 'escape-test' }));
      expect(svg).toContain(`<title>${escapeXml(name)}</title>`);
      expect(svg).toContain('Dal &amp; Rice &lt;b&gt;&quot;Special&quot;&lt;/b&gt; &apos;Mix&apos;');
      expect(svg).not.toContain('<b>');
      // Every <text> element holds plain escaped text: no raw '<' or bare '&' inside.
      const opened = svg.split('<text').length - 1;
      const clean = svg.match(/<text[^>]*>(?:[^<&]|&(?:amp|lt|gt|quot|apos);)*<\/text>/g) ?? [];
      expect(clean.length).toBe(opened);
      const doc = parse(svg);
      expect(doc.querySelector('title')?.textContent).toBe(name);
    }
  });

  it('handles a null brand, empty and odd names', () => {
    for (const name of [
      '',
      '   ',
      'X',
      'Supercalifragilisticexpialidocious Basmati',
      '5 lb',
      'नमकीन मिक्स',
      'a\u0001b',
    ]) {
      const svg = productArtSvg(product({ name, brand: null }));
      expectSvgShell(svg, '0 0 400 400');
      parse(svg);
    }
  });

  it('is deterministic', () => {
    expect(productArtSvg(product())).toBe(productArtSvg(product()));
    expect(categoryArtSvg({ name: 'Namkeen', slug: 'namkeen', rootCategorySlug: 'snacks-sweets' })).toBe(
      categoryArtSvg({ name: 'Namkeen', slug: 'namkeen', rootCategorySlug: 'snacks-sweets' }),
    );
  });

  it('derives different colours from different keys', () => {
    for (const root of ROOTS) {
      const palettes = new Set(
        ['a', 'b', 'c', 'd', 'e', 'f'].map((k) =>
          [...colours(productArtSvg(product({ rootCategorySlug: root, key: `key-${k}` })))].sort().join(),
        ),
      );
      expect(palettes.size).toBeGreaterThan(3);
    }
    const a = colours(productArtSvg(product({ key: 'one' })));
    const b = colours(productArtSvg(product({ key: 'two' })));
    expect([...a].sort()).not.toEqual([...b].sort());
  });
});

describe('categoryArtSvg', () => {
  it.each(ROOTS)('draws a valid square picture for %s', (root) => {
    const svg = categoryArtSvg({ name: 'Dal & Rice <Mix>', slug: `cat-${root}`, rootCategorySlug: root });
    expectSvgShell(svg, '0 0 400 400');
    expect(parse(svg).querySelector('title')?.textContent).toBe('Dal & Rice <Mix>');
  });

  it('falls back for an unknown root', () => {
    parse(categoryArtSvg({ name: 'Other', slug: 'other', rootCategorySlug: 'unknown' }));
  });
});

describe('bannerArtSvg', () => {
  it.each(['saffron', 'leaf', 'chili', 'turmeric', 'indigo'] as const)(
    'draws the %s banner with its escaped text',
    (theme) => {
      const svg = bannerArtSvg({
        title: 'Diwali Sweets & "Savouries"',
        subtitle: "Free delivery <DFW> on orders over $49 — Haldiram's",
        theme,
      });
      expectSvgShell(svg, '0 0 1200 400');
      expect(svg).toContain('Diwali Sweets &amp; &quot;Savouries&quot;');
      const doc = parse(svg);
      const texts = [...doc.querySelectorAll('text')].map((t) => t.textContent ?? '');
      expect(texts[0]).toBe('Diwali Sweets & "Savouries"');
      expect(texts.slice(1).join(' ')).toContain('<DFW>');
    },
  );

  it('differs by theme and copes with empty text', () => {
    const saffron = bannerArtSvg({ title: 'Sale', subtitle: '', theme: 'saffron' });
    const indigo = bannerArtSvg({ title: 'Sale', subtitle: '', theme: 'indigo' });
    expect(saffron).not.toBe(indigo);
    parse(bannerArtSvg({ title: '', subtitle: '', theme: 'leaf' }));
    parse(
      bannerArtSvg({
        title: 'A very long banner title that will not fit on one line at all',
        subtitle: 'x',
        theme: 'chili',
      }),
    );
  });
});
