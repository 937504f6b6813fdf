/*
 * Visual regression over every story of the Storybook, offline.
 *
 *   pnpm test:visual [filter…]          build Storybook, screenshot every story, compare with visual-baselines/
 *   pnpm test:visual:update [filter…]   the same, writing the screenshots as the new baselines
 *
 * A filter keeps the screenshots whose `<story-id>.<mode>` contains it. `--skip-build` reuses
 * storybook-static/. VISUAL_BASELINES_DIR points at another baseline folder.
 */
import { spawn } from 'node:child_process';
import { mkdir, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { log } from '../lib/log';
import { fromRoot, repoRoot } from '../lib/paths';
import { serveStatic } from '../lib/staticServer';
import { check, orphanBaselines, update } from './baselines';
import { type CaptureWorker, createCaptureWorker, launchBrowser } from './capture';
import { baselinesDir, concurrency, reportDir, storybookDir } from './config';
import { failing, type Result, writeHtmlReport } from './report';
import { extractStories, readStoryIds, type Target, targetsOf } from './targets';

const { values: options, positionals: filters } = parseArgs({
  options: { update: { type: 'boolean', default: false }, 'skip-build': { type: 'boolean', default: false } },
  allowPositionals: true,
});

const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)}s`;
const relative = (file: string) => path.relative(repoRoot, file) || '.';

function buildStorybook(): Promise<void> {
  return new Promise((resolve, reject) => {
    const output: Buffer[] = [];
    const child = spawn(fromRoot('node_modules/.bin/storybook'), ['build', '-o', relative(storybookDir), '--quiet'], {
      cwd: repoRoot,
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve();
      process.stderr.write(Buffer.concat(output));
      reject(new Error(`storybook build exited with ${code}`));
    });
  });
}

/** Every screenshot the stories ask for, in index order. */
async function collectTargets(worker: CaptureWorker, baseUrl: string): Promise<{ stories: number; targets: Target[] }> {
  const ids = await readStoryIds(storybookDir);
  const [firstId] = ids;
  if (!firstId) throw new Error('the Storybook has no stories');
  const stories = new Map((await extractStories(worker.page(), baseUrl, firstId)).map((story) => [story.id, story]));
  const targets = ids.flatMap((id) => {
    const story = stories.get(id);
    if (!story) throw new Error(`story ${id} is in index.json but not in the preview`);
    const found = targetsOf(story);
    if (found.length === 0 && !story.parameters.chromatic?.disableSnapshot) {
      throw new Error(
        `story ${id} has no Chromatic mode with a viewport: set parameters.chromatic.modes in .storybook/preview.tsx`,
      );
    }
    return found;
  });
  return { stories: ids.length, targets };
}

/** Runs the work over the items, each worker taking the next free item, keeping the items' order. */
async function inParallel<W, T, R>(workers: W[], items: T[], work: (worker: W, item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    workers.map(async (worker) => {
      for (let index = next++; index < items.length; index = next++) {
        const item = items[index] as T;
        results[index] = await work(worker, item);
      }
    }),
  );
  return results;
}

/** `desktop 1280×800: 150, mobile 390×844: 167` */
function describeModes(targets: Target[]) {
  const modes = new Map<string, { size: string; count: number }>();
  for (const { mode, viewport } of targets) {
    const size = `${viewport.width}×${viewport.height}`;
    modes.set(mode, { size, count: (modes.get(mode)?.count ?? 0) + 1 });
  }
  return [...modes].map(([mode, { size, count }]) => `${mode} ${size}: ${count}`).join(', ');
}

function printSummary(results: Result[]) {
  const failures = results.filter(failing);
  if (failures.length > 0) {
    log('\nvisual: failing screenshots');
    for (const { target, message, images = {} } of failures) {
      log(`  ✗ ${target.storyId} (${target.mode}): ${message}`);
      for (const image of [images.actual, images.diff])
        if (image) log(`      ${relative(path.join(reportDir, image))}`);
    }
    log(`visual: open ${relative(path.join(reportDir, 'index.html'))} to compare side by side`);
  }
  const listed = (title: string, found: Result[], detail: (result: Result) => string) => {
    if (found.length === 0) return;
    log(`visual: ${found.length} ${title}:`);
    for (const result of found.slice(0, 10))
      log(`  ~ ${result.target.storyId} (${result.target.mode})${detail(result)}`);
    if (found.length > 10) log(`  ~ and ${found.length - 10} more`);
  };
  const passed = results.filter((result) => result.status === 'passed');
  listed(
    'screenshots differ below the threshold',
    passed.filter((r) => (r.diffPixels ?? 0) > 0),
    (r) => `: ${r.diffPixels} pixels`,
  );
  listed(
    'screenshots passed only when taken again (rendering noise)',
    passed.filter((r) => r.retaken),
    () => '',
  );
  const slowest = results.toSorted((a, b) => (b.ms ?? 0) - (a.ms ?? 0)).slice(0, 5);
  log(`visual: slowest: ${slowest.map((r) => `${r.target.storyId} (${r.target.mode}) ${r.ms}ms`).join(', ')}`);
}

async function main() {
  const started = performance.now();
  if (options['skip-build']) {
    log(`visual: using the existing ${relative(storybookDir)}/`);
  } else {
    await buildStorybook();
    log(`visual: built Storybook in ${since(started)}`);
  }

  const server = await serveStatic(storybookDir);
  const browser = await launchBrowser();
  try {
    const workers = await Promise.all(
      Array.from({ length: concurrency }, () => createCaptureWorker(browser, server.url)),
    );
    const { stories, targets: all } = await collectTargets(workers[0] as CaptureWorker, server.url);
    const targets = filters.length ? all.filter((t) => filters.some((f) => `${t.storyId}.${t.mode}`.includes(f))) : all;
    log(
      `visual: ${stories} stories → ${targets.length} screenshots (${describeModes(targets)}), Chromium ${browser.version()}`,
    );

    await rm(reportDir, { recursive: true, force: true });
    await mkdir(reportDir, { recursive: true });
    await mkdir(baselinesDir, { recursive: true });

    const capturing = performance.now();
    let done = 0;
    const results = await inParallel(workers, targets, async (worker, target): Promise<Result> => {
      const start = performance.now();
      let result: Result;
      try {
        result = options.update ? await update(worker, target) : await check(worker, target);
      } catch (error) {
        result = { target, status: 'error', message: error instanceof Error ? error.message : String(error) };
      }
      result.ms = Math.round(performance.now() - start);
      done += 1;
      if (failing(result)) log(`  ✗ ${target.storyId} (${target.mode}): ${result.message?.split('\n')[0]}`);
      if (done % 50 === 0) log(`visual: ${done}/${targets.length}`);
      return result;
    });
    log(
      `visual: screenshots took ${since(capturing)} (${(results.length / ((performance.now() - capturing) / 1000)).toFixed(1)}/s)`,
    );

    const orphans = filters.length ? [] : await orphanBaselines(all);
    const failed = results.filter(failing).length;
    if (options.update) {
      await Promise.all(orphans.map((file) => unlink(path.join(baselinesDir, file))));
      const count = (status: Result['status']) => results.filter((result) => result.status === status).length;
      printSummary(results);
      log(
        `visual: ${count('written')} baselines written, ${count('unchanged')} unchanged, ${orphans.length} removed, ${failed} failed, in ${relative(baselinesDir)}/`,
      );
    } else {
      await writeHtmlReport(reportDir, results, relative(baselinesDir));
      if (orphans.length > 0) {
        log(`visual: ${orphans.length} baselines belong to no story (${orphans.slice(0, 3).join(', ')}…):`);
        log('        `pnpm test:visual:update` removes them');
      }
      printSummary(results);
      log(`visual: ${results.length - failed} passed, ${failed} failed`);
    }
    process.exitCode = failed > 0 ? 1 : 0;
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
