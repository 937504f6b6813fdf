import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/*
 * The contract's API_PREFIX. Node loads this file (and the vanilla-extract plugin loads it again)
 * without compiling workspace TypeScript, so the contract cannot be imported here.
 */
const apiPrefix = '/api';

/**
 * The design system's modules do nothing when imported but register their styles (`*.css.ts`, the
 * fonts and the global styles). Said so, importing one component from the package no longer brings
 * every other component's styles and form schemas (with zod) into the importing chunk.
 */
const designSystemSource = fileURLToPath(new URL('../../packages/ui/src/', import.meta.url));
const hasSideEffects = (id: string) =>
  !id.startsWith(designSystemSource) || /\.css(\.ts)?($|\?)/.test(id) || id === `${designSystemSource}styles.ts`;

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    proxy: { [apiPrefix]: 'http://localhost:3000' },
  },
  // The manifest maps each route's lazy chunk to its files, for the size budgets (`pnpm size`).
  build: { outDir: 'dist', manifest: true, rollupOptions: { treeshake: { moduleSideEffects: hasSideEffects } } },
});
