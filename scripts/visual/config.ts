import path from 'node:path';
import { fromRoot } from '../lib/paths';

export const storybookDir = fromRoot('storybook-static');
export const baselinesDir = path.resolve(process.env.VISUAL_BASELINES_DIR ?? fromRoot('visual-baselines'));
export const reportDir = fromRoot('visual-report');

/** pixelmatch's colour tolerance per pixel (0 = exact, 1 = anything goes). */
export const pixelThreshold = 0.1;
/** A screenshot fails when more than this share of its pixels differ from the baseline. */
export const maxDiffRatio = 0.001;
/** A failure smaller than this may be rendering noise: it is taken again before it counts. */
export const retakeBelowRatio = 0.005;

/**
 * Chromium pages at a time. Twice the two cores of the machines that run this: a page spends much of
 * each story waiting for frames (settling, redrawing backdrop filters), and four pages fill those
 * waits. On 2 cores the 956 screenshots took 311 to 318 s at four pages against 400 s at two, with
 * the same pixels.
 */
export const concurrency = 4;

/** Every story believes it is this moment, in this zone and language, so dates never drift. */
export const fixedNow = new Date('2025-09-21T12:00:00.000Z');
export const timezoneId = 'UTC';
export const locale = 'en-US';

/** A request still open after this long is a deliberately endless one (a Loading story): stop waiting for it. */
export const hangingRequestMs = 2_000;
/** The longest a single story may take to render and settle. */
export const storyTimeoutMs = 60_000;

/** Stylesheet added to every page before the story renders: nothing moves, no caret blinks. */
export const freezeCss =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';
