/**
 * Where a link typed by staff (in an article, on a banner) may take a shopper: a path on this site or an
 * http(s) address. Decided the way the browser will read it, by URL parsing, not by the text's prefix: the
 * parser drops tabs and line breaks anywhere, reads "\" as "/" and "/.//x" as "//x", so "/\evil.example",
 * "/\t/evil.example" and "java\tscript:" are other sites or other schemes however they start. The answer
 * carries the parsed address, so what is rendered is exactly what was checked.
 */
export type LinkTarget = { kind: 'site'; path: string } | { kind: 'web'; url: string };

/** A stand-in origin for reading site paths; no real site can have it (RFC 2606 reserves .invalid). */
const SITE = 'https://site.invalid';

export function linkTarget(href: string): LinkTarget | null {
  if (href.startsWith('/')) {
    const url = parse(href, SITE);
    const path = url ? url.pathname + url.search + url.hash : '';
    // A path beginning "//" would be read as another host by a router or a later redirect.
    return url?.origin === SITE && !path.startsWith('//') ? { kind: 'site', path } : null;
  }
  const url = parse(href);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? { kind: 'web', url: url.href } : null;
}

function parse(href: string, base?: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}
