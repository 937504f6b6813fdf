import { brand, mix, shade } from '../palette';
import { el, num } from '../svg';
import { cityWindow, glowAt, pendant, type SceneDrawer, sparkle, sprig, stars, steam, tableTop, W } from './kit';

/** Scenes around a table, a counter or a shelf. */

const wood = (accent: string) => mix('#6B3F2A', accent, 0.15);

export const coffee: SceneDrawer = ({ rng, tint }) => {
  const cup = tint.accent;
  return [
    el('rect', { width: W, height: 600, fill: shade(tint.deep, -0.1) }),
    cityWindow(rng, 80, 70, 300, 250, tint),
    pendant(590, -10, 110, tint),
    tableTop(420, wood(tint.accent)),
    // Saucer, cup, handle, latte heart.
    el('ellipse', { cx: 420, cy: 520, rx: 170, ry: 36, fill: brand.cream }),
    el('ellipse', { cx: 420, cy: 514, rx: 120, ry: 22, fill: shade(brand.cream, -0.1) }),
    el('path', { d: 'M300 400h240c0 80 -40 120 -120 120s-120 -40 -120 -120Z', fill: cup }),
    el('path', { d: 'M536 420c50 -6 60 50 6 64', fill: 'none', stroke: cup, 'stroke-width': 16 }),
    el('ellipse', { cx: 420, cy: 400, rx: 120, ry: 24, fill: '#6B3A20' }),
    el('path', { d: 'M420 412c-30 -18 -26 -36 -8 -36c6 0 8 4 8 8c0 -4 2 -8 8 -8c18 0 22 18 -8 36Z', fill: '#F1DCC0' }),
    steam(420, 370, brand.cream),
    el('path', { d: 'M120 470h120l-10 18h-100Z', fill: brand.gold, opacity: 0.9 }),
    el('circle', { cx: 680, cy: 470, r: 26, fill: brand.gold, opacity: 0.85 }),
    el('circle', { cx: 680, cy: 470, r: 12, fill: shade(brand.gold, -0.3) }),
  ].join('');
};

export const tea: SceneDrawer = ({ rng, tint }) => {
  const pot = tint.accent;
  const cupAt = (x: number) =>
    el('path', { d: `M${x - 40} 460h80c-4 40 -20 56 -40 56s-36 -16 -40 -56Z`, fill: brand.cream }) +
    el('ellipse', { cx: x, cy: 460, rx: 40, ry: 8, fill: '#B5893A' });
  let bamboo = '';
  for (let i = 0; i < 5; i++) {
    const x = 470 + i * 48 + rng.range(-8, 8);
    bamboo += `M${num(x)} 330V70M${num(x - 8)} ${num(rng.range(120, 160))}h16M${num(x - 8)} ${num(rng.range(220, 260))}h16`;
  }
  return [
    el('rect', { width: W, height: 600, fill: shade(tint.deep, -0.05) }),
    // Round moon window.
    el('circle', { cx: 600, cy: 200, r: 150, fill: 'url(#sky)' }),
    glowAt(640, 150, 90, 0.8),
    el('circle', { cx: 640, cy: 150, r: 30, fill: brand.gold }),
    el('path', { d: bamboo, stroke: mix('#3E8E5E', tint.deep, 0.4), 'stroke-width': 12, 'stroke-linecap': 'round' }),
    el('circle', { cx: 600, cy: 200, r: 150, fill: 'none', stroke: shade(tint.deep, -0.45), 'stroke-width': 18 }),
    // Lantern.
    el('path', { d: 'M170 0V60', stroke: brand.plum, 'stroke-width': 3 }),
    glowAt(170, 110, 120, 0.6),
    el('ellipse', { cx: 170, cy: 110, rx: 46, ry: 56, fill: brand.rose }),
    el('path', { d: 'M130 110h80M140 80h60M140 140h60', stroke: shade(brand.rose, -0.3), 'stroke-width': 3 }),
    tableTop(420, wood(tint.accent)),
    // Teapot.
    el('path', { d: 'M300 500c-80 0 -100 -60 -80 -100c20 -40 160 -40 180 0c20 40 0 100 -100 100Z', fill: pot }),
    el('path', {
      d: 'M390 430c40 -10 50 -40 70 -40',
      fill: 'none',
      stroke: pot,
      'stroke-width': 14,
      'stroke-linecap': 'round',
    }),
    el('path', { d: 'M226 420c-40 -10 -40 60 6 50', fill: 'none', stroke: shade(pot, -0.2), 'stroke-width': 12 }),
    el('ellipse', { cx: 310, cy: 384, rx: 50, ry: 12, fill: shade(pot, -0.25) }),
    el('circle', { cx: 310, cy: 370, r: 10, fill: brand.gold }),
    cupAt(520),
    cupAt(640),
    steam(520, 440, brand.cream, 2, 18),
    steam(640, 440, brand.cream, 2, 18),
  ].join('');
};

export const cooking: SceneDrawer = ({ rng, tint }) => {
  let tiles = '';
  for (let y = 0; y < 380; y += 48) tiles += `M0 ${y}H800`;
  for (let x = 0; x < 800; x += 64) tiles += `M${x} 0V380`;
  const pot = tint.accent;
  const veg = [brand.rose, '#5FA65A', brand.gold, '#E2703A'];
  return [
    el('rect', { width: W, height: 600, fill: mix(tint.deep, tint.mid, 0.4) }),
    el('path', { d: tiles, stroke: shade(tint.deep, -0.3), 'stroke-width': 3, opacity: 0.6 }),
    // Utensil rail.
    el('path', { d: 'M80 60H720', stroke: brand.gold, 'stroke-width': 6 }),
    el('path', {
      d: 'M150 60v110M140 170a10 16 0 1 0 20 0a10 16 0 1 0 -20 0M260 60v100M240 160h40l-4 40h-32ZM620 60v90',
      stroke: brand.cream,
      'stroke-width': 6,
      fill: brand.cream,
      opacity: 0.8,
    }),
    el('ellipse', {
      cx: 620,
      cy: 180,
      rx: 22,
      ry: 34,
      fill: 'none',
      stroke: brand.cream,
      'stroke-width': 5,
      opacity: 0.8,
    }),
    el('rect', { x: -10, y: 380, width: W + 20, height: 230, fill: shade(tint.deep, -0.35) }),
    el('rect', { x: -10, y: 380, width: W + 20, height: 14, fill: shade(tint.mid, 0.1) }),
    // Flame, pot, lid, steam.
    el('path', {
      d: 'M250 420q10 -20 20 0q10 -24 20 0q10 -20 20 0q10 -24 20 0q10 -20 20 0',
      fill: '#5AA0E8',
      stroke: '#5AA0E8',
      'stroke-width': 4,
    }),
    el('path', { d: 'M200 410V300h200v110c0 14 -10 20 -24 20H224c-14 0 -24 -6 -24 -20Z', fill: pot }),
    el('path', {
      d: 'M180 320h40M380 320h40',
      stroke: shade(pot, -0.3),
      'stroke-width': 14,
      'stroke-linecap': 'round',
    }),
    el('path', { d: 'M192 300q108 -50 216 0Z', fill: shade(pot, -0.2) }),
    el('circle', { cx: 300, cy: 268, r: 10, fill: brand.gold }),
    steam(300, 250, brand.cream),
    // Board with vegetables.
    el('rect', { x: 470, y: 440, width: 260, height: 120, rx: 16, fill: wood(tint.accent) }),
    ...veg.map((fill, i) =>
      el('circle', { cx: 520 + i * 52 + rng.range(-6, 6), cy: 490 + rng.range(-10, 10), r: 20, fill }),
    ),
    sprig(560, 560, 40, 10, '#5FA65A'),
  ].join('');
};

export const food: SceneDrawer = ({ rng, tint }) => {
  const cloth = mix(tint.mid, brand.cream, 0.1);
  let checks = '';
  for (let x = 0; x < 800; x += 80) checks += `M${x} 0h40v600h-40Z`;
  for (let y = 0; y < 600; y += 80) checks += `M0 ${y}h800v40h-800Z`;
  const plate = (x: number, y: number, r: number, dish: string) =>
    el('circle', { cx: x + 8, cy: y + 10, r, fill: brand.plum, opacity: 0.35 }) +
    el('circle', { cx: x, cy: y, r, fill: brand.cream }) +
    el('circle', { cx: x, cy: y, r: r * 0.72, fill: shade(brand.cream, -0.08) }) +
    dish;
  let pasta = '';
  for (let i = 0; i < 6; i++)
    pasta += `M${num(250 + rng.range(-40, 20))} ${num(240 + rng.range(-30, 30))}q30 -30 60 0t60 0`;
  const salad = [0, 1, 2, 3, 4, 5]
    .map((i) =>
      el('ellipse', {
        cx: 560 + Math.cos(i) * 40,
        cy: 190 + Math.sin(i) * 36,
        rx: 30,
        ry: 16,
        fill: i % 2 ? '#5FA65A' : '#8CC66B',
        transform: `rotate(${i * 60} ${num(560 + Math.cos(i) * 40)} ${num(190 + Math.sin(i) * 36)})`,
      }),
    )
    .join('');
  return [
    el('rect', { width: W, height: 600, fill: cloth }),
    el('path', { d: checks, fill: shade(cloth, -0.25), opacity: 0.5 }),
    glowAt(400, 300, 360, 0.35),
    plate(
      280,
      250,
      130,
      el('path', { d: pasta, fill: 'none', stroke: brand.gold, 'stroke-width': 8, 'stroke-linecap': 'round' }) +
        el('circle', { cx: 290, cy: 240, r: 14, fill: brand.rose }) +
        el('circle', { cx: 250, cy: 270, r: 10, fill: brand.rose }),
    ),
    plate(560, 200, 100, salad + el('circle', { cx: 560, cy: 200, r: 14, fill: brand.rose })),
    plate(
      560,
      460,
      90,
      el('path', { d: 'M500 470c0 -50 120 -50 120 0c0 20 -120 20 -120 0Z', fill: '#C98B4A' }) +
        el('path', {
          d: 'M520 452l12 -10M548 448l12 -10M576 452l12 -10',
          stroke: shade('#C98B4A', -0.3),
          'stroke-width': 4,
        }),
    ),
    // Glass and cutlery.
    el('circle', { cx: 140, cy: 470, r: 50, fill: tint.accent, opacity: 0.55 }),
    el('circle', { cx: 140, cy: 470, r: 50, fill: 'none', stroke: brand.cream, 'stroke-width': 5, opacity: 0.8 }),
    el('path', {
      d: 'M430 80v110M700 330v140M716 330v40',
      stroke: '#D9D4D8',
      'stroke-width': 8,
      'stroke-linecap': 'round',
    }),
    sparkle(120, 440, 8, brand.cream),
  ].join('');
};

export const chess: SceneDrawer = ({ rng, tint }) => {
  const corners = { nl: [110, 560], nr: [690, 560], fl: [230, 330], fr: [570, 330] } as const;
  const at = (u: number, v: number): [number, number] => {
    const lx = corners.fl[0] + (corners.nl[0] - corners.fl[0]) * v;
    const rx = corners.fr[0] + (corners.nr[0] - corners.fr[0]) * v;
    const y = corners.fl[1] + (corners.nl[1] - corners.fl[1]) * v;
    return [lx + (rx - lx) * u, y];
  };
  let dark = '';
  for (let i = 0; i < 8; i++) {
    for (let j = 0; j < 8; j++) {
      if ((i + j) % 2 === 0) continue;
      const [a, b, c, d] = [
        at(i / 8, j / 8),
        at((i + 1) / 8, j / 8),
        at((i + 1) / 8, (j + 1) / 8),
        at(i / 8, (j + 1) / 8),
      ];
      dark += `M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}L${num(c[0])} ${num(c[1])}L${num(d[0])} ${num(d[1])}Z`;
    }
  }
  const piece = (i: number, j: number, tall: number, light: boolean, crown: boolean) => {
    const [x, y] = at((i + 0.5) / 8, (j + 0.7) / 8);
    const s = 0.7 + (j / 8) * 0.5;
    const fill = light ? brand.cream : brand.plum;
    const h = tall * s;
    return (
      el('ellipse', { cx: x, cy: y, rx: 22 * s, ry: 7 * s, fill: shade(fill, light ? -0.2 : 0.15) }) +
      el('path', {
        d: `M${num(x - 18 * s)} ${num(y)}L${num(x - 8 * s)} ${num(y - h)}h${num(16 * s)}L${num(x + 18 * s)} ${num(y)}Z`,
        fill,
      }) +
      el('circle', { cx: x, cy: y - h - 8 * s, r: 12 * s, fill }) +
      (crown
        ? el('path', {
            d: `M${num(x)} ${num(y - h - 34 * s)}v${num(16 * s)}M${num(x - 7 * s)} ${num(y - h - 27 * s)}h${num(14 * s)}`,
            stroke: fill,
            'stroke-width': 5 * s,
          })
        : '')
    );
  };
  const board = shade(tint.accent, 0.5);
  return [
    el('rect', { width: W, height: 600, fill: shade(tint.deep, -0.1) }),
    glowAt(400, 200, 340, 0.6),
    pendant(400, -10, 60, tint),
    tableTop(380, wood(tint.accent)),
    el('path', {
      d: `M${corners.fl.join(' ')}L${corners.fr.join(' ')}L${corners.nr.join(' ')}L${corners.nl.join(' ')}Z`,
      fill: board,
    }),
    el('path', { d: dark, fill: shade(tint.accent, -0.35) }),
    el('path', {
      d: `M${corners.nl.join(' ')}L${corners.nr.join(' ')}v16H${corners.nl[0]}Z`,
      fill: shade(board, -0.4),
    }),
    piece(2, 1, 40, false, false),
    piece(5, 2, 70, false, true),
    piece(3, 3, 40, false, false),
    piece(4, 5, 40, true, false),
    piece(2, 6, 74, true, true),
    piece(6, 6, 44, true, false),
    sparkle(rng.range(600, 740), rng.range(80, 200), 9, brand.gold),
  ].join('');
};

const bookshelf: SceneDrawer = ({ rng, tint }) => {
  const palette = [
    tint.accent,
    tint.second,
    brand.gold,
    brand.rose,
    brand.violet,
    brand.cream,
    shade(tint.accent, -0.3),
  ];
  const shelves = [150, 310, 470];
  const books: string[] = [];
  for (const shelfY of shelves) {
    let x = 40;
    while (x < 760) {
      const w = rng.range(20, 42);
      const h = rng.range(90, 130);
      const fill = rng.pick(palette);
      if (rng.chance(0.08)) {
        books.push(
          el('rect', {
            x,
            y: shelfY - h,
            width: w,
            height: h,
            rx: 3,
            fill,
            transform: `rotate(12 ${num(x + w)} ${shelfY})`,
          }),
        );
        x += w + 26;
        continue;
      }
      books.push(el('rect', { x, y: shelfY - h, width: w, height: h, rx: 3, fill }));
      books.push(
        el('path', {
          d: `M${num(x + 4)} ${num(shelfY - h + 16)}h${num(w - 8)}M${num(x + 4)} ${num(shelfY - 20)}h${num(w - 8)}`,
          stroke: shade(fill, -0.35),
          'stroke-width': 3,
        }),
      );
      x += w + rng.range(1, 4);
      if (rng.chance(0.07)) x += 60;
    }
  }
  return [
    el('rect', { width: W, height: 600, fill: shade(tint.deep, -0.25) }),
    ...books,
    ...shelves.map((y) => el('rect', { x: 20, y, width: 760, height: 16, fill: wood(tint.accent) })),
    el('path', { d: 'M20 0V600M780 0V600', stroke: wood(tint.accent), 'stroke-width': 26 }),
    glowAt(640, 470, 220, 0.8),
    // Reading lamp.
    el('path', { d: 'M690 600V420l-40 -40', fill: 'none', stroke: brand.plum, 'stroke-width': 8 }),
    el('path', { d: 'M600 400l60 -60l40 40l-30 40Z', fill: tint.accent }),
    el('rect', { x: -10, y: 520, width: W + 20, height: 90, fill: brand.plum, opacity: 0.7 }),
    // An open book on the ledge.
    el('path', { d: 'M250 560q75 -30 150 0q75 -30 150 0v-60q-75 -30 -150 0q-75 -30 -150 0Z', fill: brand.cream }),
    el('path', { d: 'M400 500v60', stroke: shade(brand.cream, -0.3), 'stroke-width': 3 }),
    el('path', {
      d: 'M280 520q50 -14 100 0M280 536q50 -14 100 0M420 520q50 -14 100 0M420 536q50 -14 100 0',
      fill: 'none',
      stroke: shade(brand.cream, -0.35),
      'stroke-width': 3,
    }),
  ].join('');
};

const readingNook: SceneDrawer = ({ rng, tint }) => {
  const chair = tint.accent;
  const stack = [tint.second, brand.gold, brand.rose, brand.violet]
    .map((fill, i) =>
      el('rect', { x: 600 + rng.range(-8, 8), y: 468 - i * 22, width: 130 - i * 8, height: 20, rx: 3, fill }),
    )
    .join('');
  return [
    el('rect', { width: W, height: 600, fill: shade(tint.deep, -0.15) }),
    el('rect', { x: 90, y: 60, width: 320, height: 300, rx: 10, fill: 'url(#sky)' }),
    el('clipPath', { id: 'pane' }, el('rect', { x: 90, y: 60, width: 320, height: 300 })),
    el('g', { 'clip-path': 'url(#pane)' }, stars(rng, 40, 360, brand.cream)),
    el('path', { d: 'M330 100A30 30 0 1 0 360 130A25 25 0 1 1 330 100Z', fill: brand.gold }),
    el('path', {
      d: 'M90 60h320v300H90ZM250 60v300M90 210h320',
      fill: 'none',
      stroke: shade(tint.deep, -0.45),
      'stroke-width': 12,
    }),
    el('rect', { x: -10, y: 470, width: W + 20, height: 140, fill: 'url(#floor)' }),
    glowAt(520, 230, 240, 0.9),
    // Floor lamp.
    el('path', { d: 'M520 560V250', stroke: brand.plum, 'stroke-width': 8 }),
    el('path', { d: 'M470 250h100l-20 -60h-60Z', fill: brand.gold }),
    el('ellipse', { cx: 520, cy: 562, rx: 40, ry: 8, fill: brand.plum }),
    // Armchair with a blanket and an open book.
    el('path', { d: 'M120 560V400c0 -60 40 -90 120 -90s120 30 120 90v160Z', fill: chair }),
    el('rect', { x: 90, y: 420, width: 70, height: 140, rx: 30, fill: shade(chair, -0.2) }),
    el('rect', { x: 320, y: 420, width: 70, height: 140, rx: 30, fill: shade(chair, -0.2) }),
    el('rect', { x: 150, y: 460, width: 180, height: 60, rx: 20, fill: shade(chair, 0.15) }),
    el('path', { d: 'M180 470q30 -16 60 0q30 -16 60 0v-34q-30 -16 -60 0q-30 -16 -60 0Z', fill: brand.cream }),
    el('path', { d: 'M110 560v22M370 560v22', stroke: brand.plum, 'stroke-width': 10 }),
    // Side table with a stack of books and a mug.
    el('rect', { x: 580, y: 490, width: 170, height: 14, fill: wood(tint.accent) }),
    el('path', { d: 'M600 504v70M730 504v70', stroke: wood(tint.accent), 'stroke-width': 10 }),
    stack,
    el('rect', { x: 680, y: 378, width: 40, height: 44, rx: 6, fill: brand.cream }),
    steam(700, 370, brand.cream, 1),
  ].join('');
};

export const reading: SceneDrawer = (context) => (context.rng.chance(0.5) ? bookshelf : readingNook)(context);

export const poetry: SceneDrawer = ({ rng, tint }) => {
  let lines = '';
  for (let i = 0; i < 7; i++) {
    const y = 250 + i * 34;
    const w = rng.range(100, 190);
    lines += `M170 ${y}q${num(w / 4)} -8 ${num(w / 2)} 0t${num(w / 2)} 0`;
    const w2 = rng.range(80, 170);
    if (i < 5) lines += `M430 ${y}q${num(w2 / 4)} -8 ${num(w2 / 2)} 0t${num(w2 / 2)} 0`;
  }
  const petals: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = rng.range(60, 760);
    const y = rng.range(40, 560);
    petals.push(
      el('ellipse', {
        cx: x,
        cy: y,
        rx: 12,
        ry: 6,
        fill: brand.rose,
        opacity: 0.7,
        transform: `rotate(${num(rng.range(0, 180))} ${num(x)} ${num(y)})`,
      }),
    );
  }
  return [
    el('rect', { width: W, height: 600, fill: wood(tint.deep) }),
    el('rect', { width: W, height: 600, fill: 'url(#sky)', opacity: 0.55 }),
    glowAt(680, 150, 260, 0.8),
    // Notebook.
    el('path', {
      d: 'M140 190q130 -30 260 10q130 -40 260 -10v360q-130 -30 -260 10q-130 -40 -260 -10Z',
      fill: brand.plum,
      opacity: 0.4,
      transform: 'translate(10 14)',
    }),
    el('path', {
      d: 'M140 190q130 -30 260 10q130 -40 260 -10v360q-130 -30 -260 10q-130 -40 -260 -10Z',
      fill: brand.cream,
    }),
    el('path', { d: 'M400 200v360', stroke: shade(brand.cream, -0.25), 'stroke-width': 4 }),
    el('path', {
      d: lines,
      fill: 'none',
      stroke: tint.accent,
      'stroke-width': 3,
      'stroke-linecap': 'round',
      opacity: 0.85,
    }),
    // Fountain pen.
    el('path', { d: 'M640 520l90 -200l18 8l-90 200Z', fill: brand.plum }),
    el('path', { d: 'M640 520l-8 30l22 -22Z', fill: brand.gold }),
    // Candle.
    el('rect', { x: 660, y: 150, width: 40, height: 120, rx: 6, fill: brand.cream }),
    el('path', { d: 'M680 146c-14 -16 -6 -36 0 -50c6 14 14 34 0 50Z', fill: brand.gold }),
    ...petals,
  ].join('');
};

export const yoga: SceneDrawer = ({ rng, tint }) => {
  const mat = tint.accent;
  return [
    el('rect', { width: W, height: 600, fill: shade(tint.deep, -0.1) }),
    // Tall window with sunrise.
    el('clipPath', { id: 'win' }, el('rect', { x: 250, y: 40, width: 300, height: 330, rx: 150 })),
    el(
      'g',
      { 'clip-path': 'url(#win)' },
      el('rect', { x: 250, y: 40, width: 300, height: 330, fill: 'url(#sky)' }) +
        glowAt(400, 300, 200, 0.9) +
        el('circle', { cx: 400, cy: 300, r: 60, fill: brand.gold }) +
        el('path', { d: 'M250 300C320 270 350 290 400 300S500 280 550 296V370H250Z', fill: shade(tint.mid, -0.3) }),
    ),
    el('rect', {
      x: 250,
      y: 40,
      width: 300,
      height: 330,
      rx: 150,
      fill: 'none',
      stroke: shade(tint.deep, -0.45),
      'stroke-width': 14,
    }),
    el('path', { d: 'M400 40V370M250 220H550', stroke: shade(tint.deep, -0.45), 'stroke-width': 8 }),
    el('rect', { x: -10, y: 380, width: W + 20, height: 230, fill: 'url(#floor)' }),
    el('rect', { x: -10, y: 380, width: W + 20, height: 230, fill: wood(tint.accent), opacity: 0.45 }),
    // Mat in perspective, rolled at the far end.
    el('path', { d: 'M330 430h140l70 150H260Z', fill: mat }),
    el('path', { d: 'M344 440L284 570M456 440L516 570', stroke: shade(mat, 0.3), 'stroke-width': 4, opacity: 0.7 }),
    el('rect', { x: 326, y: 404, width: 148, height: 34, rx: 17, fill: shade(mat, 0.12) }),
    el('ellipse', { cx: 343, cy: 421, rx: 12, ry: 17, fill: shade(mat, -0.2) }),
    el('path', { d: 'M343 421m-6 0a6 8 0 1 1 6 8', fill: 'none', stroke: shade(mat, 0.3), 'stroke-width': 2 }),
    // Plant and candle.
    el('path', { d: 'M100 580h80l-10 -70h-60Z', fill: brand.cream }),
    sprig(140, 510, 150, -30, '#5FA65A'),
    sprig(140, 510, 120, 30, '#4E8E4A'),
    el('rect', { x: 640, y: 500, width: 34, height: 70, rx: 6, fill: brand.cream }),
    glowAt(657, 480, 70),
    el('path', { d: 'M657 496c-10 -12 -4 -26 0 -36c4 10 10 24 0 36Z', fill: brand.gold }),
    sparkle(rng.range(80, 200), rng.range(80, 200), 8, brand.gold),
  ].join('');
};
