/** Tiny SVG writing helpers for the UI's generated imagery. */

export const palette = {
  plum: '#0E0A14',
  plumRaised: '#1A1323',
  plumLight: '#2E1F42',
  rose: '#FF4F7B',
  crimson: '#E11D48',
  rust: '#C2410C',
  violet: '#A78BFA',
  violetDeep: '#5B3FA8',
  gold: '#F5C66B',
  cream: '#F6F1F8',
  muted: '#B9ADC4',
} as const;

/** Short number text: one decimal for coordinates, two below 1 (opacities, gradient offsets). */
export const num = (value: number): string =>
  String(Math.abs(value) < 1 ? Math.round(value * 100) / 100 : Math.round(value * 10) / 10);

type AttrValue = string | number | undefined;

export function el(tag: string, attrs: Record<string, AttrValue>, children?: string): string {
  const text = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : value}"`)
    .join('');
  return children === undefined ? `<${tag}${text}/>` : `<${tag}${text}>${children}</${tag}>`;
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

const stops = (list: readonly Stop[]) =>
  list.map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity })).join('');

/** A vertical gradient unless `x2`/`y2` say otherwise (objectBoundingBox units). */
export const linear = (id: string, list: readonly Stop[], x2 = 0, y2 = 1): string =>
  el('linearGradient', { id, x1: 0, y1: 0, x2, y2 }, stops(list));

export const radial = (id: string, list: readonly Stop[]): string => el('radialGradient', { id }, stops(list));

export function document(width: number, height: number, title: string, defs: string, body: string, extra = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img"${extra}><title>${title}</title><defs>${defs}</defs>${body}</svg>\n`;
}

/** A small deterministic number stream (mulberry32), so regenerated files never change. */
export function stream(seed: number): (min: number, max: number) => number {
  let state = seed >>> 0;
  return (min, max) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return min + (((t ^ (t >>> 14)) >>> 0) / 4294967296) * (max - min);
  };
}

export function starField(
  random: (min: number, max: number) => number,
  count: number,
  width: number,
  maxY: number,
): string {
  let d = '';
  for (let i = 0; i < count; i++) d += `M${num(random(0, width))} ${num(random(0, maxY))}h.1`;
  return el('path', { d, stroke: palette.cream, 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.7 });
}

/** A ridge line across the full width, `peaks` high points between `baseY` and `baseY - height`. */
export function ridge(
  random: (min: number, max: number) => number,
  width: number,
  height: number,
  baseY: number,
  rise: number,
  peaks: number,
  fill: string,
  smooth = false,
): string {
  const step = width / peaks;
  let d = `M0 ${num(baseY)}`;
  for (let i = 0; i < peaks; i++) {
    const x1 = step * (i + 1);
    const peakX = step * (i + random(0.3, 0.7));
    const peakY = baseY - rise * random(0.5, 1);
    const valleyY = baseY - rise * random(0, 0.3);
    d += smooth
      ? `Q${num(peakX)} ${num(peakY - rise * 0.4)} ${num(x1)} ${num(valleyY)}`
      : `L${num(peakX)} ${num(peakY)}L${num(x1)} ${num(valleyY)}`;
  }
  return el('path', { d: `${d}L${width} ${height}L0 ${height}Z`, fill });
}
