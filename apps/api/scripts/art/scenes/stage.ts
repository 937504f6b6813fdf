import { brand, mix, shade } from '../palette';
import type { Rng } from '../random';
import { el, num } from '../svg';
import { glowAt, type SceneDrawer, sparkle, type Tint, W } from './kit';

/** Scenes with lights and an audience: stages, screens, studios. */

function beams(tint: Tint, xs: number[], toY: number): string {
  return xs
    .map((x, i) =>
      el('path', {
        d: `M${num(x)} -10L${num(x - 120 + i * 20)} ${num(toY)}H${num(x + 120 + i * 20)}Z`,
        fill: i % 2 === 0 ? tint.glow : tint.accent,
        opacity: 0.16,
      }),
    )
    .join('');
}

function curtains(tint: Tint): string {
  const red = mix(brand.crimson, tint.deep, 0.35);
  let folds = '';
  for (let x = 0; x < 130; x += 26) folds += `M${x} 0V600`;
  for (let x = W - 130; x < W; x += 26) folds += `M${x} 0V600`;
  let valance = 'M0 0H800V60';
  for (let x = 800; x > 0; x -= 50) valance += `Q${x - 25} 100 ${x - 50} 60`;
  return (
    el('path', { d: 'M0 0H140C120 200 150 400 120 600H0ZM800 0H660C680 200 650 400 680 600H800Z', fill: red }) +
    el('path', { d: folds, stroke: shade(red, -0.35), 'stroke-width': 6, opacity: 0.6 }) +
    el('path', { d: `${valance}V0Z`, fill: shade(red, -0.15) })
  );
}

function crowd(rng: Rng, y: number, fill: string): string {
  let d = '';
  for (let x = -20; x < W + 40; x += rng.range(48, 70)) {
    const hy = y + rng.range(-14, 14);
    d += `M${num(x - 34)} ${num(hy + 80)}q34 -64 68 0ZM${num(x - 18)} ${num(hy + 10)}a18 20 0 1 0 36 0a18 20 0 1 0 -36 0Z`;
  }
  return el('path', { d: `${d}M-10 ${num(y + 70)}H810V610H-10Z`, fill });
}

export const singing: SceneDrawer = ({ rng, tint }) =>
  [
    el('rect', { width: W, height: 600, fill: 'url(#sky)' }),
    beams(tint, [260, 540], 520),
    glowAt(400, 470, 260),
    el('ellipse', { cx: 400, cy: 500, rx: 260, ry: 40, fill: tint.glow, opacity: 0.35 }),
    curtains(tint),
    // Microphone on a stand.
    el('path', { d: 'M400 250V500M350 500h100', stroke: brand.plum, 'stroke-width': 10, 'stroke-linecap': 'round' }),
    el('rect', { x: 378, y: 170, width: 44, height: 90, rx: 22, fill: '#C9C3CC' }),
    el('path', { d: 'M382 190h36M380 206h40M380 222h40M382 238h36', stroke: '#7D777C', 'stroke-width': 3 }),
    el('rect', { x: 384, y: 250, width: 32, height: 14, rx: 4, fill: brand.plum }),
    sparkle(470, 170, 12, brand.gold),
    sparkle(330, 230, 8, brand.cream),
    crowd(rng, 470, brand.plum),
  ].join('');

function floatingNotes(rng: Rng, tint: Tint, fromX: number, toX: number): string {
  const notes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = fromX + ((toX - fromX) * i) / 4 + rng.range(-25, 25);
    const y = rng.range(130, 300);
    const color = i % 2 ? brand.gold : tint.accent;
    notes.push(
      el('ellipse', { cx: x, cy: y, rx: 16, ry: 12, fill: color, transform: `rotate(-20 ${num(x)} ${num(y)})` }) +
        el('path', {
          d: `M${num(x + 14)} ${num(y - 4)}v-70${i % 2 ? 'q20 10 24 36' : ''}`,
          fill: 'none',
          stroke: color,
          'stroke-width': 5,
        }),
    );
  }
  return notes.join('');
}

function keyboard(): string {
  let white = '';
  let black = '';
  const keyW = 800 / 14;
  for (let i = 0; i < 14; i++) white += `M${num(i * keyW + 2)} 400h${num(keyW - 4)}v190h${num(-keyW + 4)}Z`;
  for (let i = 0; i < 14; i++) {
    if (i % 7 === 2 || i % 7 === 6) continue;
    black += `M${num((i + 1) * keyW - keyW * 0.3)} 400h${num(keyW * 0.6)}v115h${num(-keyW * 0.6)}Z`;
  }
  return [
    el('path', { d: white, fill: brand.cream }),
    el('path', { d: black, fill: brand.plum }),
    el('rect', { x: -10, y: 400, width: W + 20, height: 12, fill: brand.plum, opacity: 0.4 }),
  ].join('');
}

function guitar(tint: Tint): string {
  const wood = mix('#C98B4A', tint.accent, 0.2);
  let strings = '';
  for (let k = -2; k <= 3; k++) strings += `M${num(400 + k * 4)} 80V500`;
  return el(
    'g',
    { transform: 'rotate(-18 400 420)' },
    el('rect', { x: 382, y: 70, width: 36, height: 300, rx: 6, fill: '#4A2A1A' }) +
      el('path', { d: 'M378 30h44l-4 50h-36Z', fill: '#3A2014' }) +
      el('path', {
        d: 'M400 300c70 0 90 40 80 80c-6 24 -30 30 -30 50c0 20 50 30 50 90c0 60 -60 90 -100 90s-100 -30 -100 -90c0 -60 50 -70 50 -90c0 -20 -24 -26 -30 -50c-10 -40 10 -80 80 -80Z',
        fill: wood,
      }) +
      el('circle', { cx: 400, cy: 440, r: 34, fill: '#2A1810' }) +
      el('rect', { x: 370, y: 520, width: 60, height: 12, rx: 4, fill: '#3A2014' }) +
      el('path', { d: strings, stroke: brand.cream, 'stroke-width': 1.5, opacity: 0.7 }),
  );
}

function turntable(tint: Tint): string {
  let grooves = '';
  for (let r = 50; r < 130; r += 12)
    grooves += `M${400 - r} 440a${r} ${r * 0.45} 0 1 0 ${r * 2} 0a${r} ${r * 0.45} 0 1 0 ${-r * 2} 0`;
  const speaker = (x: number) =>
    el('rect', { x, y: 250, width: 130, height: 260, rx: 12, fill: shade(tint.deep, -0.4) }) +
    el('circle', {
      cx: x + 65,
      cy: 320,
      r: 34,
      fill: brand.plum,
      stroke: shade(tint.accent, -0.2),
      'stroke-width': 6,
    }) +
    el('circle', { cx: x + 65, cy: 430, r: 48, fill: brand.plum, stroke: shade(tint.accent, -0.2), 'stroke-width': 6 });
  return [
    speaker(40),
    speaker(630),
    el('rect', { x: 200, y: 400, width: 400, height: 130, rx: 14, fill: '#8A5A3A' }),
    el('ellipse', { cx: 400, cy: 440, rx: 150, ry: 66, fill: '#141017' }),
    el('path', { d: grooves, fill: 'none', stroke: '#2A2230', 'stroke-width': 2 }),
    el('ellipse', { cx: 400, cy: 440, rx: 40, ry: 18, fill: tint.accent }),
    el('path', {
      d: 'M560 410v40l-60 20',
      fill: 'none',
      stroke: brand.cream,
      'stroke-width': 7,
      'stroke-linecap': 'round',
    }),
  ].join('');
}

export const music: SceneDrawer = ({ rng, tint }) => {
  const instrument = rng.pick(['keys', 'guitar', 'turntable'] as const);
  return [
    el('rect', { width: W, height: 600, fill: 'url(#sky)' }),
    beams(tint, [200, 600], 420),
    glowAt(400, 340, 300, 0.7),
    floatingNotes(rng, tint, 120, 680),
    el('rect', { x: -10, y: 360, width: W + 20, height: 50, fill: shade(tint.deep, -0.5) }),
    el('path', { d: 'M-10 370H810', stroke: brand.gold, 'stroke-width': 3, opacity: 0.6 }),
    instrument === 'keys'
      ? keyboard()
      : el('rect', { x: -10, y: 410, width: W + 20, height: 200, fill: 'url(#floor)' }) +
        (instrument === 'guitar' ? guitar(tint) : turntable(tint)),
  ].join('');
};

export const dancing: SceneDrawer = ({ rng, tint }) => {
  let tiles = '';
  const rows = 6;
  for (let r = 0; r < rows; r++) {
    const y0 = 360 + r * r * 7 + r * 10;
    const y1 = 360 + (r + 1) * (r + 1) * 7 + (r + 1) * 10;
    const cols = 8;
    for (let c = 0; c < cols; c++) {
      if ((r + c) % 2) continue;
      const spread = (y: number) => 1 + (y - 360) / 250;
      const x = (cx: number, y: number) => 400 + (cx - 400) * spread(y);
      const xa = 100 + c * 75;
      const xb = xa + 75;
      tiles += `M${num(x(xa, y0))} ${num(y0)}L${num(x(xb, y0))} ${num(y0)}L${num(x(xb, y1))} ${num(y1)}L${num(x(xa, y1))} ${num(y1)}Z`;
    }
  }
  let facets = '';
  for (let k = -3; k <= 3; k++) facets += `M${num(400 + k * 14)} 84v112M${num(346)} ${num(140 + k * 14)}h108`;
  const confetti: string[] = [];
  for (let i = 0; i < 30; i++) {
    const x = rng.range(0, W);
    const y = rng.range(0, 360);
    const fill = rng.pick([brand.gold, brand.rose, brand.violet, tint.accent]);
    confetti.push(
      el('rect', {
        x,
        y,
        width: 6,
        height: 12,
        fill,
        transform: `rotate(${num(rng.range(0, 180))} ${num(x)} ${num(y)})`,
        opacity: 0.8,
      }),
    );
  }
  return [
    el('rect', { width: W, height: 600, fill: 'url(#sky)' }),
    beams(tint, [120, 400, 680], 600),
    el('rect', { x: -10, y: 360, width: W + 20, height: 250, fill: shade(tint.deep, -0.3) }),
    el('path', { d: tiles, fill: tint.accent, opacity: 0.5 }),
    glowAt(400, 140, 200),
    el('path', { d: 'M400 0V84', stroke: brand.cream, 'stroke-width': 3 }),
    el('circle', { cx: 400, cy: 140, r: 56, fill: '#C9C3CC' }),
    el('path', { d: facets, stroke: '#7D777C', 'stroke-width': 2 }),
    el('circle', { cx: 382, cy: 120, r: 14, fill: brand.cream, opacity: 0.7 }),
    ...confetti,
  ].join('');
};

const cinema: SceneDrawer = ({ rng, tint }) => {
  let seats = '';
  for (let row = 0; row < 3; row++) {
    const y = 470 + row * 50;
    const w = 70 + row * 8;
    for (let x = -w / 2 + (row % 2) * (w / 2); x < W + w; x += w) {
      seats += `M${num(x - w / 2 + 4)} ${num(y + 60)}v-40a${num(w / 2 - 4)} 26 0 0 1 ${num(w - 8)} 0v40Z`;
    }
  }
  return [
    el('rect', { width: W, height: 600, fill: shade(tint.deep, -0.3) }),
    glowAt(400, 220, 380, 0.5),
    el('rect', { x: 150, y: 70, width: 500, height: 280, rx: 8, fill: mix(tint.glow, brand.cream, 0.3) }),
    // A still on the screen: dusk over hills.
    el('rect', { x: 166, y: 86, width: 468, height: 248, fill: 'url(#sky)' }),
    el('circle', { cx: rng.range(300, 520), cy: 230, r: 40, fill: brand.gold }),
    el('path', { d: 'M166 334V270C260 230 340 280 420 250S560 230 634 260V334Z', fill: shade(tint.deep, -0.4) }),
    el('path', { d: 'M400 40L140 600H660Z', fill: tint.glow, opacity: 0.08 }),
    curtains(tint),
    el('path', { d: seats, fill: brand.plum }),
    el('path', { d: seats, fill: 'none', stroke: tint.accent, 'stroke-width': 2, opacity: 0.4 }),
  ].join('');
};

const movieNight: SceneDrawer = ({ rng, tint }) => {
  let bulbs = '';
  for (let x = 20; x < W; x += 46)
    bulbs += el('circle', { cx: x, cy: 40 + Math.sin(x / 60) * 14, r: 6, fill: brand.gold });
  let stripes = '';
  for (let x = 566; x < 660; x += 20) stripes += `M${x} 470l4 90h10l-4 -90Z`;
  let kernels = '';
  for (let i = 0; i < 9; i++)
    kernels += el('circle', {
      cx: 570 + rng.range(0, 90),
      cy: 466 + rng.range(-22, 4),
      r: rng.range(9, 13),
      fill: '#FFF3D6',
    });
  return [
    el('rect', { width: W, height: 600, fill: shade(tint.deep, -0.2) }),
    el('path', { d: 'M0 40Q200 70 400 40T800 40', fill: 'none', stroke: brand.plum, 'stroke-width': 2 }),
    bulbs,
    glowAt(400, 220, 340, 0.55),
    el('rect', { x: 130, y: 80, width: 540, height: 300, fill: mix(tint.glow, brand.cream, 0.2) }),
    el('rect', { x: 140, y: 90, width: 520, height: 280, fill: 'url(#sky)' }),
    el('circle', { cx: rng.range(260, 540), cy: 200, r: 36, fill: brand.cream, opacity: 0.9 }),
    el('path', { d: 'M140 370V300C240 260 320 310 400 280S560 260 660 290V370Z', fill: shade(tint.deep, -0.4) }),
    // Sofa seen from behind.
    el('rect', { x: 60, y: 420, width: 460, height: 190, rx: 40, fill: tint.accent }),
    el('rect', { x: 60, y: 420, width: 460, height: 190, rx: 40, fill: brand.plum, opacity: 0.45 }),
    el('path', { d: 'M290 430V600', stroke: brand.plum, 'stroke-width': 4, opacity: 0.5 }),
    // Popcorn.
    kernels,
    el('path', { d: 'M556 470h110l-14 100h-82Z', fill: brand.cream }),
    el('path', { d: stripes, fill: brand.crimson }),
  ].join('');
};

export const movies: SceneDrawer = (context) => (context.rng.chance(0.5) ? cinema : movieNight)(context);

export const gaming: SceneDrawer = ({ rng, tint }) => {
  let platforms = '';
  for (let i = 0; i < 4; i++)
    platforms += `M${num(200 + i * 110 + rng.range(-10, 10))} ${num(rng.range(220, 300))}h${num(rng.range(60, 100))}v16h-${num(80)}Z`;
  let coins = '';
  for (let i = 0; i < 5; i++) coins += `M${num(220 + i * 80)} ${num(rng.range(150, 200))}h12v12h-12Z`;
  const hero = 'M270 316h24v-12h-6v-8h-12v8h-6ZM276 284h12v12h-12Z';
  return [
    el('rect', { width: W, height: 600, fill: shade(tint.deep, -0.3) }),
    glowAt(400, 240, 380, 0.6),
    el('rect', { x: 150, y: 60, width: 500, height: 320, rx: 20, fill: brand.plum }),
    el('rect', { x: 170, y: 80, width: 460, height: 280, rx: 8, fill: 'url(#sky)' }),
    el('path', { d: 'M170 330h460v30H170Z', fill: '#3E8E5E' }),
    el('path', { d: platforms, fill: tint.accent }),
    el('path', { d: coins, fill: brand.gold }),
    el('path', { d: hero, fill: brand.cream }),
    el('path', { d: 'M380 380h40l20 40h-80Z', fill: brand.plum }),
    el('rect', { x: -10, y: 430, width: W + 20, height: 180, fill: shade(tint.deep, -0.5) }),
    // Controller.
    el('path', {
      d: 'M260 470h280c60 0 90 110 50 120c-30 8 -60 -40 -90 -40h-200c-30 0 -60 48 -90 40c-40 -10 -10 -120 50 -120Z',
      fill: tint.second,
    }),
    el('path', { d: 'M300 500h16v16h16v16h-16v16h-16v-16h-16v-16h16Z', fill: brand.plum }),
    el('circle', { cx: 490, cy: 505, r: 11, fill: brand.rose }),
    el('circle', { cx: 515, cy: 530, r: 11, fill: brand.gold }),
    el('circle', { cx: 465, cy: 530, r: 11, fill: brand.violet }),
    el('circle', { cx: 490, cy: 555, r: 11, fill: '#3DD68C' }),
  ].join('');
};

export const painting: SceneDrawer = ({ rng, tint }) => {
  const paints = [brand.rose, brand.gold, brand.violet, tint.accent, '#3DD68C', brand.cream];
  let strokes = '';
  for (let i = 0; i < 5; i++)
    strokes += `M${num(rng.range(300, 380))} ${num(rng.range(130, 220))}q40 -20 ${num(rng.range(60, 140))} 0`;
  return [
    el('rect', { width: W, height: 600, fill: shade(tint.deep, -0.15) }),
    glowAt(160, 120, 260, 0.8),
    el('rect', { x: -10, y: 480, width: W + 20, height: 130, fill: 'url(#floor)' }),
    // Easel legs, canvas, ledge.
    el('path', {
      d: 'M400 60L300 560M400 60L500 560M400 60V530',
      stroke: '#8A5A3A',
      'stroke-width': 14,
      'stroke-linecap': 'round',
    }),
    el('rect', { x: 250, y: 100, width: 300, height: 240, fill: brand.cream }),
    el('rect', { x: 266, y: 116, width: 268, height: 208, fill: 'url(#sky)' }),
    el('circle', { cx: 470, cy: 170, r: 30, fill: brand.gold }),
    el('path', { d: 'M266 324V260C330 220 380 270 430 240S510 230 534 250V324Z', fill: tint.accent }),
    el('path', { d: strokes, fill: 'none', stroke: brand.cream, 'stroke-width': 4, opacity: 0.4 }),
    el('rect', { x: 230, y: 340, width: 340, height: 16, fill: '#8A5A3A' }),
    // Palette with paint.
    el('path', {
      d: 'M560 500c0 -60 160 -80 200 -20c20 30 -20 40 -40 40c-30 0 -20 40 -60 40c-60 0 -100 -20 -100 -60Z',
      fill: '#D9B88A',
    }),
    el('circle', { cx: 640, cy: 520, r: 14, fill: shade(tint.deep, -0.15) }),
    ...paints.map((fill, i) =>
      el('circle', { cx: 600 + (i % 3) * 40, cy: 480 + Math.floor(i / 3) * 22 - (i % 3) * 6, r: 11, fill }),
    ),
    // Brushes in a jar.
    el('path', { d: 'M90 570h90l-8 -90h-74Z', fill: tint.second, opacity: 0.85 }),
    el('path', {
      d: 'M110 480l-20 -110M135 480v-120M160 480l24 -106',
      stroke: '#8A5A3A',
      'stroke-width': 7,
      'stroke-linecap': 'round',
    }),
    el('path', {
      d: 'M90 370l-6 -24M135 360v-26M184 374l6 -24',
      stroke: brand.rose,
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }),
  ].join('');
};

export const photography: SceneDrawer = ({ rng, tint }) => {
  const prints = [0, 1, 2, 3].map((i) => {
    const x = 90 + i * 170;
    const y = 70 + (i % 2) * 16;
    const angle = rng.range(-8, 8);
    return el(
      'g',
      { transform: `rotate(${num(angle)} ${x + 60} ${y})` },
      el('rect', { x, y, width: 120, height: 140, fill: brand.cream }) +
        el('rect', { x: x + 10, y: y + 10, width: 100, height: 96, fill: i % 2 ? tint.accent : tint.second }) +
        el('circle', { cx: x + 40 + i * 10, cy: y + 50, r: 14, fill: brand.gold }) +
        el('path', {
          d: `M${x + 10} ${y + 106}V${y + 80}q30 -24 60 0t40 -6V${y + 106}Z`,
          fill: shade(tint.deep, -0.2),
        }) +
        el('rect', { x: x + 50, y: y - 8, width: 20, height: 16, rx: 3, fill: brand.gold }),
    );
  });
  return [
    el('rect', { width: W, height: 600, fill: 'url(#sky)' }),
    el('path', { d: 'M0 60Q400 100 800 60', fill: 'none', stroke: brand.cream, 'stroke-width': 2, opacity: 0.6 }),
    ...prints,
    glowAt(400, 420, 300, 0.5),
    // Camera.
    el('path', {
      d: 'M300 300h60l16 -26h80l16 26h28a30 30 0 0 1 30 30v150a30 30 0 0 1 -30 30H230a30 30 0 0 1 -30 -30V330a30 30 0 0 1 30 -30Z',
      fill: brand.plum,
    }),
    el('rect', { x: 200, y: 350, width: 330, height: 80, fill: tint.accent, opacity: 0.85 }),
    el('circle', { cx: 400, cy: 400, r: 86, fill: '#2B2430' }),
    el('circle', { cx: 400, cy: 400, r: 66, fill: '#15101A', stroke: '#7D777C', 'stroke-width': 6 }),
    el('circle', { cx: 400, cy: 400, r: 40, fill: mix(brand.violet, brand.plum, 0.6) }),
    el('circle', { cx: 382, cy: 380, r: 12, fill: brand.cream, opacity: 0.7 }),
    el('rect', { x: 250, y: 318, width: 40, height: 20, rx: 4, fill: brand.cream, opacity: 0.8 }),
    el('circle', { cx: 480, cy: 290, r: 10, fill: brand.rose }),
  ].join('');
};
