import path from 'node:path';

/** The repository root, wherever a script is started from. */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

export const fromRoot = (...segments: string[]) => path.join(repoRoot, ...segments);
