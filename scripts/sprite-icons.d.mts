import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';

export declare const spriteIconsVite: () => Plugin;
export declare const spriteIconsEsbuild: EsbuildPlugin;
/** Icon files ('shopping-cart.mjs') imported from 'lucide-react' by the src/web sources `include` accepts. */
export declare function importedIconFiles(include?: (file: string) => boolean): Set<string>;
