/** Brand colours (see the visual direction) and colour arithmetic for shading. */
export const brand = {
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
} as const;

/** The palette read as a colour wheel: backdrops pick two nearby points on it. */
export const backdropRing = [
  brand.plumLight,
  brand.violetDeep,
  brand.violet,
  brand.rose,
  brand.crimson,
  brand.rust,
  brand.gold,
  '#7A2E5C',
] as const;

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const toHex = ([r, g, b]: Rgb): string =>
  `#${[r, g, b]
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;

/** Linear blend: `t = 0` gives `a`, `t = 1` gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const from = toRgb(a);
  const to = toRgb(b);
  return toHex([0, 1, 2].map((i) => (from[i] ?? 0) + ((to[i] ?? 0) - (from[i] ?? 0)) * t) as Rgb);
}

/** Negative amounts darken towards plum (warmer than black), positive lighten towards cream. */
export const shade = (color: string, amount: number): string =>
  amount < 0 ? mix(color, '#1B0F1A', -amount) : mix(color, '#FFF6EE', amount);

/** A point on the backdrop ring, `t` wrapping around [0, 1). */
export function ringColor(t: number): string {
  const wrapped = ((t % 1) + 1) % 1;
  const scaled = wrapped * backdropRing.length;
  const index = Math.floor(scaled);
  const from = backdropRing[index] ?? brand.plumLight;
  const to = backdropRing[(index + 1) % backdropRing.length] ?? brand.plumLight;
  return mix(from, to, scaled - index);
}
