/** A same-site path to return to after signing in; anything else (other hosts, `//x`, `/\x`) is dropped. */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  if (value.length > 500 || /\s/.test(value) || [...value].some((c) => c.charCodeAt(0) < 32)) return null;
  return value;
}

/** `/login` or `/signup` with the return target carried along. */
export function withReturnTo(path: string, target: string): string {
  return target === '/' ? path : `${path}?${new URLSearchParams({ returnTo: target })}`;
}
