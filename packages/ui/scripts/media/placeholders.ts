import { document, el, linear, num, palette, radial, ridge, starField, stream } from './svg';

/** Six quiet landscapes shown in a profile gallery when the character has no images (800 × 600). */

const W = 800;
const H = 600;

const sky = (top: string, bottom: string) =>
  linear('sky', [
    [0, top],
    [1, bottom],
  ]);
const sunGlow = (color: string) =>
  radial('glow', [
    [0, color, 0.8],
    [1, color, 0],
  ]);
const glow = (x: number, y: number, r: number) => el('circle', { cx: x, cy: y, r, fill: 'url(#glow)' });

type Placeholder = { title: string; defs: string; body: string };

function duskMountains(): Placeholder {
  const random = stream(11);
  return {
    title: 'Dusk over the mountains',
    defs: sky('#2E1F42', '#E11D48') + sunGlow(palette.gold),
    body: [
      el('rect', { width: W, height: H, fill: 'url(#sky)' }),
      glow(520, 330, 260),
      el('circle', { cx: 520, cy: 330, r: 70, fill: palette.gold }),
      ridge(random, W, H, 420, 180, 4, '#5B3FA8'),
      ridge(random, W, H, 480, 120, 6, '#2E1F42'),
      ridge(random, W, H, 540, 60, 8, palette.plum, true),
    ].join(''),
  };
}

function citySkyline(): Placeholder {
  const random = stream(22);
  let towers = '';
  let windows = '';
  for (let x = -10; x < W; ) {
    const w = random(40, 90);
    const h = random(140, 360);
    towers += `M${num(x)} ${H}V${num(H - h)}h${num(w)}V${H}Z`;
    for (let y = H - h + 16; y < H - 20; y += 22) {
      for (let wx = x + 8; wx < x + w - 12; wx += 16)
        if (random(0, 1) < 0.3) windows += `M${num(wx)} ${num(y)}h7v10h-7Z`;
    }
    x += w + random(4, 14);
  }
  return {
    title: 'A city at night',
    defs: sky(palette.plum, '#5B3FA8') + sunGlow(palette.violet),
    body: [
      el('rect', { width: W, height: H, fill: 'url(#sky)' }),
      starField(random, 60, W, 260),
      glow(180, 140, 160),
      el('circle', { cx: 180, cy: 140, r: 44, fill: palette.cream }),
      el('path', { d: towers, fill: palette.plumRaised }),
      el('path', { d: windows, fill: palette.gold, opacity: 0.8 }),
    ].join(''),
  };
}

function moonlitSea(): Placeholder {
  const random = stream(33);
  let glints = '';
  for (let y = 350; y < H; y += 18) glints += `M${num(400 - random(20, 90))} ${y}h${num(random(40, 180))}`;
  return {
    title: 'Moonlight on the sea',
    defs: sky(palette.plum, '#2E1F42') + sunGlow(palette.violet),
    body: [
      el('rect', { width: W, height: H, fill: 'url(#sky)' }),
      starField(random, 90, W, 320),
      glow(400, 200, 220),
      el('circle', { cx: 400, cy: 200, r: 60, fill: palette.cream }),
      el('rect', { y: 340, width: W, height: 260, fill: palette.plumRaised }),
      el('path', { d: glints, stroke: palette.violet, 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.7 }),
    ].join(''),
  };
}

function starryForest(): Placeholder {
  const random = stream(44);
  let trees = '';
  for (let x = -20; x < W + 40; x += random(40, 70)) {
    const h = random(140, 260);
    const base = H - random(0, 30);
    trees += `M${num(x)} ${num(base - h)}L${num(x + h * 0.22)} ${num(base)}H${num(x - h * 0.22)}Z`;
  }
  return {
    title: 'Stars above a pine forest',
    defs: sky(palette.plum, '#5B3FA8') + sunGlow(palette.rose),
    body: [
      el('rect', { width: W, height: H, fill: 'url(#sky)' }),
      starField(random, 140, W, 420),
      el('path', {
        d: 'M-20 260C160 160 300 300 460 200S720 120 820 180',
        fill: 'none',
        stroke: palette.rose,
        'stroke-width': 60,
        opacity: 0.18,
        'stroke-linecap': 'round',
      }),
      el('path', {
        d: 'M-20 300C180 200 320 340 480 240S740 160 820 220',
        fill: 'none',
        stroke: palette.violet,
        'stroke-width': 40,
        opacity: 0.2,
        'stroke-linecap': 'round',
      }),
      el('path', { d: trees, fill: palette.plum }),
      el('rect', { y: 560, width: W, height: 40, fill: palette.plum }),
    ].join(''),
  };
}

function desertDunes(): Placeholder {
  const random = stream(55);
  return {
    title: 'Sun setting over dunes',
    defs: sky('#7A2E5C', palette.gold) + sunGlow(palette.gold),
    body: [
      el('rect', { width: W, height: H, fill: 'url(#sky)' }),
      glow(260, 300, 240),
      el('circle', { cx: 260, cy: 300, r: 90, fill: '#FFE1A8' }),
      ridge(random, W, H, 400, 90, 3, palette.rust, true),
      ridge(random, W, H, 470, 80, 3, '#8E2B1A', true),
      ridge(random, W, H, 540, 60, 4, '#3A1420', true),
    ].join(''),
  };
}

function lakeSunrise(): Placeholder {
  const random = stream(66);
  const hills = ridge(random, W, 340, 340, 110, 5, '#5B3FA8', true);
  return {
    title: 'Sunrise over a still lake',
    defs: sky('#2E1F42', palette.rose) + sunGlow(palette.gold),
    body: [
      el('rect', { width: W, height: H, fill: 'url(#sky)' }),
      glow(400, 300, 240),
      el('circle', { cx: 400, cy: 300, r: 60, fill: palette.gold }),
      hills,
      el(
        'g',
        { transform: `matrix(1 0 0 -1 0 ${2 * 340})`, opacity: 0.35 },
        hills + el('circle', { cx: 400, cy: 300, r: 60, fill: palette.gold }),
      ),
      el('rect', { y: 340, width: W, height: 260, fill: palette.plum, opacity: 0.55 }),
      el('path', {
        d: 'M160 400h120M420 430h200M240 470h160M520 520h140',
        stroke: palette.cream,
        'stroke-width': 3,
        opacity: 0.35,
        'stroke-linecap': 'round',
      }),
    ].join(''),
  };
}

export const galleryPlaceholders = [duskMountains, citySkyline, moonlitSea, starryForest, desertDunes, lakeSunrise].map(
  (draw) => {
    const { title, defs, body } = draw();
    return document(W, H, title, defs, body);
  },
);
