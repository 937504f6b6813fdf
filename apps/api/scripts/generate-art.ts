import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SceneKey, sceneKeys, seedCharacters } from '../src/seed/characters';
import { drawPortrait } from './art/portrait';
import { drawScene } from './art/scenes/index';

/**
 * Draws every seed character's portrait and gallery scenes into `assets/characters/<slug>/`.
 * Deterministic and offline: running it twice gives byte-identical files, and files that no longer
 * belong to a character are removed.
 */

const outputRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'characters');

const isSceneKey = (value: string): value is SceneKey => (sceneKeys as readonly string[]).includes(value);

async function main(): Promise<void> {
  await mkdir(outputRoot, { recursive: true });
  const slugs = new Set(seedCharacters.map((character) => character.slug));
  for (const entry of await readdir(outputRoot)) {
    if (!slugs.has(entry)) await rm(join(outputRoot, entry), { recursive: true, force: true });
  }
  let files = 0;
  for (const character of seedCharacters) {
    const folder = join(outputRoot, character.slug);
    await mkdir(folder, { recursive: true });
    const wanted = new Map<string, string>([['portrait.svg', drawPortrait(character.slug, character.name)]]);
    for (const scene of character.gallery) {
      if (!isSceneKey(scene)) throw new Error(`${character.slug}: no drawing for gallery scene "${scene}"`);
      wanted.set(`${scene}.svg`, drawScene(character.slug, scene, `${character.name}: ${scene}`));
    }
    for (const entry of await readdir(folder)) {
      if (!wanted.has(entry)) await rm(join(folder, entry), { force: true });
    }
    for (const [file, content] of wanted) {
      await writeFile(join(folder, file), content);
      files++;
    }
  }
  process.stdout.write(`Wrote ${files} files for ${seedCharacters.length} characters to ${outputRoot}\n`);
}

await main();
