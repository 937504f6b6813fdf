import { brand, mix, ringColor, shade } from '../palette';
import type { Rng } from '../random';
import { el, linearGradient, num, radialGradient } from '../svg';

/** Shared pieces for the 800 × 600 gallery scenes. */

export const W = 800;
export const H = 600;

/** A character's colours for every scene they appear in. */
export interface Tint {
  /** Darkest tone: top of the sky, walls in shadow. */
  deep: string;
  /** Horizon and walls. */
  mid: string;
  /** The character's signature colour for the subject. */
  accent: string;
  /** A second accent, a step round the palette from the first. */
  second: string;
  /** Light sources: sun, lamps, screens. */
  glow: string;
}

export interface SceneContext {
  rng: Rng;
  tint: Tint;
}

export type SceneDrawer = (context: SceneContext) => string;

export function createTint(rng: Rng): Tint {
  const start = rng.next();
  return {
    deep: mix(ringColor(start), brand.plum, 0.78),
    mid: mix(ringColor(start + 0.08), brand.plum, 0.4),
    accent: ringColor(start + 0.35),
    second: ringColor(start + 0.55),
    glow: mix(ringColor(start + 0.7), brand.gold, 0.55),
  };
}

/** Gradients every scene may use: `sky` (deep to mid), `glow` (a soft light), `floor` (dark ground), `vig`. */
export function sceneDefs(tint: Tint): string {
  return (
    linearGradient(
      'sky',
      [
        [0, tint.deep],
        [1, tint.mid],
      ],
      180,
    ) +
    radialGradient('glow', [
      [0, tint.glow, 0.85],
      [1, tint.glow, 0],
    ]) +
    linearGradient(
      'floor',
      [
        [0, shade(tint.deep, -0.2)],
        [1, brand.plum],
      ],
      180,
    ) +
    radialGradient('vig', [
      [0.55, brand.plum, 0],
      [1, brand.plum, 0.55],
    ])
  );
}

export const sky = (): string => el('rect', { width: W, height: H, fill: 'url(#sky)' });

export const glowAt = (x: number, y: number, r: number, opacity = 1): string =>
  el('circle', { cx: x, cy: y, r, fill: 'url(#glow)', opacity: opacity === 1 ? undefined : opacity });

export function stars(rng: Rng, count: number, maxY: number, color = brand.cream): string {
  let d = '';
  for (let i = 0; i < count; i++) d += `M${num(rng.range(0, W))} ${num(rng.range(0, maxY))}h.1`;
  const twinkles: string[] = [];
  for (let i = 0; i < 5; i++)
    twinkles.push(sparkle(rng.range(40, W - 40), rng.range(20, maxY - 20), rng.range(5, 9), color));
  return (
    el('path', { d, stroke: color, 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.75 }) + twinkles.join('')
  );
}

/** A four-pointed twinkle. */
export const sparkle = (x: number, y: number, r: number, color: string): string =>
  el('path', {
    d: `M${num(x)} ${num(y - r)}Q${num(x)} ${num(y)} ${num(x + r)} ${num(y)}Q${num(x)} ${num(y)} ${num(x)} ${num(y + r)}Q${num(x)} ${num(y)} ${num(x - r)} ${num(y)}Q${num(x)} ${num(y)} ${num(x)} ${num(y - r)}Z`,
    fill: color,
  });

/** A jagged mountain range from `baseY`, peaks up to `height` above it. */
export function mountains(rng: Rng, baseY: number, height: number, peaks: number, fill: string, snow?: string): string {
  const points: [number, number][] = [[-20, baseY]];
  const step = (W + 40) / peaks;
  for (let i = 0; i < peaks; i++) {
    const x = -20 + step * (i + rng.range(0.35, 0.65));
    points.push([x, baseY - height * rng.range(0.55, 1)]);
    points.push([-20 + step * (i + 1), baseY - height * rng.range(0.1, 0.35)]);
  }
  const d = `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}L${W + 20} ${H}L-20 ${H}Z`;
  let caps = '';
  if (snow) {
    for (let i = 1; i < points.length - 1; i += 2) {
      const [px, py] = points[i] ?? [0, 0];
      const [lx, ly] = points[i - 1] ?? [0, 0];
      const [rx, ry] = points[i + 1] ?? [0, 0];
      const t = 0.28;
      caps += `M${num(px)} ${num(py)}L${num(px + (rx - px) * t)} ${num(py + (ry - py) * t)}L${num(px + (rx - px) * t * 0.5)} ${num(py + (ry - py) * t * 0.7)}L${num(px + (lx - px) * t * 0.4)} ${num(py + (ly - py) * t * 0.8)}L${num(px + (lx - px) * t)} ${num(py + (ly - py) * t)}Z`;
    }
  }
  return el('path', { d, fill }) + (caps ? el('path', { d: caps, fill: snow, opacity: 0.85 }) : '');
}

/** Soft rolling hills along `baseY`. */
export function hills(rng: Rng, baseY: number, amplitude: number, fill: string): string {
  let d = `M-10 ${num(baseY)}`;
  const count = 4;
  for (let i = 0; i < count; i++) {
    const x0 = -10 + ((W + 20) * i) / count;
    const x1 = -10 + ((W + 20) * (i + 1)) / count;
    const lift = amplitude * rng.range(0.3, 1);
    d += `C${num(x0 + (x1 - x0) * 0.3)} ${num(baseY - lift)} ${num(x0 + (x1 - x0) * 0.7)} ${num(baseY - lift)} ${num(x1)} ${num(baseY + rng.range(-10, 10))}`;
  }
  return el('path', { d: `${d}L${W + 10} ${H}L-10 ${H}Z`, fill });
}

export const sun = (x: number, y: number, r: number, color: string): string =>
  glowAt(x, y, r * 3.2, 0.7) + el('circle', { cx: x, cy: y, r, fill: color });

/** Rising wisps above a cup or pot. */
export function steam(x: number, y: number, color: string, count = 3, spread = 22): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const sx = x + (i - (count - 1) / 2) * spread;
    d += `M${num(sx)} ${num(y)}c-12 -18 12 -30 0 -48c-10 -14 8 -24 2 -40`;
  }
  return el('path', { d, fill: 'none', stroke: color, 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.45 });
}

/** A pine tree standing on (x, y). */
export function pine(x: number, y: number, size: number, fill: string): string {
  const tiers = [0, 1, 2]
    .map((i) => {
      const w = size * (0.5 - i * 0.1);
      const ty = y - size * (0.25 + i * 0.28);
      return `M${num(x - w)} ${num(ty + size * 0.3)}L${num(x)} ${num(ty - size * 0.2)}L${num(x + w)} ${num(ty + size * 0.3)}Z`;
    })
    .join('');
  return el('path', {
    d: `${tiers}M${num(x - size * 0.04)} ${num(y)}h${num(size * 0.08)}v${num(-size * 0.2)}h${num(-size * 0.08)}Z`,
    fill,
  });
}

/** A sprig of leaves from (x, y) bending towards `lean`. */
export function sprig(x: number, y: number, height: number, lean: number, fill: string): string {
  const tipX = x + lean;
  const tipY = y - height;
  let leaves = '';
  for (let i = 1; i <= 4; i++) {
    const t = i / 5;
    const lx = x + lean * t * t;
    const ly = y - height * t;
    const side = i % 2 === 0 ? 1 : -1;
    leaves += `M${num(lx)} ${num(ly)}q${num(side * 16)} -22 ${num(side * 34)} -10q${num(-side * 14)} 16 ${num(-side * 34)} 10Z`;
  }
  return (
    el('path', {
      d: `M${num(x)} ${num(y)}Q${num(x)} ${num(tipY + height * 0.4)} ${num(tipX)} ${num(tipY)}`,
      fill: 'none',
      stroke: fill,
      'stroke-width': 4,
    }) + el('path', { d: leaves, fill })
  );
}

/** A glowing window of a night city: a grid of lit and dark panes behind a frame. */
export function cityWindow(rng: Rng, x: number, y: number, w: number, h: number, tint: Tint): string {
  const panes: string[] = [el('rect', { x, y, width: w, height: h, fill: 'url(#sky)' })];
  let buildings = '';
  let lights = '';
  let bx = x;
  while (bx < x + w) {
    const bw = rng.range(30, 60);
    const bh = rng.range(h * 0.3, h * 0.8);
    buildings += `M${num(bx)} ${num(y + h)}V${num(y + h - bh)}h${num(bw)}V${num(y + h)}Z`;
    for (let ly = y + h - bh + 10; ly < y + h - 8; ly += 16) {
      for (let lx = bx + 6; lx < bx + bw - 8; lx += 12) {
        if (rng.chance(0.35)) lights += `M${num(lx)} ${num(ly)}h5v7h-5Z`;
      }
    }
    bx += bw + rng.range(2, 8);
  }
  panes.push(el('path', { d: buildings, fill: shade(tint.deep, -0.3) }));
  panes.push(el('path', { d: lights, fill: tint.glow, opacity: 0.8 }));
  const frame = shade(tint.deep, -0.45);
  panes.push(
    el('path', {
      d: `M${num(x)} ${num(y)}h${num(w)}v${num(h)}h${num(-w)}ZM${num(x + w / 2)} ${num(y)}v${num(h)}M${num(x)} ${num(y + h / 2)}h${num(w)}`,
      fill: 'none',
      stroke: frame,
      'stroke-width': 12,
    }),
  );
  return panes.join('');
}

/** A hanging pendant lamp with its pool of light. */
export function pendant(x: number, cordTop: number, y: number, tint: Tint): string {
  return (
    glowAt(x, y + 40, 200, 0.55) +
    el('path', { d: `M${num(x)} ${num(cordTop)}V${num(y)}`, stroke: shade(tint.deep, -0.4), 'stroke-width': 3 }) +
    el('path', {
      d: `M${num(x - 40)} ${num(y + 40)}Q${num(x - 34)} ${num(y)} ${num(x)} ${num(y)}Q${num(x + 34)} ${num(y)} ${num(x + 40)} ${num(y + 40)}Z`,
      fill: tint.accent,
    }) +
    el('ellipse', { cx: x, cy: y + 40, rx: 40, ry: 7, fill: tint.glow })
  );
}

/** A table top seen slightly from above, edge at `y`. */
export function tableTop(y: number, color: string): string {
  return (
    el('rect', { x: -10, y, width: W + 20, height: H - y + 10, fill: color }) +
    el('rect', { x: -10, y, width: W + 20, height: 10, fill: shade(color, 0.2) }) +
    el('rect', { x: -10, y: y + 10, width: W + 20, height: 18, fill: shade(color, -0.3), opacity: 0.5 })
  );
}

/** Faint light dust over everything, so scenes feel like a still from a film rather than a diagram. */
export function dust(rng: Rng, color: string): string {
  const specks: string[] = [];
  for (let i = 0; i < 14; i++) {
    specks.push(
      el('circle', {
        cx: rng.range(0, W),
        cy: rng.range(0, H),
        r: rng.range(2, 6),
        fill: color,
        opacity: rng.range(0.08, 0.22),
      }),
    );
  }
  return specks.join('');
}

/** Darkens the corners; drawn last. */
export const vignette = (): string => el('rect', { width: W, height: H, fill: 'url(#vig)' });
