import { readFileSync } from 'node:fs';

/**
 * The production build's chunks as its manifest (dist/web/.vite/manifest.json) lists them. Files are
 * named by their hash alone, so a test finds a chunk by the source it holds, not by its file name.
 */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = (): Record<string, ManifestChunk> =>
  JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<string, ManifestChunk>;

/** The file (as `assets/…js`) of the chunk built from `source`, a path such as `src/web/…/page.tsx`. */
export function chunkFileOf(source: string): string {
  const chunk = manifest()[source];
  if (!chunk) throw new Error(`no chunk built from ${source}`);
  return chunk.file;
}

/** Every file the chunks from `roots` load, statically or lazily, not going into `skip`. */
function reachable(chunks: Record<string, ManifestChunk>, roots: string[], skip: string[] = []): Set<string> {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || skip.includes(key) || !chunks[key]) return;
    seen.add(key);
    files.add(chunks[key].file);
    for (const next of [...(chunks[key].imports ?? []), ...(chunks[key].dynamicImports ?? [])]) visit(next);
  };
  roots.forEach(visit);
  return files;
}

/** The files only the staff admin loads: reachable from its app and from no storefront page. */
export function adminOnlyFiles(): string[] {
  const chunks = manifest();
  const admin = 'src/web/features/admin/admin-app.tsx';
  const shop = reachable(chunks, ['index.html'], [admin]);
  return [...reachable(chunks, [admin])].filter((file) => !shop.has(file));
}
