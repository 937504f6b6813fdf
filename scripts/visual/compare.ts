import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { maxDiffRatio, pixelThreshold } from './config';

export type Comparison = {
  /** Pixels pixelmatch finds different (anti-aliasing aside). */
  diffPixels: number;
  ratio: number;
  sizeChanged: boolean;
  /** Over the threshold, or a different size. */
  failed: boolean;
  /** What changed, in words, for a failure. */
  message: string;
  /** The baseline faded, differences in red; only drawn for a failure. */
  diffPng: Buffer | null;
};

const identical: Comparison = {
  diffPixels: 0,
  ratio: 0,
  sizeChanged: false,
  failed: false,
  message: '',
  diffPng: null,
};

/** The image on a transparent canvas of the given size: the area it does not cover counts as changed. */
function padded(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image;
  const canvas = new PNG({ width, height });
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
  return canvas;
}

export function compareScreenshots(baselinePng: Buffer, actualPng: Buffer): Comparison {
  // Chromium encodes the same pixels to the same bytes: most comparisons end here.
  if (baselinePng.equals(actualPng)) return identical;
  const baseline = PNG.sync.read(baselinePng);
  const actual = PNG.sync.read(actualPng);
  const width = Math.max(baseline.width, actual.width);
  const height = Math.max(baseline.height, actual.height);
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(
    padded(baseline, width, height).data,
    padded(actual, width, height).data,
    diff.data,
    width,
    height,
    { threshold: pixelThreshold },
  );
  const ratio = diffPixels / (width * height);
  const sizeChanged = baseline.width !== actual.width || baseline.height !== actual.height;
  const failed = sizeChanged || ratio > maxDiffRatio;
  const share = `${diffPixels} pixels (${(ratio * 100).toFixed(2)}%) differ`;
  const message = sizeChanged
    ? `the page is ${actual.width}×${actual.height} instead of ${baseline.width}×${baseline.height}; ${share}`
    : share;
  return { diffPixels, ratio, sizeChanged, failed, message, diffPng: failed ? PNG.sync.write(diff) : null };
}
