import { buildServer } from '../build';

/**
 * Tests that spawn the server run what production runs, the build; built once per run from the
 * sources of this moment, so a run never tests a stale build and a broken build fails it.
 */
export default async function setup() {
  await buildServer();
}
