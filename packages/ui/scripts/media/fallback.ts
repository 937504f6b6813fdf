import { document, el, linear, palette, radial } from './svg';

/** A neutral head-and-shoulders silhouette for characters without a portrait (600 × 800, like portraits). */
export function fallbackPortrait(): string {
  const defs =
    linear('bg', [
      [0, palette.plumLight],
      [1, palette.plumRaised],
    ]) +
    radial('halo', [
      [0, palette.violet, 0.35],
      [1, palette.violet, 0],
    ]) +
    linear('figure', [
      [0, '#5A4A6E'],
      [1, '#3A2D4A'],
    ]);
  const body = [
    el('rect', { width: 600, height: 800, fill: 'url(#bg)' }),
    el('circle', { cx: 300, cy: 330, r: 300, fill: 'url(#halo)' }),
    el('path', { d: 'M40 800C50 650 150 580 300 580C450 580 550 650 560 800Z', fill: 'url(#figure)' }),
    el('rect', { x: 252, y: 440, width: 96, height: 160, rx: 40, fill: 'url(#figure)' }),
    el('ellipse', { cx: 300, cy: 340, rx: 118, ry: 146, fill: 'url(#figure)' }),
    el('path', {
      d: 'M200 300C220 230 270 210 300 210',
      fill: 'none',
      stroke: palette.cream,
      'stroke-width': 6,
      opacity: 0.12,
      'stroke-linecap': 'round',
    }),
  ].join('');
  return document(600, 800, 'No portrait yet', defs, body);
}
