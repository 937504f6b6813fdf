/**
 * `pnpm test`: every suite in turn, stopping at the first that fails, then how long each took, so
 * that every run's log shows where its time goes (a CI run must stay under 30 minutes on 2 cores).
 */
import { spawnSync } from 'node:child_process';

const STAGES: Array<{ name: string; command: string; args: string[] }> = [
  { name: 'Chromium', command: 'tsx', args: ['scripts/ensure-chromium.ts'] },
  { name: 'typecheck', command: 'pnpm', args: ['typecheck'] },
  { name: 'lint', command: 'pnpm', args: ['lint'] },
  { name: 'unit, component and story tests', command: 'pnpm', args: ['test:unit'] },
  { name: 'size', command: 'pnpm', args: ['size'] },
  { name: 'visual', command: 'pnpm', args: ['test:visual'] },
  { name: 'e2e', command: 'pnpm', args: ['test:e2e'] },
];

const minutes = (ms: number) =>
  `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;

const timings: Array<{ name: string; ms: number }> = [];
let failed: { name: string; status: number } | undefined;
for (const { name, command, args } of STAGES) {
  const started = performance.now();
  const { status, error } = spawnSync(command, args, { stdio: 'inherit' });
  timings.push({ name, ms: performance.now() - started });
  if (error || status !== 0) {
    failed = { name, status: status ?? 1 };
    break;
  }
}

const width = Math.max(...timings.map(({ name }) => name.length));
process.stdout.write('\nTime by stage (m:ss)\n');
for (const { name, ms } of timings) process.stdout.write(`  ${name.padEnd(width)}  ${minutes(ms).padStart(6)}\n`);
const total = timings.reduce((sum, { ms }) => sum + ms, 0);
process.stdout.write(`  ${'total'.padEnd(width)}  ${minutes(total).padStart(6)}\n`);
if (failed) {
  process.stderr.write(`\n${failed.name} failed: the stages after it did not run.\n`);
  process.exit(failed.status);
}
