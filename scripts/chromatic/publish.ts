/*
 * `pnpm chromatic`: publishes the Storybook to Chromatic for review, when there is a network and a
 * project. CHROMATIC_PROJECT_TOKEN (required) names the project; CHROMATIC_PROJECT_ID (optional,
 * `Project:…`) links the Visual Tests addon. The rest of the settings live in chromatic.config.json.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fromRoot, repoRoot } from '../lib/paths';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  process.stderr.write(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing is published.\n' +
      '           Set it to the project token from chromatic.com (Manage → Configure), then run pnpm chromatic again.\n' +
      '           Offline, `pnpm test:visual` compares every story with the committed baselines instead.\n',
  );
  process.exit(1);
}

const settings = JSON.parse(await readFile(fromRoot('chromatic.config.json'), 'utf8')) as Record<string, unknown>;
const projectId = process.env.CHROMATIC_PROJECT_ID;
const dir = await mkdtemp(path.join(tmpdir(), 'kindred-chromatic-'));
const configFile = path.join(dir, 'chromatic.config.json');
await writeFile(configFile, JSON.stringify(projectId ? { ...settings, projectId } : settings));

const child = spawn(fromRoot('node_modules/.bin/chromatic'), ['--config-file', configFile, ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
});
child.on('close', async (code) => {
  await rm(dir, { recursive: true, force: true });
  process.exit(code ?? 1);
});
