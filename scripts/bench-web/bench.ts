/*
 * `pnpm bench:web`: Lighthouse performance of the landing, dashboard, browse and messages pages,
 * against `pnpm start` (the production build served by the API) in Debian's Chromium. A benchmark
 * to read, not a test: it prints the figures and the targets, and fails only when it cannot measure.
 */
import { paths, TOKEN_STORAGE_KEYS, type TokenPair } from '@kindred/contract';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumFlags, chromiumPath } from '../lib/chromium';
import { log } from '../lib/log';
import { formatTable } from '../lib/table';
import { signUpMember } from './account';
import { startKindred } from './server';

const targets = { score: 95, cls: 0.05 };
const pages = [
  { name: 'landing', path: paths.landing, signedIn: false },
  { name: 'dashboard', path: paths.dashboard, signedIn: true },
  { name: 'browse', path: paths.browse, signedIn: true },
  { name: 'messages', path: paths.messages, signedIn: true },
];
const formFactors = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

/** The SPA keeps its session in localStorage: store one there, as signing in would. */
async function storeSession(port: number, origin: string, tokens: TokenPair | null) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    const page = await (context ?? (await browser.newContext())).newPage();
    await page.goto(origin);
    await page.evaluate(
      ({ keys, pair }) => {
        localStorage.clear();
        if (pair) {
          localStorage.setItem(keys.accessToken, pair.accessToken);
          localStorage.setItem(keys.refreshToken, pair.refreshToken);
        }
      },
      { keys: TOKEN_STORAGE_KEYS, pair: tokens },
    );
    await page.close();
  } finally {
    // Only the connection closes: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

async function main() {
  const server = await startKindred();
  log(`bench:web: Kindred at ${server.baseUrl}`);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const tokens = await signUpMember(server).catch((error: unknown) => {
      log(`bench:web: could not sign a member up (${error instanceof Error ? error.message : error}),`);
      log('           so only the landing page is measured');
      return null;
    });

    const rows: string[][] = [];
    let version = '';
    for (const page of pages.filter((page) => !page.signedIn || tokens)) {
      for (const formFactor of formFactors) {
        // Each run starts from the same session: an expired access token would be refreshed on the way.
        await storeSession(chrome.port, server.baseUrl, page.signedIn ? tokens : null);
        const result = await lighthouse(
          `${server.baseUrl}${page.path}`,
          { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
          formFactor.config,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        const { lhr } = result;
        version = lhr.lighthouseVersion;
        const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
        const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const cls = metric('cumulative-layout-shift');
        const landed = new URL(lhr.finalDisplayedUrl).pathname;
        rows.push([
          page.name + (landed === page.path ? '' : ` (→ ${landed})`),
          formFactor.name,
          String(score),
          `${(metric('largest-contentful-paint') / 1000).toFixed(2)} s`,
          `${Math.round(metric('total-blocking-time'))} ms`,
          cls.toFixed(3),
          score >= targets.score && cls < targets.cls ? 'met' : 'missed',
        ]);
        log(`bench:web: ${page.name} (${formFactor.name}) measured`);
      }
    }
    log('');
    log(formatTable(['page', 'form factor', 'score', 'LCP', 'TBT', 'CLS', 'target'], rows));
    log(`\ntargets: performance score ≥ ${targets.score}, CLS < ${targets.cls}; Lighthouse ${version}`);
  } finally {
    chrome.kill();
    await server.stop();
  }
}

await main();
