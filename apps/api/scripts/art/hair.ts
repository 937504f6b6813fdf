import type { Head } from './head';
import type { HairStyle } from './looks';
import type { Rng } from './random';
import { el, num, type Point, pt, scallopPath, symmetricPath } from './svg';

/**
 * Every hairstyle is a silhouette plus a hairline. The silhouette is drawn once behind the head (in
 * shadow) and once in front of it, clipped to the region above the hairline, so fringes, partings and
 * strands that frame the face all come from one outline.
 */
export interface HairParts {
  silhouette: string;
  /** Path data from a left point to a right point; the front layer shows only what lies above it. */
  hairline?: { from: Point; d: string; to: Point };
  /** How much skin shows through the front hair (0 to 1), for shaved and buzzed hair. */
  sheer?: number;
  /** Drawn after the clipped silhouette: highlights, partings, buns, hats. */
  over?: string;
  /** Drawn over the clothes but behind the face, like a ponytail brought over a shoulder. */
  mid?: string;
}

export interface HairColors {
  base: string;
  shadow: string;
  highlight: string;
  skin: string;
}

export type HairOptions = { bangs: boolean; beanie?: string };

const stroke = (d: string, color: string, width: number, opacity = 1) =>
  el('path', {
    d,
    fill: 'none',
    stroke: color,
    'stroke-width': width,
    'stroke-linecap': 'round',
    opacity: opacity === 1 ? undefined : opacity,
  });

/** A rounded cap over the skull, `padTop` above the crown and `padSide` wider than the head. */
function dome(h: Head, padTop: number, padSide: number, sideY: number): string {
  const { cx, top, hw } = h;
  return symmetricPath(
    cx,
    [cx, top - padTop],
    [
      [
        [cx + (hw + padSide) * 0.64, top - padTop],
        [cx + hw + padSide, top + (sideY - top) * 0.3],
        [cx + hw + padSide, sideY],
      ],
      [
        [cx + hw + padSide, sideY + 40],
        [cx + hw * 0.4, sideY + 40],
        [cx, sideY + 40],
      ],
    ],
  );
}

/** A short-hair hairline: sideburns at `sideY`, a rounded forehead edge at `foreY`, `middle` replacing its centre. */
function shortHairline(h: Head, foreY: number, sideY: number, middle?: (from: Point, to: Point) => string) {
  const { cx, hw } = h;
  const a: Point = [cx - hw * 0.62, foreY + 4];
  const b: Point = [cx + hw * 0.62, foreY + 4];
  const centre = middle
    ? middle(a, b)
    : `C${pt([cx - hw * 0.3, foreY - 4])} ${pt([cx + hw * 0.3, foreY - 4])} ${pt(b)}`;
  return {
    from: [cx - hw - 40, sideY] as Point,
    d: `L${pt([cx - hw + 8, sideY])}C${pt([cx - hw + 8, foreY + 40])} ${pt([cx - hw * 0.8, foreY + 8])} ${pt(a)}${centre}C${pt([cx + hw * 0.8, foreY + 8])} ${pt([cx + hw - 8, foreY + 40])} ${pt([cx + hw - 8, sideY])}L${pt([cx + hw + 40, sideY])}`,
    to: [cx + hw + 40, sideY] as Point,
  };
}

/** Bumps bulging downwards between two points: a curly fringe. */
const curls =
  (count: number, depth: number) =>
  ([x0, y0]: Point, [x1, y1]: Point): string => {
    let d = '';
    for (let i = 0; i < count; i++) {
      const t0 = i / count;
      const t1 = (i + 1) / count;
      const mid: Point = [x0 + (x1 - x0) * ((t0 + t1) / 2), y0 + (y1 - y0) * ((t0 + t1) / 2) + depth];
      d += `Q${pt(mid)} ${pt([x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1])}`;
    }
    return d;
  };

/** Points alternating up and down between two points: a choppy fringe. */
const spikes =
  (count: number, depth: number) =>
  ([x0, y0]: Point, [x1, y1]: Point): string => {
    let d = '';
    for (let i = 1; i <= count * 2; i++) {
      const t = i / (count * 2);
      d += `L${pt([x0 + (x1 - x0) * t, y0 + (y1 - y0) * t + (i % 2 === 1 ? depth : 0)])}`;
    }
    return d;
  };

const circle = ([x, y]: Point, r: number) =>
  `M${num(x - r)} ${num(y)}a${num(r)} ${num(r)} 0 1 0 ${num(r * 2)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-r * 2)} 0Z`;

/** Long hair hanging to `bottom`, `flare` wider at the ends; `wave` wobbles the outer edge. */
function longSilhouette(h: Head, bottom: number, flare: number, wave: number): string {
  const { cx, top, hw, eyeY } = h;
  const startY = eyeY + 10;
  const segments: [Point, Point, Point][] = [
    [
      [cx + hw * 0.72, top - 18],
      [cx + hw + 28, top + 50],
      [cx + hw + 30, startY],
    ],
  ];
  const steps = wave > 0 ? 4 : 1;
  let previous: Point = [cx + hw + 30, startY];
  for (let k = 1; k <= steps; k++) {
    const y = startY + ((bottom - startY) * k) / steps;
    const x = cx + hw + 30 + (flare * k) / steps + (k % 2 === 1 ? wave : -wave * 0.4);
    const dy = (y - previous[1]) / 2;
    segments.push([
      [previous[0], previous[1] + dy],
      [x, y - dy],
      [x, y],
    ]);
    previous = [x, y];
  }
  segments.push([
    [previous[0] - 30, bottom + 14],
    [cx + 80, bottom + 4],
    [cx, bottom],
  ]);
  return symmetricPath(cx, [cx, top - 18], segments);
}

/** The inner edge of long hair: strands down the face and past the neck, parted or with bangs. */
function longHairline(h: Head, bangs: boolean, bottom: number, partX: number) {
  const { cx, top, hw, eyeY, jawY, jw } = h;
  const forehead = bangs
    ? `C${pt([cx - hw + 18, eyeY - 36])} ${pt([cx - hw + 22, eyeY - 44])} ${pt([cx - hw + 30, eyeY - 46])}Q${pt([cx, eyeY - 56])} ${pt([cx + hw - 30, eyeY - 46])}C${pt([cx + hw - 22, eyeY - 44])} ${pt([cx + hw - 18, eyeY - 36])} ${pt([cx + hw - 16, eyeY])}`
    : `C${pt([cx - hw + 18, eyeY - 60])} ${pt([partX - hw * 0.4, top + 70])} ${pt([partX, top + 48])}C${pt([partX + hw * 0.4, top + 70])} ${pt([cx + hw - 18, eyeY - 60])} ${pt([cx + hw - 16, eyeY])}`;
  return {
    from: [cx - hw - 8, 800] as Point,
    d:
      `L${pt([cx - hw - 8, bottom])}C${pt([cx - hw - 8, 640])} ${pt([cx - jw - 14, jawY + 80])} ${pt([cx - jw - 10, jawY + 30])}` +
      `C${pt([cx - jw - 4, jawY - 20])} ${pt([cx - hw + 14, eyeY + 40])} ${pt([cx - hw + 16, eyeY])}${forehead}` +
      `C${pt([cx + hw - 14, eyeY + 40])} ${pt([cx + jw + 4, jawY - 20])} ${pt([cx + jw + 10, jawY + 30])}` +
      `C${pt([cx + jw + 14, jawY + 80])} ${pt([cx + hw + 8, 640])} ${pt([cx + hw + 8, bottom])}L${pt([cx + hw + 8, 800])}`,
    to: [cx + hw + 8, 800] as Point,
  };
}

/** Highlight strokes sweeping down both sides of long hair. */
function strandHighlights(h: Head, c: HairColors, bottom: number): string {
  const { cx, top, hw, eyeY } = h;
  return [-1, 1]
    .map((side) =>
      stroke(
        `M${pt([cx + side * hw * 0.35, top + 4])}C${pt([cx + side * (hw + 10), top + 30])} ${pt([cx + side * (hw + 14), eyeY + 40])} ${pt([cx + side * (hw + 24), bottom - 60])}`,
        c.highlight,
        5,
        0.35,
      ),
    )
    .join('');
}

export function hairFor(style: HairStyle, h: Head, c: HairColors, options: HairOptions, rng: Rng): HairParts | null {
  const { cx, top, hw, eyeY, jawY, jw, chinY, chinW } = h;
  switch (style) {
    case 'bald':
      return {
        silhouette: '',
        over: el('ellipse', {
          cx: cx - hw * 0.35,
          cy: top + 46,
          rx: 30,
          ry: 13,
          fill: '#FFFFFF',
          opacity: 0.16,
          transform: `rotate(-24 ${num(cx - hw * 0.35)} ${num(top + 46)})`,
        }),
      };
    case 'buzz':
      return {
        silhouette: dome(h, 5, 3, eyeY - 14),
        sheer: 0.1,
        hairline: shortHairline(h, top + 64, eyeY - 14),
      };
    case 'crop': {
      const parts: HairParts = {
        silhouette: dome(h, 18, 7, eyeY - 24),
        hairline: shortHairline(h, top + 78, eyeY - 24, spikes(6, 8)),
        over: stroke(
          `M${pt([cx - hw * 0.5, top + 14])}Q${pt([cx, top - 8])} ${pt([cx + hw * 0.55, top + 18])}`,
          c.highlight,
          6,
          0.3,
        ),
      };
      if (options.beanie) parts.over = beanie(h, options.beanie);
      return parts;
    }
    case 'sidePart': {
      const part = cx - hw * 0.4;
      return {
        silhouette: dome(h, 30, 8, eyeY - 22),
        hairline: shortHairline(
          h,
          top + 80,
          eyeY - 22,
          (a, b) =>
            `C${pt([a[0] + 10, top + 70])} ${pt([part - 10, top + 64])} ${pt([part, top + 62])}C${pt([part + hw * 0.4, top + 84])} ${pt([b[0] - 10, top + 90])} ${pt([b[0] + 12, top + 118])}`,
        ),
        over:
          stroke(`M${pt([part, top + 62])}Q${pt([part - 6, top + 10])} ${pt([part + 12, top - 26])}`, c.shadow, 3) +
          stroke(
            `M${pt([part + 20, top + 8])}Q${pt([cx + hw * 0.4, top - 6])} ${pt([cx + hw * 0.85, top + 70])}`,
            c.highlight,
            6,
            0.35,
          ),
      };
    }
    case 'curlyTop':
      return {
        silhouette: dome(h, 14, 8, eyeY - 28) + scallopPath(cx, top + 66, hw + 22, 96, 15, 0.09),
        hairline: shortHairline(h, top + 84, eyeY - 28, curls(6, 16)),
        over: curlTexture(h, c, rng, top - 10, top + 70, 12),
      };
    case 'afro':
      return {
        silhouette: scallopPath(cx, top + 108, hw + 58, 160, 22, 0.05),
        hairline: shortHairline(h, top + 88, eyeY + 4, curls(6, 13)),
        over: curlTexture(h, c, rng, top - 40, top + 60, 14),
      };
    case 'bob': {
      const silhouette = symmetricPath(
        cx,
        [cx, top - 22],
        [
          [
            [cx + hw * 0.72, top - 22],
            [cx + hw + 30, top + 46],
            [cx + hw + 32, eyeY + 10],
          ],
          [
            [cx + hw + 34, jawY - 6],
            [cx + hw + 32, jawY + 34],
            [cx + hw + 8, jawY + 40],
          ],
          [
            [cx + hw * 0.6, jawY + 44],
            [cx + 30, jawY + 40],
            [cx, jawY + 40],
          ],
        ],
      );
      return {
        silhouette,
        hairline: {
          from: [cx - hw - 60, jawY + 70],
          d: `L${pt([cx - hw + 6, jawY + 36])}C${pt([cx - hw + 18, eyeY + 60])} ${pt([cx - hw + 18, eyeY])} ${pt([cx - hw + 20, eyeY - 40])}${
            options.bangs
              ? `L${pt([cx - hw + 26, eyeY - 48])}Q${pt([cx, eyeY - 58])} ${pt([cx + hw - 26, eyeY - 48])}`
              : `C${pt([cx - hw * 0.6, top + 100])} ${pt([cx - hw * 0.4, top + 64])} ${pt([cx - hw * 0.3, top + 56])}C${pt([cx + hw * 0.2, top + 96])} ${pt([cx + hw * 0.7, eyeY - 80])} ${pt([cx + hw - 20, eyeY - 40])}`
          }L${pt([cx + hw - 20, eyeY - 40])}C${pt([cx + hw - 18, eyeY])} ${pt([cx + hw - 18, eyeY + 60])} ${pt([cx + hw - 6, jawY + 36])}L${pt([cx + hw + 60, jawY + 70])}`,
          to: [cx + hw + 60, jawY + 70],
        },
        over: options.bangs
          ? [-0.5, -0.15, 0.2, 0.5]
              .map((t) => stroke(`M${pt([cx + hw * t, eyeY - 50])}l${num(t * 6)} -22`, c.shadow, 3, 0.6))
              .join('') + strandHighlights(h, c, jawY + 40)
          : strandHighlights(h, c, jawY + 40),
      };
    }
    case 'long':
    case 'longWavy':
    case 'braids': {
      const bottom = style === 'braids' ? 760 : 740;
      const silhouette = longSilhouette(h, bottom, style === 'longWavy' ? 34 : 26, style === 'longWavy' ? 14 : 0);
      const parts: HairParts = {
        silhouette,
        hairline: longHairline(h, options.bangs, bottom, cx - hw * rng.range(0, 0.2)),
        over: strandHighlights(h, c, bottom),
      };
      if (style === 'braids') parts.over = braidTexture(h, c, bottom);
      return parts;
    }
    case 'ponytail': {
      const tail = `M${pt([cx + jw - 6, jawY + 20])}C${pt([cx + hw + 50, jawY + 30])} ${pt([cx + hw + 64, 640])} ${pt([cx + hw + 30, 730])}C${pt([cx + hw + 10, 680])} ${pt([cx + hw - 10, 640])} ${pt([cx + jw - 6, jawY + 44])}Z`;
      return {
        silhouette: dome(h, 12, 6, eyeY - 12),
        hairline: shortHairline(h, top + 74, eyeY - 12),
        mid:
          el('path', { d: tail, fill: c.base }) +
          stroke(
            `M${pt([cx + hw + 12, jawY + 40])}Q${pt([cx + hw + 44, 620])} ${pt([cx + hw + 28, 700])}`,
            c.highlight,
            5,
            0.4,
          ),
        over:
          stroke(
            `M${pt([cx - hw * 0.5, top + 70])}Q${pt([cx - hw * 0.3, top + 10])} ${pt([cx + hw * 0.2, top - 8])}`,
            c.highlight,
            5,
            0.35,
          ) +
          stroke(
            `M${pt([cx + hw * 0.3, top + 74])}Q${pt([cx + hw * 0.6, top + 30])} ${pt([cx + hw * 0.95, eyeY - 40])}`,
            c.shadow,
            3,
            0.5,
          ),
      };
    }
    case 'bun': {
      const bun: Point = [cx + rng.range(-20, 20), top - 34];
      return {
        silhouette: dome(h, 10, 6, eyeY - 16) + circle(bun, 48),
        hairline: shortHairline(h, top + 72, eyeY - 16),
        over:
          stroke(
            `M${pt([bun[0] - 44, bun[1] + 24])}Q${pt([bun[0], bun[1] + 40])} ${pt([bun[0] + 44, bun[1] + 24])}`,
            c.shadow,
            5,
          ) +
          stroke(
            `M${pt([bun[0] - 26, bun[1] - 14])}Q${pt([bun[0], bun[1] - 36])} ${pt([bun[0] + 26, bun[1] - 18])}`,
            c.highlight,
            5,
            0.4,
          ) +
          stroke(`M${pt([cx - hw + 14, eyeY - 40])}q-8 40 6 76`, c.base, 4) +
          stroke(`M${pt([cx + hw - 14, eyeY - 40])}q10 36 -2 70`, c.base, 4),
      };
    }
    case 'pixie': {
      return {
        silhouette: dome(h, 18, 4, eyeY - 34),
        hairline: {
          from: [cx - hw - 40, eyeY - 34],
          d: `L${pt([cx - hw + 8, eyeY - 34])}L${pt([cx - hw + 14, eyeY - 44])}L${pt([cx - hw * 0.55, eyeY - 40])}L${pt([cx - hw * 0.42, eyeY - 62])}L${pt([cx - hw * 0.12, eyeY - 52])}L${pt([cx, eyeY - 80])}C${pt([cx + hw * 0.3, top + 96])} ${pt([cx + hw * 0.7, top + 96])} ${pt([cx + hw * 0.8, top + 104])}C${pt([cx + hw - 6, top + 120])} ${pt([cx + hw - 6, eyeY - 50])} ${pt([cx + hw - 8, eyeY - 34])}L${pt([cx + hw + 40, eyeY - 34])}`,
          to: [cx + hw + 40, eyeY - 34],
        },
        over:
          stroke(
            `M${pt([cx + hw * 0.5, top + 4])}Q${pt([cx - hw * 0.1, top + 20])} ${pt([cx - hw * 0.42, eyeY - 66])}`,
            c.highlight,
            5,
            0.4,
          ) +
          stroke(
            `M${pt([cx + hw * 0.1, top + 40])}Q${pt([cx - hw * 0.2, top + 80])} ${pt([cx - hw * 0.12, eyeY - 56])}`,
            c.shadow,
            3,
            0.5,
          ),
      };
    }
    case 'curtain': {
      const silhouette = symmetricPath(
        cx,
        [cx, top - 22],
        [
          [
            [cx + hw * 0.72, top - 22],
            [cx + hw + 26, top + 46],
            [cx + hw + 26, eyeY + 6],
          ],
          [
            [cx + hw + 28, eyeY + 60],
            [cx + hw + 22, jawY - 20],
            [cx + hw + 10, jawY + 8],
          ],
          [
            [cx + hw - 10, jawY - 20],
            [cx + hw * 0.5, jawY - 30],
            [cx, jawY - 30],
          ],
        ],
      );
      return {
        silhouette,
        hairline: {
          from: [cx - hw - 40, jawY + 30],
          d: `L${pt([cx - hw + 10, jawY - 6])}C${pt([cx - hw + 16, eyeY + 30])} ${pt([cx - hw + 14, eyeY - 10])} ${pt([cx - hw + 18, eyeY - 30])}C${pt([cx - hw * 0.45, eyeY - 34])} ${pt([cx - 14, top + 104])} ${pt([cx, top + 68])}C${pt([cx + 14, top + 104])} ${pt([cx + hw * 0.45, eyeY - 34])} ${pt([cx + hw - 18, eyeY - 30])}C${pt([cx + hw - 14, eyeY - 10])} ${pt([cx + hw - 16, eyeY + 30])} ${pt([cx + hw - 10, jawY - 6])}L${pt([cx + hw + 40, jawY + 30])}`,
          to: [cx + hw + 40, jawY + 30],
        },
        over: strandHighlights(h, c, jawY),
      };
    }
    case 'undercut': {
      const tip: Point = [cx + hw * 0.5, top + 132];
      const quiff = `M${pt([cx - hw + 4, top + 84])}C${pt([cx - hw - 10, top + 10])} ${pt([cx - 50, top - 52])} ${pt([cx + 30, top - 46])}C${pt([cx + hw + 14, top - 38])} ${pt([cx + hw + 24, top + 30])} ${pt([cx + hw + 2, top + 100])}C${pt([cx + hw * 0.8, top + 100])} ${pt([cx + hw * 0.7, top + 110])} ${pt(tip)}C${pt([cx + hw * 0.3, top + 100])} ${pt([cx - hw * 0.3, top + 70])} ${pt([cx - hw + 4, top + 84])}Z`;
      return {
        silhouette: dome(h, 4, 3, eyeY - 20),
        sheer: 0.45,
        hairline: shortHairline(h, top + 70, eyeY - 20),
        over:
          el('path', { d: quiff, fill: c.base }) +
          stroke(
            `M${pt([cx - hw * 0.6, top + 30])}Q${pt([cx, top - 30])} ${pt([cx + hw * 0.8, top + 30])}`,
            c.highlight,
            6,
            0.45,
          ) +
          stroke(
            `M${pt([cx - hw * 0.5, top + 60])}Q${pt([cx + hw * 0.1, top + 40])} ${pt([tip[0] - 6, tip[1] - 14])}`,
            c.shadow,
            3,
            0.5,
          ) +
          stroke(
            `M${pt([cx - hw * 0.1, top + 30])}Q${pt([cx + hw * 0.5, top + 40])} ${pt([tip[0] + 10, tip[1] - 20])}`,
            c.shadow,
            3,
            0.4,
          ),
      };
    }
    case 'shoulderCurly':
      return {
        silhouette: scallopPath(cx, top + 150, hw + 46, 200, 24, 0.06),
        hairline: {
          from: [cx - hw - 60, jawY + 60],
          d: `L${pt([cx - hw + 4, jawY + 30])}C${pt([cx - hw + 16, eyeY + 50])} ${pt([cx - hw + 12, eyeY])} ${pt([cx - hw + 18, eyeY - 40])}${curls(
            6,
            14,
          )(
            [cx - hw + 18, eyeY - 40],
            [cx + hw * 0.45, top + 76],
          )}C${pt([cx + hw - 10, top + 100])} ${pt([cx + hw - 12, eyeY])} ${pt([cx + hw - 10, eyeY + 20])}C${pt([cx + hw - 8, eyeY + 60])} ${pt([cx + jw + 6, jawY])} ${pt([cx + hw - 4, jawY + 30])}L${pt([cx + hw + 60, jawY + 60])}`,
          to: [cx + hw + 60, jawY + 60],
        },
        over: curlTexture(h, c, rng, top - 20, jawY, 16),
      };
    case 'headscarf': {
      const silhouette = symmetricPath(
        cx,
        [cx, top - 30],
        [
          [
            [cx + hw * 0.75, top - 30],
            [cx + hw + 38, top + 50],
            [cx + hw + 38, eyeY + 10],
          ],
          [
            [cx + hw + 40, jawY + 40],
            [cx + hw + 60, 600],
            [cx + hw + 130, 660],
          ],
          [
            [cx + hw + 160, 700],
            [cx + hw + 160, 812],
            [cx + hw + 100, 812],
          ],
          [
            [cx + hw, 812],
            [cx + 40, 812],
            [cx, 812],
          ],
        ],
      );
      const window = `L${pt([cx, chinY + 8])}C${pt([cx - chinW - 20, chinY + 6])} ${pt([cx - jw + 6, jawY + 20])} ${pt([cx - jw + 4, jawY])}C${pt([cx - hw + 8, eyeY + 46])} ${pt([cx - hw + 10, eyeY + 10])} ${pt([cx - hw + 12, eyeY - 20])}C${pt([cx - hw + 12, top + 90])} ${pt([cx - hw * 0.55, top + 56])} ${pt([cx, top + 54])}C${pt([cx + hw * 0.55, top + 56])} ${pt([cx + hw - 12, top + 90])} ${pt([cx + hw - 12, eyeY - 20])}C${pt([cx + hw - 10, eyeY + 10])} ${pt([cx + hw - 8, eyeY + 46])} ${pt([cx + jw - 4, jawY])}C${pt([cx + jw - 6, jawY + 20])} ${pt([cx + chinW + 20, chinY + 6])} ${pt([cx, chinY + 8])}L${pt([cx, 800])}`;
      return {
        silhouette,
        hairline: { from: [cx, 800], d: window, to: [cx, 800] },
        over:
          stroke(`M${pt([cx - jw, chinY + 30])}Q${pt([cx, chinY + 80])} ${pt([cx + hw + 40, 640])}`, c.shadow, 4, 0.5) +
          stroke(
            `M${pt([cx - hw - 20, eyeY])}Q${pt([cx - hw - 10, jawY + 60])} ${pt([cx - 30, chinY + 56])}`,
            c.shadow,
            4,
            0.45,
          ) +
          stroke(
            `M${pt([cx - hw * 0.5, top - 10])}Q${pt([cx + hw * 0.3, top - 30])} ${pt([cx + hw + 20, top + 60])}`,
            c.highlight,
            6,
            0.35,
          ) +
          el('circle', { cx: cx + jw + 10, cy: jawY + 22, r: 6, fill: '#F5C66B' }),
      };
    }
  }
}

function beanie(h: Head, color: string): string {
  const { cx, top, hw } = h;
  const crown = symmetricPath(
    cx,
    [cx, top - 34],
    [
      [
        [cx + hw * 0.7, top - 34],
        [cx + hw + 18, top + 10],
        [cx + hw + 18, top + 84],
      ],
      [
        [cx + hw * 0.5, top + 84],
        [cx + 20, top + 84],
        [cx, top + 84],
      ],
    ],
  );
  const ribs: string[] = [];
  for (let x = cx - hw - 8; x <= cx + hw + 8; x += 16) {
    ribs.push(`M${num(x)} ${num(top + 76)}v40`);
  }
  return (
    el('path', { d: crown, fill: color }) +
    el('rect', { x: cx - hw - 22, y: top + 70, width: (hw + 22) * 2, height: 48, rx: 22, fill: `${color}` }) +
    el('path', { d: ribs.join(''), stroke: '#1B0F1A', 'stroke-width': 3, opacity: 0.22 }) +
    el('path', {
      d: `M${pt([cx - hw * 0.6, top - 4])}Q${pt([cx, top - 34])} ${pt([cx + hw * 0.5, top - 10])}`,
      fill: 'none',
      stroke: '#FFFFFF',
      'stroke-width': 6,
      'stroke-linecap': 'round',
      opacity: 0.18,
    })
  );
}

/** Small arcs scattered over curly hair so it reads as curls rather than a blob. */
function curlTexture(h: Head, c: HairColors, rng: Rng, fromY: number, toY: number, count: number): string {
  const arcs: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = h.cx + rng.range(-h.hw - 30, h.hw + 30);
    const y = rng.range(fromY, toY);
    const r = rng.range(7, 12);
    arcs.push(`M${num(x - r)} ${num(y)}a${num(r)} ${num(r)} 0 0 1 ${num(r * 2)} 0`);
  }
  return el('g', { 'clip-path': 'url(#hl)' }, stroke(arcs.join(''), c.highlight, 3, 0.3));
}

function braidTexture(h: Head, c: HairColors, bottom: number): string {
  const { cx, top, hw, eyeY } = h;
  const lines: string[] = [];
  const beads: string[] = [];
  for (const side of [-1, 1]) {
    for (let k = 0; k < 5; k++) {
      const x = cx + side * (hw - 12 + k * 12);
      const end = x + side * (k * 8 - 4);
      lines.push(`M${num(x)} ${num(eyeY - 40)}L${num(end)} ${num(bottom - 10)}`);
      if (k % 2 === 1)
        beads.push(el('rect', { x: end - 5, y: bottom - 22, width: 10, height: 14, rx: 3, fill: '#F5C66B' }));
    }
    for (let k = 1; k <= 5; k++) {
      lines.push(
        `M${num(cx + side * 6)} ${num(top + 44)}Q${num(cx + side * hw * (0.2 * k))} ${num(top + 10)} ${num(cx + side * (hw * 0.2 * k + 30))} ${num(top - 2 + k * 14)}`,
      );
    }
  }
  return el('g', { 'clip-path': 'url(#hl)' }, stroke(lines.join(''), c.highlight, 2.5, 0.35)) + beads.join('');
}
