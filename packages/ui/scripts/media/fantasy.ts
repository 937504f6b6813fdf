import { document, el, linear, num, palette, radial, starField, stream } from './svg';

/** The two locked Fantasy cards on the dashboard: a vampire and a witch (600 × 800). */

const W = 600;
const H = 800;
const cx = 300;

interface FaceColors {
  skin: string;
  shadow: string;
  iris: string;
  lips: string;
}

/** A calm, symmetric face: the same build for both cards, so they read as a pair. */
function face(colors: FaceColors, fangs: boolean): string {
  const outline = `M${cx} 230C372 230 404 290 404 370C404 440 380 500 340 530C324 542 312 548 ${cx} 548C288 548 276 542 260 530C220 500 196 440 196 370C196 290 228 230 ${cx} 230Z`;
  const eyes = [-1, 1]
    .map((side) => {
      const x = cx + side * 46;
      const shape = `M${x - side * 18} 392C${x - side * 8} 378 ${x + side * 10} 376 ${x + side * 20} 388C${x + side * 10} 400 ${x - side * 8} 402 ${x - side * 18} 392Z`;
      return (
        el('path', { d: shape, fill: '#FBF6F1' }) +
        el('circle', { cx: x + side, cy: 390, r: 8, fill: colors.iris }) +
        el('circle', { cx: x + side, cy: 390, r: 4, fill: palette.plum }) +
        el('circle', { cx: x + 3, cy: 387, r: 2, fill: '#FFFFFF' }) +
        el('path', {
          d: `M${x - side * 20} 390C${x - side * 8} 374 ${x + side * 10} 372 ${x + side * 24} 384l${side * 6} -5`,
          fill: 'none',
          stroke: '#22141C',
          'stroke-width': 4,
          'stroke-linecap': 'round',
        }) +
        el('path', {
          d: `M${x - side * 20} 356Q${x} 340 ${x + side * 26} 352`,
          fill: 'none',
          stroke: '#22141C',
          'stroke-width': 7,
          'stroke-linecap': 'round',
        })
      );
    })
    .join('');
  const fangTips = fangs ? el('path', { d: 'M286 492l4 10l4 -10ZM306 492l4 10l4 -10Z', fill: '#FFFFFF' }) : '';
  return (
    el('path', { d: outline, fill: colors.skin }) +
    el('path', { d: `M372 260C404 300 410 420 370 500C390 430 392 330 352 268Z`, fill: colors.shadow, opacity: 0.5 }) +
    [-1, 1]
      .map((side) => el('ellipse', { cx: cx + side * 64, cy: 436, rx: 22, ry: 12, fill: palette.rose, opacity: 0.18 }))
      .join('') +
    eyes +
    el('path', {
      d: 'M298 404Q290 440 284 450Q296 458 312 452',
      fill: 'none',
      stroke: colors.shadow,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }) +
    el('path', { d: 'M270 486Q300 502 330 486Q300 512 270 486Z', fill: colors.lips }) +
    el('path', {
      d: 'M270 486Q300 496 330 486',
      fill: 'none',
      stroke: '#4A1626',
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }) +
    fangTips
  );
}

function bat(x: number, y: number, s: number): string {
  return el('path', {
    d: `M${num(x)} ${num(y)}q${num(-12 * s)} ${num(-14 * s)} ${num(-34 * s)} ${num(-6 * s)}q${num(10 * s)} ${num(4 * s)} ${num(8 * s)} ${num(14 * s)}q${num(10 * s)} ${num(-8 * s)} ${num(26 * s)} ${num(-8 * s)}q${num(16 * s)} 0 ${num(26 * s)} ${num(8 * s)}q${num(-2 * s)} ${num(-10 * s)} ${num(8 * s)} ${num(-14 * s)}q${num(-22 * s)} ${num(-8 * s)} ${num(-34 * s)} ${num(6 * s)}Z`,
    fill: palette.plum,
  });
}

export function vampire(): string {
  const random = stream(3);
  const defs =
    linear('bg', [
      [0, palette.plum],
      [0.6, '#4A0F24'],
      [1, palette.crimson],
    ]) +
    radial('moon', [
      [0, '#FFF1D6', 0.9],
      [1, '#FFF1D6', 0],
    ]) +
    linear('cape', [
      [0, '#1B0F1A'],
      [1, palette.plum],
    ]);
  let castle = 'M0 800V640h40v-30h20v30h30v-80l20 -30l20 30v80h30v-40h20v-24h14v24h20v40h40V800Z';
  castle += 'M60 610h10v-10h-10ZM120 560h8v14h-8Z';
  const body = [
    el('rect', { width: W, height: H, fill: 'url(#bg)' }),
    starField(random, 50, W, 500),
    el('circle', { cx: 420, cy: 230, r: 230, fill: 'url(#moon)' }),
    el('circle', { cx: 420, cy: 230, r: 120, fill: '#F8E7C8' }),
    el('circle', { cx: 380, cy: 200, r: 18, fill: '#E9D3AE' }),
    el('circle', { cx: 460, cy: 270, r: 12, fill: '#E9D3AE' }),
    el('path', { d: castle, fill: palette.plum }),
    bat(110, 150, 1.2),
    bat(180, 90, 0.8),
    bat(520, 420, 0.9),
    // The high collar fans out behind the head.
    el('path', { d: 'M120 700L150 440L230 560L300 520L370 560L450 440L480 700Z', fill: palette.crimson }),
    el('path', { d: 'M150 440L230 560L190 700ZM450 440L370 560L410 700Z', fill: '#8E1030' }),
    el('path', { d: `M${cx - 40} 520h80v110h-80Z`, fill: '#E8DDE6' }),
    el('path', { d: 'M0 800C20 680 110 630 220 610L300 700L380 610C490 630 580 680 600 800Z', fill: 'url(#cape)' }),
    el('path', { d: 'M262 600L300 680L338 600L300 628Z', fill: palette.cream }),
    el('circle', { cx, cy: 650, r: 12, fill: palette.crimson, stroke: palette.gold, 'stroke-width': 4 }),
    // Pointed ears behind the face.
    el('path', { d: 'M204 380L168 320L214 420ZM396 380L432 320L386 420Z', fill: '#DCD0DB' }),
    face({ skin: '#EDE3EA', shadow: '#B9A7BD', iris: palette.crimson, lips: '#9E2F45' }, true),
    // Slicked-back hair with a widow's peak.
    el('path', {
      d: `M196 360C186 260 232 196 ${cx} 192C368 196 414 260 404 360C396 300 372 270 340 262L${cx} 300L260 262C228 270 204 300 196 360Z`,
      fill: '#120C14',
    }),
    el('path', {
      d: 'M240 220Q300 196 360 222',
      fill: 'none',
      stroke: palette.violet,
      'stroke-width': 4,
      opacity: 0.35,
      'stroke-linecap': 'round',
    }),
  ].join('');
  return document(W, H, 'A vampire under a full moon', defs, body);
}

export function witch(): string {
  const random = stream(5);
  const defs =
    linear('bg', [
      [0, '#1B1040'],
      [0.7, palette.violetDeep],
      [1, '#7A2E5C'],
    ]) +
    radial('potion', [
      [0, '#7CF5C0', 0.9],
      [1, '#7CF5C0', 0],
    ]) +
    linear('hat', [
      [0, '#3B2670'],
      [1, '#1E1238'],
    ]);
  let sparkles = '';
  for (let i = 0; i < 8; i++) {
    const x = random(40, 560);
    const y = random(40, 520);
    const r = random(5, 10);
    sparkles += `M${num(x)} ${num(y - r)}Q${num(x)} ${num(y)} ${num(x + r)} ${num(y)}Q${num(x)} ${num(y)} ${num(x)} ${num(y + r)}Q${num(x)} ${num(y)} ${num(x - r)} ${num(y)}Q${num(x)} ${num(y)} ${num(x)} ${num(y - r)}Z`;
  }
  const hair = '#A33A2A';
  const body = [
    el('rect', { width: W, height: H, fill: 'url(#bg)' }),
    starField(random, 70, W, 600),
    el('path', { d: sparkles, fill: palette.gold, opacity: 0.85 }),
    el('path', { d: 'M110 74A56 56 0 1 0 166 130A48 48 0 1 1 110 74Z', fill: palette.gold }),
    // Long hair falling behind the shoulders.
    el('path', { d: 'M180 300C150 420 150 560 120 700L480 700C450 560 450 420 420 300Z', fill: hair }),
    el('path', { d: 'M0 800C20 690 110 640 220 624L300 690L380 624C490 640 580 690 600 800Z', fill: '#2A1A4A' }),
    el('path', { d: `M${cx - 36} 520h72v110h-72Z`, fill: '#E7B896' }),
    el('path', { d: 'M220 624L300 690L380 624L360 610L300 650L240 610Z', fill: palette.violet }),
    el('path', { d: `M${cx} 660l10 22l24 2l-18 16l6 24l-22 -12l-22 12l6 -24l-18 -16l24 -2Z`, fill: palette.gold }),
    face({ skin: '#F0C4A4', shadow: '#C98E74', iris: '#3FA66B', lips: '#B8334F' }, false),
    // Hair framing the face under the brim.
    el('path', {
      d: 'M196 330C196 420 180 520 150 600C200 560 222 460 226 330ZM404 330C404 420 420 520 450 600C400 560 378 460 374 330Z',
      fill: hair,
    }),
    el('path', { d: 'M200 330C230 300 270 310 300 330C330 310 370 300 400 330L400 300H200Z', fill: hair }),
    // The hat: a wide brim and a crooked point.
    el('path', { d: 'M60 320C160 270 440 270 540 320C440 350 160 350 60 320Z', fill: 'url(#hat)' }),
    el('path', { d: 'M190 306C210 220 250 120 340 40C330 110 380 180 410 306Z', fill: 'url(#hat)' }),
    el('path', { d: 'M196 280C260 296 340 296 404 280L410 306C340 322 260 322 190 306Z', fill: palette.gold }),
    el('path', { d: 'M290 286l10 -10l10 10l-10 10Z', fill: palette.violetDeep }),
    // A glowing potion.
    el('circle', { cx: 500, cy: 640, r: 110, fill: 'url(#potion)' }),
    el('path', {
      d: 'M488 560h24v30c30 12 44 40 44 66c0 40 -30 60 -56 60s-56 -20 -56 -60c0 -26 14 -54 44 -66Z',
      fill: '#7CF5C0',
      opacity: 0.85,
    }),
    el('rect', { x: 484, y: 548, width: 32, height: 16, rx: 4, fill: '#8A5A3A' }),
    el('path', {
      d: 'M470 660q30 -12 60 0',
      fill: 'none',
      stroke: palette.cream,
      'stroke-width': 4,
      opacity: 0.6,
      'stroke-linecap': 'round',
    }),
  ].join('');
  return document(W, H, 'A witch with a glowing potion', defs, body);
}
