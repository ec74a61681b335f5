// Swaps lucide-react's createLucideIcon for src/web/lib/sprite-icon.ts in the builds, so every icon is
// drawn as a <use> of one symbol per page instead of repeating its paths (src/web/lib/icon-sprite.ts).
// Each lucide icon module imports '../createLucideIcon.mjs'; only that import is redirected.
//
// In the browser build an icon module also leaves its paths behind: the server writes the symbols of the
// icons its render used, so a page hydrates without them, and an icon drawn later loads them from one module
// of every icon's paths (`virtual:icon-paths`, its own chunk).
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const spriteIcon = resolve('src/web/lib/sprite-icon.ts');
const LUCIDE_ESM = resolve('node_modules/lucide-react/dist/esm');
const ICON_FILE = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
const PATHS = 'virtual:icon-paths';
const PATHS_LOADER = 'virtual:icon-paths-loader';
const isIconFactoryImport = (source, importer) =>
  source === '../createLucideIcon.mjs' && ICON_FILE.test(importer ?? '');

/** The `{ name, size, node }` literal an icon module declares as `__iconData` (the folder's index has none). */
function iconData(code) {
  const literal = /const __iconData = (\{[\s\S]*?\n\});/.exec(code)?.[1];
  return literal ? new Function(`return ${literal}`)() : null;
}

/**
 * The icon files ('shopping-cart.mjs') that src/web's sources import from 'lucide-react', by any of an icon's
 * export names; `include` picks the sources (a path under src/web).
 */
export function importedIconFiles(include = () => true) {
  const fileOf = new Map();
  const barrel = readFileSync(join(LUCIDE_ESM, 'lucide-react.mjs'), 'utf8');
  for (const [, names, file] of barrel.matchAll(/export \{ ([^}]+) \} from '\.\/icons\/([\w-]+\.mjs)'/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) fileOf.set(name, file);
  }
  const files = new Set();
  for (const file of readdirSync('src/web', { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || !include(file)) continue;
    for (const [, list] of readFileSync(join('src/web', file), 'utf8').matchAll(
      /import \{([^}]+)\} from 'lucide-react'/g,
    )) {
      for (const name of list.split(',')) {
        const iconFile = fileOf.get(name.trim());
        if (iconFile) files.add(iconFile);
      }
    }
  }
  return files;
}

/** Every imported icon's paths by its name, without React's keys (a symbol's children need none). */
function iconPaths() {
  const paths = {};
  for (const file of importedIconFiles()) {
    const { name, node } = iconData(readFileSync(join(LUCIDE_ESM, 'icons', file), 'utf8'));
    paths[name] = node.map(([tag, { key: _, ...attributes }]) => [tag, attributes]);
  }
  return paths;
}

/** For Vite (the web app). */
export const spriteIconsVite = () => {
  let paths = null;
  return {
    name: 'sprite-icons',
    enforce: 'pre',
    buildStart() {
      paths = iconPaths();
    },
    resolveId(source, importer) {
      if (isIconFactoryImport(source, importer)) return spriteIcon;
      if (source === PATHS || source === PATHS_LOADER) return `\0${source}`;
      return null;
    },
    load(id) {
      if (id === `\0${PATHS}`) return `export default ${JSON.stringify(paths)};`;
      if (id === `\0${PATHS_LOADER}`) {
        return `export default (name) => import('${PATHS}').then((module) => module.default[name]);`;
      }
      return null;
    },
    transform(code, id, options) {
      const icon = options?.ssr || !ICON_FILE.test(id) ? null : iconData(code);
      if (!icon) return null;
      // The barrel brings every lucide icon through here; the bundle keeps only those the app imports.
      if (!paths[icon.name]) return null;
      return [
        `import createLucideIcon from '../createLucideIcon.mjs';`,
        `import loadIconPaths from '${PATHS_LOADER}';`,
        `export default createLucideIcon({ name: ${JSON.stringify(icon.name)}, size: ${icon.size}, node: loadIconPaths });`,
      ].join('\n');
    },
  };
};

/** For esbuild (the server renderer): the server keeps every icon's paths, to write the symbols. */
export const spriteIconsEsbuild = {
  name: 'sprite-icons',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/createLucideIcon\.mjs$/ }, (args) =>
      isIconFactoryImport(args.path, args.importer) ? { path: spriteIcon } : undefined,
    );
  },
};
