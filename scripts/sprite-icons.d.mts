import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin } from 'vite';

export declare const spriteIconsVite: () => Plugin;
export declare const spriteIconsEsbuild: EsbuildPlugin;
