import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/*
 * The contract's API_PREFIX. Node loads this file (and the vanilla-extract plugin loads it again)
 * without compiling workspace TypeScript, so the contract cannot be imported here.
 */
const apiPrefix = '/api';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    proxy: { [apiPrefix]: 'http://localhost:3000' },
  },
  // The manifest maps each route's lazy chunk to its files, for the size budgets (`pnpm size`).
  build: { outDir: 'dist', manifest: true },
});
