/// <reference types="node" />
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fallbackPortrait } from './media/fallback';
import { vampire, witch } from './media/fantasy';
import { instagramSamples } from './media/instagram';
import { landingBackground } from './media/landing';
import { galleryPlaceholders } from './media/placeholders';

/**
 * Writes the UI's generated SVG imagery into `src/assets/`. Deterministic and offline; the hero video
 * is made separately by `generate-hero-video.sh` because it needs ffmpeg.
 */

const assets = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'assets');

const files: [string, string][] = [
  ['fallback-portrait.svg', fallbackPortrait()],
  ['landing-background.svg', landingBackground()],
  ['fantasy-vampire.svg', vampire()],
  ['fantasy-witch.svg', witch()],
  ...galleryPlaceholders.map((svg, i): [string, string] => [`gallery-placeholder-${i + 1}.svg`, svg]),
  ...instagramSamples.map((svg, i): [string, string] => [`instagram-${i + 1}.svg`, svg]),
];

await mkdir(assets, { recursive: true });
for (const [name, content] of files) await writeFile(join(assets, name), content);
process.stdout.write(`Wrote ${files.length} files to ${assets}\n`);
