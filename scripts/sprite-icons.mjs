// Swaps lucide-react's createLucideIcon for src/web/lib/sprite-icon.ts in the builds, so every icon is
// drawn as a <use> of one symbol per page instead of repeating its paths (src/web/lib/icon-sprite.ts).
// Each lucide icon module imports '../createLucideIcon.mjs'; only that import is redirected.
//
// In the browser build an icon module also leaves its paths behind: the server writes the symbols of the
// icons its render used, so a page hydrates without them, and an icon drawn later loads its paths from a
// module of their own (`<icon file>?icon-paths`, all of them in one chunk: vite.config.ts).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const spriteIcon = resolve('src/web/lib/sprite-icon.ts');
const ICON_FILE = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
const PATHS_QUERY = '?icon-paths';
const isIconFactoryImport = (source, importer) =>
  source === '../createLucideIcon.mjs' && ICON_FILE.test(importer ?? '');

/** The `{ name, size, node }` literal an icon module declares as `__iconData` (the folder's index has none). */
function iconData(code) {
  const literal = /const __iconData = (\{[\s\S]*?\n\});/.exec(code)?.[1];
  return literal ? new Function(`return ${literal}`)() : null;
}

/** For Vite (the web app). */
export const spriteIconsVite = () => ({
  name: 'sprite-icons',
  enforce: 'pre',
  resolveId(source, importer) {
    if (isIconFactoryImport(source, importer)) return spriteIcon;
    if (source.endsWith(PATHS_QUERY)) return source;
    return null;
  },
  load(id) {
    if (!id.endsWith(PATHS_QUERY)) return null;
    const file = id.slice(0, -PATHS_QUERY.length);
    // The keys are React's, for lucide's own renderer; a symbol's children need none.
    const paths = iconData(readFileSync(file, 'utf8')).node.map(([tag, { key: _, ...attributes }]) => [
      tag,
      attributes,
    ]);
    return `export default ${JSON.stringify(paths)};`;
  },
  transform(code, id, options) {
    const icon = options?.ssr || !ICON_FILE.test(id) ? null : iconData(code);
    if (!icon) return null;
    const { name, size } = icon;
    const data = `{ name: ${JSON.stringify(name)}, size: ${size}, node: () => import(${JSON.stringify(id + PATHS_QUERY)}) }`;
    return `import createLucideIcon from '../createLucideIcon.mjs';\nexport default createLucideIcon(${data});\n`;
  },
});

/** For esbuild (the server renderer): the server keeps every icon's paths, to write the symbols. */
export const spriteIconsEsbuild = {
  name: 'sprite-icons',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/createLucideIcon\.mjs$/ }, (args) =>
      isIconFactoryImport(args.path, args.importer) ? { path: spriteIcon } : undefined,
    );
  },
};
