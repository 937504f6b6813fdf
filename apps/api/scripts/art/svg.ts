/** Minimal SVG writing helpers: short numbers keep the committed files small. */

export type Point = readonly [number, number];

/** Short number text: one decimal for coordinates, two below 1 (opacities, gradient offsets). */
export const num = (value: number): string =>
  String(Math.abs(value) < 1 ? Math.round(value * 100) / 100 : Math.round(value * 10) / 10);

export const pt = ([x, y]: Point): string => `${num(x)} ${num(y)}`;

type AttrValue = string | number | undefined | false;

export function attrs(values: Record<string, AttrValue>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== false)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : value}"`)
    .join('');
}

export const el = (tag: string, values: Record<string, AttrValue>, children?: string): string =>
  children === undefined ? `<${tag}${attrs(values)}/>` : `<${tag}${attrs(values)}>${children}</${tag}>`;

export const group = (values: Record<string, AttrValue>, ...children: string[]): string =>
  el('g', values, children.join(''));

/** One cubic Bézier segment: two control points and the end point. */
export type Cubic = readonly [Point, Point, Point];

export const cubicPath = (start: Point, segments: readonly Cubic[], close = true): string =>
  `M${pt(start)}${segments.map(([a, b, c]) => `C${pt(a)} ${pt(b)} ${pt(c)}`).join('')}${close ? 'Z' : ''}`;

/**
 * A closed path symmetric about `x = cx`: `segments` trace the right half from `start` (on the axis)
 * down to a point on the axis; the left half is their mirror image, traced back up.
 */
export function symmetricPath(cx: number, start: Point, segments: readonly Cubic[]): string {
  const mirror = ([x, y]: Point): Point => [2 * cx - x, y];
  const ends: Point[] = [start, ...segments.map((segment) => segment[2])];
  const left: Cubic[] = segments
    .map((segment, i): Cubic => [mirror(segment[1]), mirror(segment[0]), mirror(ends[i] ?? start)])
    .reverse();
  return cubicPath(start, [...segments, ...left]);
}

/** A closed wobbly outline around an ellipse: `lobes` bumps of relative `depth`, for curls and foliage. */
export function scallopPath(cx: number, cy: number, rx: number, ry: number, lobes: number, depth: number): string {
  const at = (angle: number, scale: number): Point => [
    cx + Math.cos(angle) * rx * scale,
    cy + Math.sin(angle) * ry * scale,
  ];
  const step = (Math.PI * 2) / lobes;
  let d = `M${pt(at(0, 1))}`;
  for (let i = 0; i < lobes; i++) {
    d += `Q${pt(at(step * (i + 0.5), 1 + depth))} ${pt(at(step * (i + 1), 1))}`;
  }
  return `${d}Z`;
}

export function linearGradient(id: string, stops: readonly (readonly [number, string, number?])[], angle = 90): string {
  const radians = ((angle - 90) * Math.PI) / 180;
  const dx = Math.cos(radians) / 2;
  const dy = Math.sin(radians) / 2;
  return el(
    'linearGradient',
    { id, x1: 0.5 - dx, y1: 0.5 - dy, x2: 0.5 + dx, y2: 0.5 + dy },
    stops.map(gradientStop).join(''),
  );
}

export function radialGradient(id: string, stops: readonly (readonly [number, string, number?])[]): string {
  return el('radialGradient', { id }, stops.map(gradientStop).join(''));
}

const gradientStop = ([offset, color, opacity]: readonly [number, string, number?]): string =>
  el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity === undefined ? undefined : opacity });

export function svgDocument(width: number, height: number, title: string, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img">${el(
    'title',
    {},
    escapeXml(title),
  )}<defs>${defs}</defs>${body}</svg>\n`;
}

export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
