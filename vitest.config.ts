import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium; tools that download their own browser do not work on our machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Dependencies Vite would otherwise discover mid-run on a fresh clone, reloading the test page and
 * failing the file it was loading.
 */
const prebundled = [
  'react',
  'react-dom',
  'react/jsx-dev-runtime',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
];

/**
 * How long `expect.poll` and `expect.element` wait for the page: a cold run transforms each lazily
 * loaded screen on first use, which takes longer than the default second on a busy machine.
 */
const pageWait = { poll: { timeout: 5_000 } };

/** A fresh object per project: Vitest names each project's browser instances in place. */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  }),
  instances: [{ browser: 'chromium' as const }],
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/{contract,machines,api-client}/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          // The least argon2id cost for the thousands of sign-ups; passwords.test.ts proves the baseline.
          env: { PASSWORD_HASHING: 'fast-for-tests' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        optimizeDeps: {
          // Pre-bundled up front, so Vite does not discover them mid-run and reload the test page.
          include: [...prebundled, 'react-dom/client', 'vitest-browser-react'],
        },
        test: {
          name: 'browser',
          expect: pageWait,
          include: ['packages/ui/**/*.test.tsx', 'apps/web/**/*.test.tsx'],
          browser: browser(),
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        optimizeDeps: { include: prebundled },
        test: {
          name: 'storybook',
          expect: pageWait,
          browser: browser(),
        },
      },
    ],
  },
});
