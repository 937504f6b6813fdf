import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright';
import { chromiumFlags, chromiumPath } from '../lib/chromium';
import { fixedNow, freezeCss, hangingRequestMs, locale, storyTimeoutMs, timezoneId } from './config';
import type { Target } from './targets';

/** Chromium set up so text and colour render the same way on every run. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...chromiumFlags,
      '--hide-scrollbars',
      '--font-render-hinting=none',
      '--disable-font-subpixel-positioning',
      '--disable-lcd-text',
      '--force-color-profile=srgb',
      // Offline by construction: only the local Storybook server resolves.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
    ],
  });
}

/** Requests the page still waits for, except those open so long they are meant never to end. */
function trackRequests(page: Page) {
  const open = new Map<Request, number>();
  page.on('request', (request) => open.set(request, Date.now()));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return {
    settled: () => [...open.values()].every((since) => Date.now() - since >= hangingRequestMs),
  };
}

/** Waits until Storybook has loaded, rendered and played the story; throws what the story threw. */
async function waitForStory(page: Page, storyId: string) {
  await page.waitForFunction(
    (id) => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      // A story that throws also ends 'finished', with Storybook's error display shown.
      return render?.id === id && render.phase === 'finished';
    },
    storyId,
    { timeout: storyTimeoutMs },
  );
  const error = await page.evaluate(() => {
    if (!document.body.classList.contains('sb-show-errordisplay')) return null;
    const title = document.querySelector('#error-message')?.textContent ?? '';
    const stack = document.querySelector('#error-stack')?.textContent ?? '';
    return `${title}\n${stack}`.trim() || 'the story failed to render';
  });
  if (error) throw new Error(error);
}

/**
 * Scrolling ended, fonts loaded, every image (CSS backgrounds and video posters too) decoded, videos
 * on their first frame, backdrop filters drawn where they now are. Runs in the page, so it names no
 * inner functions (the transpiler would wrap them).
 */
async function settlePage() {
  // Smooth scrolling (a carousel moved by its play function) ends before the picture is taken.
  let scrolled = '';
  for (let frame = 0; frame < 600; frame += 1) {
    const now = [...document.querySelectorAll('*')]
      .map((element) => `${element.scrollLeft},${element.scrollTop}`)
      .join();
    if (now === scrolled) break;
    scrolled = now;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }

  await document.fonts.ready;
  const images = [...document.images];
  for (const image of images) image.loading = 'eager';
  const videos = [...document.querySelectorAll('video')];
  const backgrounds = [...document.querySelectorAll('*')].flatMap((element) =>
    [null, '::before', '::after'].flatMap((pseudo) =>
      [...getComputedStyle(element, pseudo).backgroundImage.matchAll(/url\(["']?([^"')]+)["']?\)/g)].flatMap(
        (match) => match[1] ?? [],
      ),
    ),
  );
  const sources = new Set([...backgrounds, ...videos.flatMap((video) => video.poster || [])]);
  await Promise.all([
    ...images.map((image) => image.decode().catch(() => undefined)),
    ...[...sources].map((src) =>
      Object.assign(new Image(), { src })
        .decode()
        .catch(() => undefined),
    ),
    ...videos.map(async (video) => {
      video.pause();
      if (video.currentTime === 0) return;
      const seeked = new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
      video.currentTime = 0;
      await seeked;
    }),
  ]);
  await document.fonts.ready;

  // A backdrop filter keeps sampling the backdrop the way it first did, so one drawn before the
  // layout settled can stay a subpixel off. Drawing them again where they now are ends that.
  const redraw = document.createElement('style');
  redraw.textContent = '*,*::before,*::after{backdrop-filter:none!important}';
  document.head.append(redraw);
  for (let frame = 0; frame < 8; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  redraw.remove();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

async function openPage(context: BrowserContext) {
  const page = await context.newPage();
  page.setDefaultTimeout(storyTimeoutMs);
  await page.clock.setFixedTime(fixedNow);
  return { page, requests: trackRequests(page) };
}

async function render(page: Page, requests: ReturnType<typeof trackRequests>, baseUrl: string, target: Target) {
  await page.setViewportSize(target.viewport);
  // Accessibility checks run in the story tests; here they would only slow every story down.
  const query = new URLSearchParams({ id: target.storyId, viewMode: 'story', globals: 'a11y.manual:!true' });
  await page.goto(`${baseUrl}/iframe.html?${query}`);
  await waitForStory(page, target.storyId);

  const deadline = Date.now() + storyTimeoutMs;
  do {
    if (Date.now() > deadline) throw new Error(`requests still open after ${storyTimeoutMs} ms`);
    await page.evaluate(settlePage);
    // Two frames: whatever the last responses changed is laid out and painted.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  } while (!requests.settled());

  if (target.delay > 0) await page.waitForTimeout(target.delay);
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

export type CaptureWorker = {
  /** The page the stories render in, also good for reading the preview. */
  page: () => Page;
  /** Renders one story at one viewport and returns its full-page PNG. */
  capture: (target: Target) => Promise<Buffer>;
};

/**
 * One page that renders story after story. Each story loads a new document (nothing of the last
 * one survives but the cache and MSW's service worker) with storage emptied and the clock fixed,
 * in a context of its own: parallel workers never share storage.
 */
export async function createCaptureWorker(browser: Browser, baseUrl: string): Promise<CaptureWorker> {
  const context = await browser.newContext({
    deviceScaleFactor: 1,
    locale,
    timezoneId,
    // Components that honour the setting pick their still presentation (the hero video shows its poster).
    reducedMotion: 'reduce',
  });
  await context.addInitScript((css) => {
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      // about:blank has no storage
    }
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
      },
      { once: true },
    );
  }, freezeCss);

  let current = await openPage(context);
  return {
    page: () => current.page,
    capture: async (target) => {
      await context.clearCookies();
      try {
        return await render(current.page, current.requests, baseUrl, target);
      } catch (error) {
        // A story that timed out or crashed its page must not leave the next one a broken page.
        await current.page.close();
        current = await openPage(context);
        throw error;
      }
    },
  };
}
