/*
 * JavaScript size budgets per route, measured on the production build (`pnpm size` builds it first).
 *
 * A route downloads the entry chunk with everything it imports statically, plus the chunk of the
 * screen its `lazy()` loads with everything that imports statically. The entry's dynamic imports
 * under src/screens/ are those screen chunks; which routes load which screen is read from the
 * `<route>: lazyScreen(() => import('./screens/<screen>')…)` lines of apps/web/src/router.tsx.
 * Routes behind the access guard (all but the contract's public ones) load the guard's chunk too,
 * with the session it brings along; a screen whose routes are not read there counts as guarded.
 * What a page loads only when the visitor asks for it (the landing page's sign-in form) is not
 * counted. Sizes are gzip (level 9) of the emitted files, in kB of 1000 bytes like Vite's own report.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type RouteName, routeAccess } from '@kindred/contract';
import { log } from '../lib/log';
import { fromRoot } from '../lib/paths';
import { formatTable } from '../lib/table';

/** The landing route ships at most this much gzipped JavaScript. */
const landingBudget = 120_000;
/** And no route more than this. */
const routeBudget = 250_000;

const distDir = fromRoot('apps/web/dist');
const routerFile = fromRoot('apps/web/src/router.tsx');
/** The access guard's module, which the router loads lazily beside the screen of a guarded route. */
const guardModule = 'src/app/RouteGuard.tsx';

type ManifestChunk = {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

async function readManifest(): Promise<Manifest> {
  const file = path.join(distDir, '.vite/manifest.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch {
    throw new Error(`${path.relative(fromRoot(), file)} is missing: build with build.manifest enabled first`);
  }
}

/** The chunk and every chunk it imports statically, as manifest keys. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** Screen module (`src/screens/landing.tsx`) → the routes that lazy-load it. */
async function routesByScreen(): Promise<Map<string, string[]>> {
  const source = await readFile(routerFile, 'utf8');
  const routes = new Map<string, string[]>();
  const add = (screen: string, route: string) => routes.set(screen, [...(routes.get(screen) ?? []), route]);
  const screenOf = new Map<string, string>();
  for (const [, name = '', screen = ''] of source.matchAll(
    /(\w+)\s*[:=]\s*lazyScreen\(\s*\(\)\s*=>\s*import\(\s*'\.\/screens\/([\w/-]+)'/g,
  )) {
    screenOf.set(name, `src/screens/${screen}.tsx`);
    add(`src/screens/${screen}.tsx`, name);
  }
  // `createProfile: landing,` reuses another route's screen.
  for (const [, name = '', alias = ''] of source.matchAll(/^\s*(\w+):\s*(\w+),\s*$/gm)) {
    const screen = screenOf.get(alias);
    if (screen) add(screen, name);
  }
  return routes;
}

async function main() {
  const manifest = await readManifest();
  const [entryKey, entry] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
  if (!entryKey || !entry) throw new Error('the manifest has no entry chunk');

  const gzipped = new Map<string, number>();
  await Promise.all(
    Object.entries(manifest).map(async ([key, chunk]) => {
      gzipped.set(key, gzipSync(await readFile(path.join(distDir, chunk.file)), { level: 9 }).length);
    }),
  );
  const total = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + (gzipped.get(key) ?? 0), 0);

  const initial = staticClosure(manifest, entryKey);
  const routes = await routesByScreen();
  const screens = [...new Set(entry.dynamicImports)].filter((key) => key.startsWith('src/screens/'));
  if (screens.length === 0) throw new Error('the entry loads no screen lazily: routes are not split');

  if (!manifest[guardModule]) throw new Error(`the manifest has no chunk for the access guard, ${guardModule}`);
  const isPublic = (names: string[]) =>
    names.length > 0 && names.every((name) => routeAccess[name as RouteName] === 'public');

  const landingScreen = [...routes].find(([, names]) => names.includes('landing'))?.[0];
  if (!landingScreen || !screens.includes(landingScreen)) {
    throw new Error(`no lazy screen chunk for the landing route in ${path.relative(fromRoot(), routerFile)}`);
  }

  const rows = screens
    .map((screen) => {
      const names = routes.get(screen) ?? [];
      const files = staticClosure(manifest, screen, new Set(initial));
      if (!isPublic(names)) staticClosure(manifest, guardModule, files);
      const budget = screen === landingScreen ? landingBudget : routeBudget;
      return { screen, routes: names, files: files.size, bytes: total(files), budget };
    })
    .sort((a, b) => b.bytes - a.bytes);

  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  log(
    formatTable(
      ['screen chunk', 'routes', 'files', 'gzipped JS', 'budget', 'status'],
      [
        ['(entry only)', '', String(initial.size), kB(total(initial)), '', ''],
        ...rows.map((row) => [
          manifest[row.screen]?.name ?? row.screen,
          row.routes.join(', ') || '—',
          String(row.files),
          kB(row.bytes),
          kB(row.budget),
          row.bytes > row.budget ? 'OVER' : 'ok',
        ]),
      ],
    ),
  );

  const over = rows.filter((row) => row.bytes > row.budget);
  const largest = rows[0];
  log(
    `size: landing ${kB(rows.find((row) => row.screen === landingScreen)?.bytes ?? 0)} of ${kB(landingBudget)}, ` +
      `largest route ${kB(largest?.bytes ?? 0)} of ${kB(routeBudget)}: ${over.length === 0 ? 'within budget' : `${over.length} over budget`}`,
  );
  process.exitCode = over.length === 0 ? 0 : 1;
}

await main();
