/**
 * `pnpm --filter @kindred/api build`: the server as one JavaScript file, `dist/server.js`, which
 * production runs with plain `node`. Workspace packages (@kindred/*) are TypeScript sources, so they
 * are bundled in; every other package stays an import that node resolves from node_modules, and must
 * be a production dependency of this package, or a production install would not have it.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const packageRoot = path.dirname(fileURLToPath(import.meta.url));
export const distDir = path.join(packageRoot, 'dist');
export const serverEntry = path.join(distDir, 'server.js');

const { dependencies } = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const workspacePackage = /^@kindred\//;
/** `drizzle-orm/pg-core` → `drizzle-orm`, `@fastify/static` → `@fastify/static`. */
const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Leaves packages of node_modules to node, refusing one that a production install would lack. */
const externalDependencies: Plugin = {
  name: 'external-dependencies',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier, importer }) => {
      if (specifier.startsWith('node:') || workspacePackage.test(specifier)) return undefined;
      const name = packageName(specifier);
      if (!(name in dependencies)) {
        return { errors: [{ text: `${name}, imported by ${importer}, is not a dependency of @kindred/api` }] };
      }
      return { path: specifier, external: true };
    });
  },
};

/** `new URL('./common-passwords.txt', import.meta.url)`: a file a module reads beside itself. */
const fileBesideModule = /new URL\('([^']+)', import\.meta\.url\)/g;

/**
 * Files that sources read by a path relative to themselves: bundled into `dist/`, the path resolves
 * from `dist/server.js` instead. `src/paths.ts` sits one level below the package root as
 * `dist/server.js` does, so its `../assets` is the same directory either way; a file read from beside
 * a deeper module is copied into `dist/`, and a path that would lead elsewhere fails the build.
 */
function filesReadByPath(sources: string[]): Map<string, string> {
  const copies = new Map<string, string>();
  const bundleUrl = pathToFileURL(serverEntry);
  for (const source of sources) {
    if (source.includes('node_modules')) continue;
    const sourceUrl = pathToFileURL(source);
    for (const [, relative = ''] of readFileSync(source, 'utf8').matchAll(fileBesideModule)) {
      const original = fileURLToPath(new URL(relative, sourceUrl));
      const fromBundle = fileURLToPath(new URL(relative, bundleUrl));
      if (original === fromBundle) continue;
      if (path.dirname(fromBundle) !== distDir || copies.has(fromBundle)) {
        throw new Error(`${source} reads ${relative}, which the bundle in dist/ cannot find at the same place`);
      }
      copies.set(fromBundle, original);
    }
  }
  return copies;
}

/** Written beside, then renamed over: a server starting from `dist/` never reads a half-written file. */
function writeWhole(file: string, contents: Uint8Array | Buffer) {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, contents);
  renameSync(partial, file);
}

export async function buildServer(): Promise<void> {
  const result = await build({
    absWorkingDir: packageRoot,
    entryPoints: { server: 'src/server.ts' },
    outdir: distDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    write: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [externalDependencies],
  });
  mkdirSync(distDir, { recursive: true });
  const sources = Object.keys(result.metafile.inputs).map((input) => path.resolve(packageRoot, input));
  for (const [copy, original] of filesReadByPath(sources)) writeWhole(copy, readFileSync(original));
  // The source map first, so the bundle never points at a map that is not there yet.
  const isMap = (file: { path: string }) => Number(file.path.endsWith('.map'));
  const outputs = [...result.outputFiles].sort((a, b) => isMap(b) - isMap(a));
  for (const output of outputs) writeWhole(output.path, output.contents);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
}
