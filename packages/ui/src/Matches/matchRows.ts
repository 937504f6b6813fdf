import { MATCHES_GRID_ROWS } from '@kindred/contract';

/** How many cards share the row of each card, rows taking their sizes from `pattern` in turn. */
export function cardsPerRow(count: number, pattern: readonly number[] = MATCHES_GRID_ROWS): number[] {
  const sizes: number[] = [];
  for (let row = 0; sizes.length < count; row++) {
    const size = pattern[row % pattern.length] ?? 1;
    sizes.push(...Array<number>(size).fill(size));
  }
  return sizes.slice(0, count);
}
