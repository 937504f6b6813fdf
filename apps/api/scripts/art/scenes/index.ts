import type { SceneKey } from '../../../src/seed/characters';
import { createRng } from '../random';
import { svgDocument } from '../svg';
import { chess, coffee, cooking, food, poetry, reading, tea, yoga } from './indoors';
import { createTint, dust, H, type SceneDrawer, sceneDefs, vignette, W } from './kit';
import { astronomy, climbing, cycling, gardening, hiking, sailing, surfing, travel } from './outdoors';
import { dancing, gaming, movies, music, painting, photography, singing } from './stage';

const drawers: Record<SceneKey, SceneDrawer> = {
  astronomy,
  chess,
  climbing,
  coffee,
  cooking,
  cycling,
  dancing,
  food,
  gaming,
  gardening,
  hiking,
  movies,
  music,
  painting,
  photography,
  poetry,
  reading,
  sailing,
  singing,
  surfing,
  tea,
  travel,
  yoga,
};

/** A 4:3 gallery scene in the character's colours; the layout varies with the slug too. */
export function drawScene(slug: string, scene: SceneKey, title: string): string {
  const tint = createTint(createRng(`${slug}:tint`));
  const rng = createRng(`${slug}:${scene}`);
  const body = drawers[scene]({ rng, tint }) + dust(rng, tint.glow) + vignette();
  return svgDocument(W, H, title, sceneDefs(tint), body);
}
