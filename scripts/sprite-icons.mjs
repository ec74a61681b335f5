// Swaps lucide-react's createLucideIcon for src/web/lib/sprite-icon.ts in the builds, so every icon is
// drawn as a <use> of one symbol per page instead of repeating its paths (src/web/lib/icon-sprite.ts).
// Each lucide icon module imports '../createLucideIcon.mjs'; only that import is redirected.
import { resolve } from 'node:path';

const spriteIcon = resolve('src/web/lib/sprite-icon.ts');
const isIconFactoryImport = (source, importer) =>
  source === '../createLucideIcon.mjs' && /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(importer ?? '');

/** For Vite (the web app). */
export const spriteIconsVite = () => ({
  name: 'sprite-icons',
  enforce: 'pre',
  resolveId: (source, importer) => (isIconFactoryImport(source, importer) ? spriteIcon : null),
});

/** For esbuild (the server renderer). */
export const spriteIconsEsbuild = {
  name: 'sprite-icons',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/createLucideIcon\.mjs$/ }, (args) =>
      isIconFactoryImport(args.path, args.importer) ? { path: spriteIcon } : undefined,
    );
  },
};
