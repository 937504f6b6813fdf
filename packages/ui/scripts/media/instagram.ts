import { document, el, linear, num, palette, radial, ridge, stream } from './svg';

/** Six square sample posts for the locked 'Instagram Pictures' carousel (600 × 600). */

const S = 600;

type Post = { title: string; defs: string; body: string };

function latteArt(): Post {
  return {
    title: 'A latte on a marble table',
    defs:
      linear(
        'bg',
        [
          [0, '#3A2A3F'],
          [1, palette.plumRaised],
        ],
        1,
        1,
      ) +
      radial('crema', [
        [0, '#E9C9A0'],
        [1, '#8A4E2A'],
      ]),
    body: [
      el('rect', { width: S, height: S, fill: 'url(#bg)' }),
      el('path', {
        d: 'M0 120C200 160 300 60 600 140M0 420C180 380 420 500 600 430',
        fill: 'none',
        stroke: palette.muted,
        'stroke-width': 2,
        opacity: 0.25,
      }),
      el('circle', { cx: 310, cy: 310, r: 190, fill: palette.cream }),
      el('circle', { cx: 300, cy: 300, r: 150, fill: palette.rose }),
      el('circle', { cx: 300, cy: 300, r: 122, fill: 'url(#crema)' }),
      el('path', {
        d: 'M300 372c-70 -40 -80 -110 -34 -112c22 0 30 16 34 30c4 -14 12 -30 34 -30c46 2 36 72 -34 112Z',
        fill: '#F6E6D0',
      }),
      el('path', { d: 'M450 300h60a24 24 0 0 1 0 48h-60', fill: 'none', stroke: palette.rose, 'stroke-width': 22 }),
    ].join(''),
  };
}

function tulips(): Post {
  const flower = (x: number, y: number, color: string, lean: number) =>
    el('path', {
      d: `M300 470Q${num(300 + lean / 2)} ${num(y + 120)} ${num(x)} ${num(y + 30)}`,
      fill: 'none',
      stroke: '#4E8E4A',
      'stroke-width': 7,
    }) + el('path', { d: `M${num(x - 30)} ${num(y)}q0 50 30 50q30 0 30 -50l-15 14l-15 -24l-15 24Z`, fill: color });
  return {
    title: 'Tulips in a glass vase',
    defs: linear('bg', [
      [0, palette.violetDeep],
      [1, palette.plumRaised],
    ]),
    body: [
      el('rect', { width: S, height: S, fill: 'url(#bg)' }),
      el('circle', { cx: 420, cy: 160, r: 110, fill: palette.violet, opacity: 0.2 }),
      flower(220, 160, palette.rose, -40),
      flower(300, 120, palette.gold, 0),
      flower(380, 170, palette.crimson, 40),
      flower(260, 220, palette.violet, -20),
      flower(350, 230, palette.rose, 30),
      el('path', { d: 'M240 460h120l-14 110h-92Z', fill: palette.cream, opacity: 0.35 }),
      el('rect', { y: 560, width: S, height: 40, fill: palette.plum }),
    ].join(''),
  };
}

function palmSunset(): Post {
  return {
    title: 'Sunset behind a palm tree',
    defs: linear('bg', [
      [0, '#7A2E5C'],
      [0.6, palette.rust],
      [1, palette.gold],
    ]),
    body: [
      el('rect', { width: S, height: S, fill: 'url(#bg)' }),
      el('circle', { cx: 360, cy: 390, r: 110, fill: '#FFE1A8' }),
      el('rect', { y: 420, width: S, height: 180, fill: palette.plumRaised }),
      el('path', {
        d: 'M250 440h220M300 480h120M330 520h60',
        stroke: palette.gold,
        'stroke-width': 5,
        'stroke-linecap': 'round',
        opacity: 0.7,
      }),
      el('path', {
        d: 'M150 600C160 460 170 320 200 200',
        fill: 'none',
        stroke: palette.plum,
        'stroke-width': 16,
        'stroke-linecap': 'round',
      }),
      el('path', {
        d: 'M200 200q-90 -10 -130 60q60 -50 130 -60Zm0 0q-40 -70 -120 -60q80 10 120 60Zm0 0q40 -80 120 -70q-80 20 -120 70Zm0 0q90 0 130 70q-60 -50 -130 -70Zm0 0q-10 -70 20 -110q-10 60 -20 110Z',
        fill: palette.plum,
      }),
    ].join(''),
  };
}

function rainyStreet(): Post {
  const random = stream(7);
  let rain = '';
  for (let i = 0; i < 60; i++) rain += `M${num(random(0, S))} ${num(random(0, 420))}l-6 22`;
  return {
    title: 'Neon reflections on a rainy street',
    defs: linear('bg', [
      [0, palette.plum],
      [1, palette.plumLight],
    ]),
    body: [
      el('rect', { width: S, height: S, fill: 'url(#bg)' }),
      el('path', { d: 'M60 420V120h160v300ZM380 420V80h170v340Z', fill: palette.plumRaised }),
      el('rect', {
        x: 90,
        y: 170,
        width: 100,
        height: 34,
        rx: 17,
        fill: 'none',
        stroke: palette.rose,
        'stroke-width': 8,
      }),
      el('path', {
        d: 'M410 140h110M410 180h80',
        stroke: palette.violet,
        'stroke-width': 10,
        'stroke-linecap': 'round',
      }),
      el('rect', { y: 420, width: S, height: 180, fill: '#140E1C' }),
      el('rect', { x: 90, y: 460, width: 100, height: 14, rx: 7, fill: palette.rose, opacity: 0.5 }),
      el('path', {
        d: 'M410 470h110M410 500h80M420 530h90',
        stroke: palette.violet,
        'stroke-width': 6,
        opacity: 0.4,
        'stroke-linecap': 'round',
      }),
      el('path', { d: rain, stroke: palette.muted, 'stroke-width': 2, opacity: 0.5 }),
    ].join(''),
  };
}

function recordPlayer(): Post {
  let grooves = '';
  for (let r = 70; r < 190; r += 12)
    grooves += el('circle', { cx: 280, cy: 300, r, fill: 'none', stroke: '#2A2230', 'stroke-width': 2 });
  return {
    title: 'A record spinning on a turntable',
    defs: linear(
      'bg',
      [
        [0, '#C98B4A'],
        [1, '#8A5A3A'],
      ],
      1,
      1,
    ),
    body: [
      el('rect', { width: S, height: S, fill: palette.plumRaised }),
      el('rect', { x: 40, y: 60, width: 520, height: 480, rx: 24, fill: 'url(#bg)' }),
      el('circle', { cx: 280, cy: 300, r: 200, fill: '#141017' }),
      grooves,
      el('circle', { cx: 280, cy: 300, r: 56, fill: palette.rose }),
      el('circle', { cx: 280, cy: 300, r: 8, fill: palette.cream }),
      el('path', {
        d: 'M500 110v220l-110 70',
        fill: 'none',
        stroke: palette.cream,
        'stroke-width': 10,
        'stroke-linecap': 'round',
      }),
      el('circle', { cx: 500, cy: 110, r: 26, fill: palette.muted }),
    ].join(''),
  };
}

function lakeCamp(): Post {
  const random = stream(9);
  return {
    title: 'A tent by a mountain lake',
    defs: linear('bg', [
      [0, palette.violetDeep],
      [1, palette.rose],
    ]),
    body: [
      el('rect', { width: S, height: S, fill: 'url(#bg)' }),
      ridge(random, S, S, 330, 170, 3, palette.plumLight),
      el('rect', { y: 330, width: S, height: 270, fill: '#3A2A5C' }),
      el('path', {
        d: 'M80 380h160M300 420h200M160 460h120',
        stroke: palette.cream,
        'stroke-width': 3,
        opacity: 0.3,
        'stroke-linecap': 'round',
      }),
      el('rect', { y: 500, width: S, height: 100, fill: palette.plumRaised }),
      el('path', { d: 'M330 510l90 -120l90 120Z', fill: palette.gold }),
      el('path', { d: 'M420 390l-24 120h48Z', fill: palette.rust }),
      el('circle', { cx: 140, cy: 120, r: 30, fill: palette.cream, opacity: 0.9 }),
    ].join(''),
  };
}

export const instagramSamples = [latteArt, tulips, palmSunset, rainyStreet, recordPlayer, lakeCamp].map((draw) => {
  const { title, defs, body } = draw();
  return document(S, S, title, defs, body);
});
