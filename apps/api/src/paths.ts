import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_PREFIX } from '@kindred/contract';

/** Directories this package reads at run time, resolved from the package itself so the working directory never matters. */
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));
export const assetsDir = fileURLToPath(new URL('../assets', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));
export const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The server's version as released, reported by the health check. */
export const version = packageJson.version;

/** Where files of `assets/` are served below the API prefix. */
export const IMAGES_ROUTE = '/images';
/** Below API_PREFIX: whether the process answers at all, for a load balancer's liveness probe. */
export const LIVENESS_ROUTE = '/health/live';

/** The public URL of a file of `assets/`: `characters/ava/portrait.svg` → `/api/images/characters/ava/portrait.svg`. */
export const imageUrl = (assetPath: string) => `${API_PREFIX}${IMAGES_ROUTE}/${assetPath}`;
