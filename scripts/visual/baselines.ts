import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CaptureWorker } from './capture';
import { compareScreenshots } from './compare';
import { baselinesDir, reportDir, retakeBelowRatio } from './config';
import { type Result, reportImage } from './report';
import type { Target } from './targets';

/** Compares screenshots with the baselines, and writes them as the new baselines. */

async function saveReportImage(target: Target, kind: 'expected' | 'actual' | 'diff', png: Buffer) {
  const name = reportImage(target, kind);
  await writeFile(path.join(reportDir, name), png);
  return name;
}

/*
 * Should a page load still render a little differently (capture.ts removes the causes known so far),
 * a screenshot that fails by a little is taken again before it counts, and a baseline is written
 * only once two loads agree. A large difference is a change: it fails at once.
 */
const retakes = 2;

export async function check(worker: CaptureWorker, target: Target): Promise<Result> {
  let actual = await worker.capture(target);
  const baseline = await readFile(path.join(baselinesDir, target.file)).catch(() => null);
  if (!baseline) {
    const message = 'no baseline yet: run `pnpm test:visual:update` to create it';
    return { target, status: 'missing', message, images: { actual: await saveReportImage(target, 'actual', actual) } };
  }
  let comparison = compareScreenshots(baseline, actual);
  let taken = 1;
  const slight = () => !comparison.sizeChanged && comparison.ratio < retakeBelowRatio;
  for (; comparison.failed && slight() && taken <= retakes; taken += 1) {
    actual = await worker.capture(target);
    comparison = compareScreenshots(baseline, actual);
  }
  const retaken = taken > 1;
  if (!comparison.failed) return { target, status: 'passed', diffPixels: comparison.diffPixels, retaken };
  return {
    target,
    status: 'changed',
    message: comparison.message,
    diffPixels: comparison.diffPixels,
    images: {
      expected: await saveReportImage(target, 'expected', baseline),
      actual: await saveReportImage(target, 'actual', actual),
      ...(comparison.diffPng && { diff: await saveReportImage(target, 'diff', comparison.diffPng) }),
    },
  };
}

/** No pixel differs beyond pixelmatch's colour tolerance (gradients and blurs vary in the last bit). */
const looksTheSame = (a: Buffer, b: Buffer) => {
  const comparison = compareScreenshots(a, b);
  return !comparison.sizeChanged && comparison.diffPixels === 0;
};

/** Takes the screenshot until two page loads look the same. */
async function steadyCapture(worker: CaptureWorker, target: Target, first: Buffer): Promise<Buffer> {
  let previous = first;
  for (let taken = 1; taken <= retakes + 1; taken += 1) {
    const next = await worker.capture(target);
    if (looksTheSame(previous, next)) return next;
    previous = next;
  }
  throw new Error(`renders differently on every load (${retakes + 2} tries): make its data and time fixed`);
}

/** Writes the baseline unless it already shows these pixels, so accepted files do not churn. */
export async function update(worker: CaptureWorker, target: Target): Promise<Result> {
  const file = path.join(baselinesDir, target.file);
  const baseline = await readFile(file).catch(() => null);
  const first = await worker.capture(target);
  if (baseline && looksTheSame(baseline, first)) return { target, status: 'unchanged' };
  await writeFile(file, await steadyCapture(worker, target, first));
  return { target, status: 'written' };
}

/** Baselines of stories or modes that no longer exist. */
export async function orphanBaselines(targets: Target[]): Promise<string[]> {
  const expected = new Set(targets.map((target) => target.file));
  const files = await readdir(baselinesDir).catch(() => []);
  return files.filter((file) => file.endsWith('.png') && !expected.has(file));
}
