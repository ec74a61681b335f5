import { describe, expect, it } from 'vitest';
import { linkTarget } from './link-targets';

describe('links staff type go only to this site or to an http(s) address', () => {
  it.each([
    ['/recipes/kanda-poha', '/recipes/kanda-poha'],
    ['/deals?category=rice#top', '/deals?category=rice#top'],
    // An encoded backslash stays a character of the path: the browser does not turn it into a host.
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/a/../blog', '/blog'],
  ])('%s is a site path (%s)', (href, path) => {
    expect(linkTarget(href)).toEqual({ kind: 'site', path });
  });

  it.each([
    ['https://desigrocer.example/deals', 'https://desigrocer.example/deals'],
    ['HTTP://Partner.example', 'http://partner.example/'],
  ])('%s is a web address', (href, url) => {
    expect(linkTarget(href)).toEqual({ kind: 'web', url });
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\\\tevil.example',
    '/.//evil.example',
    '/a/../..//evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:someone@example.com',
    'evil.example',
    'recipes/poha',
    '',
  ])('%j goes nowhere', (href) => {
    expect(linkTarget(href)).toBeNull();
  });

  it('an http(s) address with tabs in its scheme is read as the browser reads it', () => {
    expect(linkTarget('ht\ttps://partner.example/')).toEqual({ kind: 'web', url: 'https://partner.example/' });
  });
});
