import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Target } from './targets';

export type Status = 'passed' | 'changed' | 'missing' | 'error' | 'written' | 'unchanged';

export type Result = {
  target: Target;
  status: Status;
  /** What went wrong, for a changed, missing or broken screenshot. */
  message?: string;
  diffPixels?: number;
  /** Passed only when taken again: the first page load rendered differently. */
  retaken?: boolean;
  /** How long rendering and comparing took. */
  ms?: number;
  /** Report images, relative to the report folder. */
  images?: { expected?: string; actual?: string; diff?: string };
};

export const failing = (result: Result) =>
  result.status === 'changed' || result.status === 'missing' || result.status === 'error';

/** `<story-id>.<mode>.<kind>.png` next to the report page. */
export const reportImage = (target: Target, kind: 'expected' | 'actual' | 'diff') =>
  target.file.replace(/\.png$/, `.${kind}.png`);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function figure(caption: string, src: string | undefined) {
  if (!src) return '';
  const href = escapeHtml(encodeURI(src));
  return `<figure><figcaption>${caption}</figcaption><a href="${href}"><img src="${href}" alt="${caption}" loading="lazy"></a></figure>`;
}

function section(result: Result) {
  const { target, images = {} } = result;
  return `<section>
<h2>${escapeHtml(target.title)} › ${escapeHtml(target.name)} <small>${escapeHtml(target.mode)} ${target.viewport.width}×${target.viewport.height}</small></h2>
<p><code>${escapeHtml(target.storyId)}</code> — ${escapeHtml(result.message ?? result.status)}</p>
<div class="images">${figure('baseline', images.expected)}${figure('this run', images.actual)}${figure('difference', images.diff)}</div>
</section>`;
}

/** `visual-report/index.html`: every failing screenshot with its baseline, this run's image and the difference. */
export async function writeHtmlReport(reportDir: string, results: Result[], baselinesDir: string) {
  const failures = results.filter(failing);
  const passed = results.length - failures.length;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual regression: ${failures.length} failing</title>
<style>
body{font:14px/1.5 system-ui,sans-serif;margin:24px;background:#f6f6f8;color:#1b1b1f}
section{background:#fff;border-radius:8px;padding:16px;margin:16px 0;box-shadow:0 1px 3px #0002}
h2{font-size:16px;margin:0} small{color:#666;font-weight:normal}
.images{display:flex;gap:12px;align-items:flex-start;overflow-x:auto}
figure{margin:0;flex:0 0 auto;max-width:32%} figure img{max-width:100%;border:1px solid #ddd}
figcaption{font-weight:600}
</style></head><body>
<h1>Visual regression</h1>
<p>${passed} passed, ${failures.length} failed, against the baselines in <code>${escapeHtml(baselinesDir)}</code>.
When a change is intended, accept it with <code>pnpm test:visual:update &lt;story-id&gt;</code> and commit the new PNGs.</p>
${failures.map(section).join('\n')}
</body></html>
`;
  await writeFile(path.join(reportDir, 'index.html'), html);
}
