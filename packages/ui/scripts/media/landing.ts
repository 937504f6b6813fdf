import { document, el, palette, radial } from './svg';

/**
 * The landing page's backdrop: soft plum, rose and violet light drifting slowly, under a dark scrim
 * that keeps the headline above AA contrast. The drift is CSS, so `prefers-reduced-motion` stops it.
 */

const W = 1920;
const H = 1080;

const blobs = [
  { id: 'a', color: palette.rose, x: 420, y: 320, r: 760, drift: [160, 90], seconds: 38 },
  { id: 'b', color: palette.violet, x: 1480, y: 260, r: 820, drift: [-180, 120], seconds: 46 },
  { id: 'c', color: palette.crimson, x: 1200, y: 980, r: 700, drift: [-140, -100], seconds: 42 },
  { id: 'd', color: palette.violetDeep, x: 260, y: 1000, r: 760, drift: [200, -80], seconds: 50 },
  { id: 'e', color: palette.rust, x: 900, y: 560, r: 520, drift: [120, 140], seconds: 34 },
] as const;

export function landingBackground(): string {
  const defs =
    blobs
      .map((blob) =>
        radial(blob.id, [
          [0, blob.color, 0.85],
          [0.55, blob.color, 0.32],
          [1, blob.color, 0],
        ]),
      )
      .join('') +
    el(
      'linearGradient',
      { id: 'scrim', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': palette.plum, 'stop-opacity': 0.35 }) +
        el('stop', { offset: 0.6, 'stop-color': palette.plum, 'stop-opacity': 0.5 }) +
        el('stop', { offset: 1, 'stop-color': palette.plum, 'stop-opacity': 0.8 }),
    );
  const drift = blobs
    .map(
      (blob) =>
        `#${blob.id}b{animation:${blob.id}m ${blob.seconds}s ease-in-out infinite alternate}@keyframes ${blob.id}m{to{transform:translate(${blob.drift[0]}px,${blob.drift[1]}px)}}`,
    )
    .join('');
  const style = el('style', {}, `${drift}@media (prefers-reduced-motion:reduce){ellipse{animation:none!important}}`);
  const body = [
    style,
    el('rect', { width: W, height: H, fill: palette.plum }),
    ...blobs.map((blob) =>
      el('ellipse', {
        id: `${blob.id}b`,
        cx: blob.x,
        cy: blob.y,
        rx: blob.r,
        ry: blob.r * 0.8,
        fill: `url(#${blob.id})`,
      }),
    ),
    el('rect', { width: W, height: H, fill: 'url(#scrim)' }),
  ].join('');
  return document(
    W,
    H,
    'Soft drifting light in plum, rose and violet',
    defs,
    body,
    ' preserveAspectRatio="xMidYMid slice"',
  );
}
