import type { Head } from './head';
import { irisColors, type Look } from './looks';
import { brand, mix, shade } from './palette';
import type { Rng } from './random';
import { el, group, type Point, pt, symmetricPath } from './svg';

/** Eyes, brows, nose, mouth and the small marks that make a face someone's. */

const ink = '#2A1820';

export interface FeatureColors {
  skin: string;
  skinShadow: string;
  brow: string;
}

export function ears(h: Head, c: FeatureColors, earrings: Look['earrings']): string {
  return [-1, 1]
    .map((side) => {
      const x = h.cx + side * (h.hw - 3);
      const y = h.eyeY + 22;
      const lobe: Point = [x + side * 4, y + 30];
      const jewel =
        earrings === 'hoops'
          ? el('circle', {
              cx: lobe[0] + side * 2,
              cy: lobe[1] + 14,
              r: 13,
              fill: 'none',
              stroke: brand.gold,
              'stroke-width': 4,
            })
          : earrings === 'studs'
            ? el('circle', { cx: lobe[0], cy: lobe[1], r: 5, fill: brand.gold })
            : '';
      return (
        el('ellipse', { cx: x + side * 8, cy: y, rx: 18, ry: 30, fill: c.skin }) +
        el('path', {
          d: `M${pt([x + side * 6, y - 16])}q${side * 12} 6 ${side * 4} 28`,
          fill: 'none',
          stroke: c.skinShadow,
          'stroke-width': 4,
          'stroke-linecap': 'round',
        }) +
        jewel
      );
    })
    .join('');
}

export function eyes(h: Head, look: Look, c: FeatureColors, rng: Rng): string {
  const width = rng.range(15, 18);
  const open = rng.range(10, 13);
  const tilt = rng.range(-1, 3);
  const iris = irisColors[look.iris];
  const lookX = rng.range(-2, 2);
  const parts = [-1, 1].map((side) => {
    const x = h.cx + side * h.eyeGap;
    const y = h.eyeY;
    const inner: Point = [x - side * width, y + 1];
    const outer: Point = [x + side * width, y - tilt];
    const shape = `M${pt(inner)}C${pt([x - side * width * 0.5, y - open * 1.25])} ${pt([x + side * width * 0.6, y - open * 1.2])} ${pt(outer)}C${pt([x + side * width * 0.5, y + open * 0.8])} ${pt([x - side * width * 0.5, y + open * 0.85])} ${pt(inner)}Z`;
    const id = side < 0 ? 'el' : 'er';
    const lid = `M${pt(inner)}C${pt([x - side * width * 0.5, y - open * 1.25])} ${pt([x + side * width * 0.6, y - open * 1.2])} ${pt(outer)}`;
    const lash = look.lashes ? `l${side * 7} -5` : '';
    return (
      el('clipPath', { id }, el('path', { d: shape })) +
      el('path', { d: shape, fill: '#FBF6F1' }) +
      group(
        { 'clip-path': `url(#${id})` },
        el('circle', { cx: x + lookX, cy: y + 1, r: 9.5, fill: iris }),
        el('circle', { cx: x + lookX, cy: y + 1, r: 4.6, fill: '#140C10' }),
        el('circle', { cx: x + lookX + 3, cy: y - 2.5, r: 2.4, fill: '#FFFFFF' }),
      ) +
      el('path', {
        d: lid + lash,
        fill: 'none',
        stroke: ink,
        'stroke-width': look.lashes ? 4.2 : 3.2,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }) +
      el('path', {
        d: `M${pt([x - side * width * 0.8, y - open - 7])}Q${pt([x, y - open * 1.9 - 6])} ${pt([x + side * width * 0.9, y - open - 5])}`,
        fill: 'none',
        stroke: c.skinShadow,
        'stroke-width': 2.2,
        'stroke-linecap': 'round',
        opacity: 0.7,
      })
    );
  });
  return parts.join('');
}

export function brows(h: Head, c: FeatureColors, rng: Rng): string {
  const y = h.eyeY - rng.range(28, 34);
  const weight = rng.range(5.5, 9);
  const arch = rng.range(4, 10);
  const slope = rng.range(-3, 4);
  return [-1, 1]
    .map((side) => {
      const x = h.cx + side * h.eyeGap;
      return el('path', {
        d: `M${pt([x - side * 19, y + 3])}Q${pt([x + side * 2, y - arch])} ${pt([x + side * 22, y + 2 + slope])}`,
        fill: 'none',
        stroke: c.brow,
        'stroke-width': weight,
        'stroke-linecap': 'round',
      });
    })
    .join('');
}

export function nose(h: Head, c: FeatureColors, rng: Rng): string {
  const w = rng.range(10, 16);
  const { cx, noseY } = h;
  return (
    el('path', {
      d: `M${pt([cx - 3, h.eyeY + 18])}Q${pt([cx - w * 0.5, noseY - 12])} ${pt([cx - w, noseY])}Q${pt([cx - 2, noseY + 12])} ${pt([cx + w * 0.8, noseY + 2])}`,
      fill: 'none',
      stroke: c.skinShadow,
      'stroke-width': 3.6,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) + el('ellipse', { cx: cx + 2, cy: noseY - 12, rx: 3.5, ry: 7, fill: '#FFFFFF', opacity: 0.1 })
  );
}

export function mouth(h: Head, look: Look, c: FeatureColors, rng: Rng): string {
  const { cx, mouthY: y } = h;
  const w = rng.range(24, 31);
  const lip = look.lips ?? mix(c.skin, '#B23A52', 0.45);
  const dark = '#4A1626';
  if (look.mouth === 'grin') {
    const open = `M${pt([cx - w, y - 3])}Q${pt([cx, y + 4])} ${pt([cx + w, y - 3])}Q${pt([cx + w * 0.5, y + 26])} ${pt([cx, y + 26])}Q${pt([cx - w * 0.5, y + 26])} ${pt([cx - w, y - 3])}Z`;
    return (
      el('clipPath', { id: 'm' }, el('path', { d: open })) +
      el('path', { d: open, fill: dark }) +
      group(
        { 'clip-path': 'url(#m)' },
        el('rect', { x: cx - w, y: y - 6, width: w * 2, height: 13, rx: 4, fill: '#FFFDF8' }),
        el('ellipse', { cx, cy: y + 26, rx: w * 0.55, ry: 9, fill: '#D9566E' }),
      ) +
      el('path', {
        d: `M${pt([cx - w * 0.55, y + 33])}Q${pt([cx, y + 38])} ${pt([cx + w * 0.55, y + 33])}`,
        fill: 'none',
        stroke: lip,
        'stroke-width': 3,
        'stroke-linecap': 'round',
        opacity: 0.7,
      })
    );
  }
  if (look.mouth === 'soft') {
    const upper = symmetricPath(
      cx,
      [cx, y - 3],
      [
        [
          [cx + 6, y - 8],
          [cx + w * 0.5, y - 9],
          [cx + w * 0.85, y + 1],
        ],
        [
          [cx + w * 0.5, y + 3],
          [cx + 8, y + 3],
          [cx, y + 3],
        ],
      ],
    );
    const lower = symmetricPath(
      cx,
      [cx, y + 3],
      [
        [
          [cx + w * 0.4, y + 3],
          [cx + w * 0.7, y + 2],
          [cx + w * 0.85, y + 1],
        ],
        [
          [cx + w * 0.6, y + 17],
          [cx + w * 0.25, y + 18],
          [cx, y + 18],
        ],
      ],
    );
    return (
      el('path', { d: upper, fill: shade(lip, -0.12) }) +
      el('path', { d: lower, fill: lip }) +
      el('ellipse', { cx: cx + 5, cy: y + 10, rx: 7, ry: 2.5, fill: '#FFFFFF', opacity: 0.3 })
    );
  }
  return (
    el('path', {
      d: `M${pt([cx - w, y - 2])}Q${pt([cx, y + 16])} ${pt([cx + w, y - 2])}`,
      fill: 'none',
      stroke: dark,
      'stroke-width': 4.5,
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: `M${pt([cx - w * 0.45, y + 15])}Q${pt([cx, y + 21])} ${pt([cx + w * 0.45, y + 15])}`,
      fill: 'none',
      stroke: lip,
      'stroke-width': 4,
      'stroke-linecap': 'round',
      opacity: 0.8,
    })
  );
}

export function cheeks(h: Head, look: Look, rng: Rng): string {
  const blush = [-1, 1]
    .map((side) =>
      el('ellipse', {
        cx: h.cx + side * h.hw * 0.58,
        cy: h.eyeY + 44,
        rx: 22,
        ry: 13,
        fill: brand.rose,
        opacity: look.skin >= 7 ? 0.12 : 0.2,
      }),
    )
    .join('');
  if (!look.freckles) return blush;
  const dots: string[] = [];
  for (let i = 0; i < 22; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    dots.push(
      el('circle', {
        cx: h.cx + side * rng.range(14, h.hw * 0.66),
        cy: h.eyeY + rng.range(24, 50),
        r: rng.range(1.3, 2.3),
        fill: '#8A4A2C',
        opacity: 0.45,
      }),
    );
  }
  return blush + dots.join('');
}

/** Smile lines and crow's feet, drawn faintly. */
export function maturity(h: Head, c: FeatureColors): string {
  const line = (d: string) =>
    el('path', { d, fill: 'none', stroke: c.skinShadow, 'stroke-width': 2.4, 'stroke-linecap': 'round', opacity: 0.6 });
  return [-1, 1]
    .map(
      (side) =>
        line(
          `M${pt([h.cx + side * 30, h.noseY + 6])}Q${pt([h.cx + side * 44, h.mouthY])} ${pt([h.cx + side * 38, h.mouthY + 18])}`,
        ) +
        line(
          `M${pt([h.cx + side * (h.eyeGap + 24), h.eyeY - 4])}l${side * 9} -4M${pt([h.cx + side * (h.eyeGap + 24), h.eyeY + 4])}l${side * 9} 3`,
        ),
    )
    .join('');
}

export function facialHair(h: Head, look: Look, color: string, faceClip: string): string {
  const { cx, noseY, mouthY, eyeY, hw, jawY, jw, chinY, chinW } = h;
  const moustache = symmetricPath(
    cx,
    [cx, noseY + 17],
    [
      [
        [cx + 12, noseY + 13],
        [cx + 26, noseY + 16],
        [cx + 30, mouthY - 3],
      ],
      [
        [cx + 20, mouthY - 6],
        [cx + 10, mouthY - 7],
        [cx, mouthY - 6],
      ],
    ],
  );
  switch (look.facialHair) {
    case 'stubble':
      return group(
        { 'clip-path': faceClip },
        el('path', {
          d: symmetricPath(
            cx,
            [cx, noseY + 12],
            [
              [
                [cx + 30, noseY + 6],
                [cx + hw * 0.7, noseY],
                [cx + hw + 4, eyeY + 36],
              ],
              [
                [cx + hw + 4, 700],
                [cx + 20, 700],
                [cx, 700],
              ],
            ],
          ),
          fill: color,
          opacity: 0.16,
        }),
      );
    case 'beard':
      return (
        el('path', {
          d: symmetricPath(
            cx,
            [cx, noseY + 12],
            [
              [
                [cx + 30, noseY + 8],
                [cx + hw * 0.6, noseY + 40],
                [cx + hw - 1, eyeY + 24],
              ],
              [
                [cx + hw + 2, eyeY + 86],
                [cx + jw + 16, jawY + 6],
                [cx + jw - 2, jawY + 34],
              ],
              [
                [cx + jw - 22, chinY + 14],
                [cx + chinW + 22, chinY + 30],
                [cx, chinY + 30],
              ],
            ],
          ),
          fill: color,
        }) + el('path', { d: moustache, fill: shade(color, -0.15) })
      );
    case 'goatee':
      return (
        el('path', { d: moustache, fill: color }) +
        el('path', {
          d: symmetricPath(
            cx,
            [cx, mouthY + 14],
            [
              [
                [cx + 10, mouthY + 12],
                [cx + 22, mouthY + 18],
                [cx + 22, mouthY + 28],
              ],
              [
                [cx + 22, chinY - 2],
                [cx + 12, chinY + 8],
                [cx, chinY + 8],
              ],
            ],
          ),
          fill: color,
        })
      );
    case 'moustache':
      return el('path', { d: moustache, fill: color });
    default:
      return '';
  }
}

export function glasses(h: Head, kind: Look['glasses']): string {
  if (!kind) return '';
  const frame = kind === 'round' ? '#C9A25A' : '#1E1519';
  const lenses = [-1, 1]
    .map((side) => {
      const x = h.cx + side * h.eyeGap;
      const y = h.eyeY + 2;
      const lens =
        kind === 'round'
          ? el('circle', { cx: x, cy: y, r: 27 })
          : el('rect', { x: x - 31, y: y - 22, width: 62, height: 44, rx: 12 });
      return lens.replace('/>', ` fill="#FFFFFF" fill-opacity=".12" stroke="${frame}" stroke-width="5"/>`);
    })
    .join('');
  const inner = h.eyeGap - (kind === 'round' ? 27 : 31);
  const outer = h.eyeGap + (kind === 'round' ? 27 : 31);
  const arms = [-1, 1]
    .map((side) =>
      el('path', {
        d: `M${pt([h.cx + side * outer, h.eyeY - 4])}L${pt([h.cx + side * (h.hw - 2), h.eyeY - 8])}`,
        stroke: frame,
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
    )
    .join('');
  const bridge = el('path', {
    d: `M${pt([h.cx - inner, h.eyeY - 2])}Q${pt([h.cx, h.eyeY - 14])} ${pt([h.cx + inner, h.eyeY - 2])}`,
    fill: 'none',
    stroke: frame,
    'stroke-width': 5,
  });
  return arms + lenses + bridge;
}
