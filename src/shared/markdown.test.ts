import { describe, expect, it } from 'vitest';
import { markdownText, parseInline, parseMarkdown } from './markdown';

describe('article markdown', () => {
  it('reads headings, paragraphs and lists', () => {
    expect(parseMarkdown('## Toor dal\n\nCreamy and\nmild.\n\n- one\n- two\n\n1. first\n2. second')).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Toor dal' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'Creamy and mild.' }] },
      { type: 'list', ordered: false, items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]] },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'first' }], [{ type: 'text', text: 'second' }]] },
    ]);
  });

  it('reads bold, italic and links', () => {
    expect(parseInline('Use **aged basmati** for *biryani*, see [poha](/recipes/kanda-poha).')).toEqual([
      { type: 'text', text: 'Use ' },
      { type: 'strong', children: [{ type: 'text', text: 'aged basmati' }] },
      { type: 'text', text: ' for ' },
      { type: 'em', children: [{ type: 'text', text: 'biryani' }] },
      { type: 'text', text: ', see ' },
      { type: 'link', href: '/recipes/kanda-poha', children: [{ type: 'text', text: 'poha' }] },
      { type: 'text', text: '.' },
    ]);
  });

  it('keeps markup as text and drops links that are not site paths or http(s)', () => {
    expect(parseInline('<script>alert(1)</script>')).toEqual([{ type: 'text', text: '<script>alert(1)</script>' }]);
    expect(parseInline('[click](javascript:alert(1))')).toEqual([
      { type: 'text', text: 'click' },
      { type: 'text', text: ')' },
    ]);
    expect(parseInline('[x](//evil.example)')).toEqual([{ type: 'text', text: 'x' }]);
    expect(parseInline('[shop](https://desigrocer.example)')[0]).toMatchObject({ type: 'link' });
  });

  it('takes a path that a browser reads as another host for no link at all', () => {
    for (const href of ['/\\evil.example', '\\/evil.example', '/.//evil.example', '//evil.example/deals'])
      expect(parseInline(`[x](${href})`)).toEqual([{ type: 'text', text: 'x' }]);
    expect(parseInline('[x](/%5Cevil.example)')).toEqual([
      { type: 'link', href: '/%5Cevil.example', children: [{ type: 'text', text: 'x' }] },
    ]);
  });

  it('gives the plain text', () => {
    expect(markdownText('## Dal\n\nA **bold** [link](/x).')).toBe('Dal\n\nA bold link.');
  });
});
