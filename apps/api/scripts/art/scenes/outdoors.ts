import { brand, mix, shade } from '../palette';
import { el, num } from '../svg';
import { glowAt, H, hills, mountains, pine, type SceneDrawer, sky, sparkle, sprig, stars, sun, W } from './kit';

/** Scenes under the open sky. */

export const astronomy: SceneDrawer = ({ rng, tint }) => {
  const moonX = rng.range(560, 700);
  const moonY = rng.range(90, 150);
  return [
    sky(),
    el('ellipse', {
      cx: 400,
      cy: 240,
      rx: 520,
      ry: 70,
      fill: 'url(#glow)',
      opacity: 0.45,
      transform: `rotate(${num(rng.range(-30, -15))} 400 240)`,
    }),
    stars(rng, 140, 430),
    glowAt(moonX, moonY, 120, 0.5),
    el('path', {
      d: `M${num(moonX)} ${num(moonY - 40)}A40 40 0 1 0 ${num(moonX + 40)} ${num(moonY)}A34 34 0 1 1 ${num(moonX)} ${num(moonY - 40)}Z`,
      fill: brand.gold,
    }),
    hills(rng, 470, 70, shade(tint.deep, -0.35)),
    // Telescope on its tripod, pointing at the moon.
    el('path', {
      d: 'M250 430L210 540M250 430L290 540M250 430L252 545',
      stroke: shade(tint.deep, -0.6),
      'stroke-width': 7,
      'stroke-linecap': 'round',
    }),
    el('rect', {
      x: 190,
      y: 404,
      width: 150,
      height: 30,
      rx: 10,
      fill: tint.accent,
      transform: 'rotate(-28 250 430)',
    }),
    el('rect', {
      x: 330,
      y: 398,
      width: 18,
      height: 42,
      rx: 5,
      fill: shade(tint.accent, -0.3),
      transform: 'rotate(-28 250 430)',
    }),
    el('circle', { cx: 250, cy: 430, r: 9, fill: brand.gold }),
  ].join('');
};

export const climbing: SceneDrawer = ({ rng, tint }) => {
  const wall = shade(tint.mid, -0.35);
  let cracks = '';
  for (let i = 0; i < 6; i++) {
    const x = rng.range(470, 760);
    const y = rng.range(40, 520);
    cracks += `M${num(x)} ${num(y)}l${num(rng.range(-30, 30))} ${num(rng.range(40, 90))}l${num(rng.range(-20, 20))} ${num(rng.range(30, 60))}`;
  }
  let holds = '';
  for (let i = 0; i < 9; i++)
    holds += `M${num(rng.range(480, 760))} ${num(rng.range(60, 560))}a7 5 0 1 0 14 0a7 5 0 1 0 -14 0Z`;
  const rope = 'M590 -10C560 120 640 200 600 300S560 480 620 610';
  return [
    sky(),
    sun(rng.range(140, 300), 150, 46, brand.gold),
    mountains(rng, 420, 190, 4, mix(tint.mid, brand.violet, 0.25), brand.cream),
    mountains(rng, 520, 140, 5, shade(tint.mid, -0.2)),
    el('path', { d: 'M430 610L470 420L450 300L500 160L480 40L540 -10L810 -10L810 610Z', fill: wall }),
    el('path', {
      d: 'M470 420L450 300L500 160L480 40L540 -10L560 -10L520 60L530 180L490 300L505 430L470 610L430 610Z',
      fill: shade(wall, 0.12),
    }),
    el('path', { d: cracks, fill: 'none', stroke: shade(wall, -0.4), 'stroke-width': 3, 'stroke-linecap': 'round' }),
    el('path', { d: holds, fill: tint.accent, opacity: 0.8 }),
    el('path', { d: rope, fill: 'none', stroke: tint.accent, 'stroke-width': 6, 'stroke-linecap': 'round' }),
    ...[90, 250, 420].map((y) =>
      el('rect', { x: 588, y, width: 12, height: 30, rx: 6, fill: 'none', stroke: brand.gold, 'stroke-width': 4 }),
    ),
    sparkle(rng.range(200, 380), 80, 8, brand.cream),
  ].join('');
};

export const cycling: SceneDrawer = ({ rng, tint }) => {
  const frame = tint.accent;
  const bike = (x: number, y: number) => {
    const r = 62;
    const wheels = [x - 90, x + 90]
      .map(
        (wx) =>
          el('circle', { cx: wx, cy: y, r, fill: 'none', stroke: brand.plum, 'stroke-width': 9 }) +
          el('circle', {
            cx: wx,
            cy: y,
            r: r - 10,
            fill: 'none',
            stroke: brand.cream,
            'stroke-width': 1.5,
            opacity: 0.5,
          }),
      )
      .join('');
    const tubes = `M${x - 90} ${y}L${x - 20} ${y - 90}L${x + 60} ${y - 90}L${x + 90} ${y}M${x - 90} ${y}L${x} ${y}L${x - 20} ${y - 90}M${x} ${y}L${x + 60} ${y - 90}M${x - 30} ${y - 108}h34M${x + 60} ${y - 90}l-6 -30h28`;
    return (
      wheels +
      el('path', {
        d: tubes,
        fill: 'none',
        stroke: frame,
        'stroke-width': 10,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }) +
      el('circle', { cx: x, cy: y, r: 12, fill: brand.gold })
    );
  };
  return [
    sky(),
    sun(rng.range(520, 680), rng.range(160, 220), 60, brand.gold),
    hills(rng, 340, 70, mix(tint.mid, brand.violet, 0.2)),
    hills(rng, 400, 60, shade(tint.mid, -0.25)),
    el('path', {
      d: 'M-10 600C200 560 300 470 420 440S560 400 620 360L660 362C600 420 520 460 450 500S260 580 180 610Z',
      fill: mix(brand.plumRaised, tint.glow, 0.15),
    }),
    el('path', {
      d: 'M90 600C260 540 380 480 520 420',
      fill: 'none',
      stroke: brand.gold,
      'stroke-width': 4,
      'stroke-dasharray': '18 16',
      opacity: 0.7,
    }),
    hills(rng, 520, 30, shade(tint.deep, -0.4)),
    bike(270, 500),
  ].join('');
};

export const gardening: SceneDrawer = ({ rng, tint }) => {
  const leaf = mix('#3E8E5E', tint.accent, 0.15);
  const rows: string[] = [];
  for (let i = 0; i < 7; i++)
    rows.push(
      sprig(
        90 + i * 105 + rng.range(-10, 10),
        470,
        rng.range(90, 150),
        rng.range(-30, 30),
        shade(leaf, rng.range(-0.2, 0.15)),
      ),
    );
  const flowers = [160, 420, 650].map((x) => {
    const y = rng.range(260, 320);
    let petals = '';
    for (let k = 0; k < 10; k++) {
      const a = (k / 10) * Math.PI * 2;
      petals += el('ellipse', {
        cx: x + Math.cos(a) * 24,
        cy: y + Math.sin(a) * 24,
        rx: 16,
        ry: 8,
        fill: brand.gold,
        transform: `rotate(${num((a * 180) / Math.PI)} ${num(x + Math.cos(a) * 24)} ${num(y + Math.sin(a) * 24)})`,
      });
    }
    return (
      el('path', { d: `M${num(x)} ${num(y)}V470`, stroke: leaf, 'stroke-width': 6 }) +
      petals +
      el('circle', { cx: x, cy: y, r: 16, fill: '#6B3A1E' })
    );
  });
  let pickets = '';
  for (let x = 10; x < W; x += 46) pickets += `M${x} 440V330l14 -16l14 16V440Z`;
  return [
    sky(),
    sun(rng.range(560, 700), 110, 50, brand.gold),
    el('path', { d: `${pickets}M0 360H800v14H0ZM0 410H800v14H0Z`, fill: shade(tint.mid, 0.15), opacity: 0.55 }),
    ...flowers,
    ...rows,
    el('rect', { x: -10, y: 466, width: W + 20, height: 40, fill: '#6B3A2A' }),
    el('rect', { x: -10, y: 500, width: W + 20, height: 110, fill: shade('#6B3A2A', -0.35) }),
    // Watering can.
    el('path', {
      d: 'M560 560h110l-8 -70h-94ZM660 500l70 -50l8 10l-66 56ZM570 500q-40 10 -30 50',
      fill: tint.accent,
      stroke: tint.accent,
      'stroke-width': 4,
      'stroke-linejoin': 'round',
    }),
    el('path', { d: 'M580 490q35 -50 70 0', fill: 'none', stroke: shade(tint.accent, -0.3), 'stroke-width': 8 }),
  ].join('');
};

export const hiking: SceneDrawer = ({ rng, tint }) => {
  const trees: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = rng.range(0, W);
    if (x > 300 && x < 520) continue;
    trees.push(pine(x, rng.range(470, 560), rng.range(90, 160), shade(tint.deep, -0.3)));
  }
  return [
    sky(),
    sun(rng.range(250, 550), rng.range(140, 200), 44, brand.gold),
    mountains(rng, 330, 200, 3, mix(tint.mid, brand.violet, 0.3), brand.cream),
    mountains(rng, 420, 150, 5, shade(tint.mid, -0.15)),
    hills(rng, 480, 60, shade(tint.mid, -0.35)),
    el('path', {
      d: 'M330 610C360 540 480 520 440 470S380 420 420 380L432 382C410 420 470 450 470 480S420 540 480 610Z',
      fill: mix(tint.glow, brand.cream, 0.3),
      opacity: 0.8,
    }),
    ...trees,
    el('path', {
      d: 'M120 90l12 8l12 -8M170 120l10 7l10 -7',
      fill: 'none',
      stroke: brand.plum,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }),
  ].join('');
};

export const sailing: SceneDrawer = ({ rng, tint }) => {
  const sunX = rng.range(250, 550);
  let ripples = '';
  for (let i = 0; i < 18; i++) {
    const y = rng.range(380, 590);
    const x = rng.range(0, W);
    ripples += `M${num(x)} ${num(y)}h${num(rng.range(30, 90))}`;
  }
  let glints = '';
  for (let y = 380; y < 600; y += 22)
    glints += `M${num(sunX - 60 + rng.range(-20, 20))} ${y}h${num(rng.range(50, 120))}`;
  const boatX = rng.range(440, 600);
  return [
    sky(),
    sun(sunX, 300, 70, brand.gold),
    mountains(rng, 372, 50, 6, shade(tint.mid, -0.25)),
    el('rect', { y: 370, width: W, height: 240, fill: shade(tint.mid, -0.4) }),
    el('path', { d: glints, stroke: brand.gold, 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.7 }),
    el('path', { d: ripples, stroke: brand.cream, 'stroke-width': 3, 'stroke-linecap': 'round', opacity: 0.25 }),
    // Sailboat.
    el('path', { d: `M${num(boatX - 110)} 440h230l-40 44h-160Z`, fill: shade(tint.deep, -0.3) }),
    el('path', { d: `M${num(boatX)} 430V200L${num(boatX + 110)} 420Z`, fill: brand.cream }),
    el('path', { d: `M${num(boatX - 8)} 430V230L${num(boatX - 100)} 420Z`, fill: tint.accent }),
    el('path', { d: `M${num(boatX - 4)} 440V190`, stroke: brand.plum, 'stroke-width': 6 }),
    el('path', {
      d: 'M140 140l14 10l14 -10M190 110l10 7l10 -7M230 150l12 8l12 -8',
      fill: 'none',
      stroke: brand.cream,
      'stroke-width': 3,
      'stroke-linecap': 'round',
      opacity: 0.8,
    }),
  ].join('');
};

export const surfing: SceneDrawer = ({ rng, tint }) => {
  const sea = mix(tint.mid, '#2D7F9A', 0.5);
  const face =
    'M-10 610V420C80 400 160 300 230 230C290 170 380 150 450 180C510 205 530 250 500 280C480 255 440 250 420 270C400 300 430 340 480 360C600 400 700 400 810 390V610Z';
  const barrel = 'M500 280C480 255 440 250 420 270C400 300 430 340 480 360C530 372 546 326 500 280Z';
  let texture = '';
  for (let i = 0; i < 6; i++) {
    const y = 300 + i * 40;
    texture += `M${num(-10 + i * 10)} ${num(y + 120)}C${num(100 + i * 20)} ${num(y + 80)} ${num(160 + i * 30)} ${num(y - 10)} ${num(240 + i * 40)} ${num(y - 40 + i * 10)}`;
  }
  let foam = '';
  for (let i = 0; i < 12; i++) {
    const t = i / 11;
    const x = 230 + t * 260;
    const y = 230 - Math.sin(t * Math.PI) * 70 + t * 40;
    foam += `M${num(x - 9)} ${num(y)}a9 9 0 1 0 18 0a9 9 0 1 0 -18 0Z`;
  }
  let ripples = '';
  for (let i = 0; i < 8; i++) ripples += `M${num(rng.range(520, 780))} ${num(rng.range(420, 590))}q18 -10 36 0t36 0`;
  return [
    sky(),
    sun(rng.range(600, 720), 130, 54, brand.gold),
    el('rect', { y: 330, width: W, height: 280, fill: shade(sea, -0.25) }),
    el('path', { d: face, fill: sea }),
    el('path', {
      d: texture,
      fill: 'none',
      stroke: shade(sea, 0.3),
      'stroke-width': 4,
      'stroke-linecap': 'round',
      opacity: 0.45,
    }),
    el('path', { d: barrel, fill: shade(sea, -0.45) }),
    el('path', {
      d: 'M230 230C290 170 380 150 450 180C510 205 530 250 500 280',
      fill: 'none',
      stroke: brand.cream,
      'stroke-width': 14,
      'stroke-linecap': 'round',
    }),
    el('path', { d: foam, fill: brand.cream, opacity: 0.9 }),
    el('path', {
      d: ripples,
      fill: 'none',
      stroke: brand.cream,
      'stroke-width': 4,
      'stroke-linecap': 'round',
      opacity: 0.4,
    }),
    // Surfboard carving the face.
    el('ellipse', { cx: 300, cy: 340, rx: 96, ry: 16, fill: tint.accent, transform: 'rotate(-32 300 340)' }),
    el('path', { d: 'M222 390L378 290', stroke: brand.cream, 'stroke-width': 3, opacity: 0.7 }),
    el('path', {
      d: `M${num(200)} 420q60 -20 120 -80`,
      fill: 'none',
      stroke: brand.cream,
      'stroke-width': 6,
      'stroke-linecap': 'round',
      opacity: 0.5,
    }),
    el('rect', { y: H - 30, width: W, height: 40, fill: mix(brand.gold, tint.mid, 0.5), opacity: 0.6 }),
  ].join('');
};

export const travel: SceneDrawer = ({ rng, tint }) => {
  const cloud = (x: number, y: number, s: number) =>
    el('path', {
      d: `M${num(x)} ${num(y)}a${num(28 * s)} ${num(28 * s)} 0 0 1 ${num(50 * s)} -20a${num(36 * s)} ${num(36 * s)} 0 0 1 ${num(66 * s)} 10a${num(24 * s)} ${num(24 * s)} 0 0 1 ${num(20 * s)} 40h${num(-136 * s)}a${num(16 * s)} ${num(16 * s)} 0 0 1 0 -30Z`,
      fill: brand.cream,
      opacity: 0.18,
    });
  const stickers = [tint.accent, brand.gold, tint.second, brand.rose]
    .map((fill, i) =>
      el('circle', {
        cx: 150 + (i % 2) * 70 + rng.range(-6, 6),
        cy: 450 + Math.floor(i / 2) * 60,
        r: 22,
        fill,
        opacity: 0.9,
      }),
    )
    .join('');
  return [
    sky(),
    glowAt(620, 420, 260, 0.5),
    cloud(rng.range(60, 200), 120, 1.2),
    cloud(rng.range(460, 620), 90, 0.9),
    cloud(rng.range(300, 420), 220, 0.7),
    el('path', {
      d: 'M120 300C260 120 520 80 700 180',
      fill: 'none',
      stroke: brand.cream,
      'stroke-width': 4,
      'stroke-dasharray': '14 14',
      opacity: 0.6,
    }),
    // Plane at the end of its route.
    el('path', {
      d: 'M700 180l-60 -8l-30 -34l-14 2l14 36l-40 -6l-14 -14l-10 2l8 22l-6 20l10 2l16 -12l40 -2l-18 34l14 2l36 -30l60 -6c10 -2 10 -8 -6 -8Z',
      fill: brand.cream,
      transform: 'rotate(18 700 180)',
    }),
    // Map pin where it started.
    el('path', { d: 'M120 300c-20 -26 -30 -40 -30 -56a30 30 0 0 1 60 0c0 16 -10 30 -30 56Z', fill: brand.rose }),
    el('circle', { cx: 120, cy: 244, r: 11, fill: brand.plum }),
    // Suitcase.
    el('rect', { x: 100, y: 400, width: 200, height: 170, rx: 18, fill: shade(tint.accent, -0.25) }),
    el('path', {
      d: 'M160 400v-30a10 10 0 0 1 10 -10h60a10 10 0 0 1 10 10v30',
      fill: 'none',
      stroke: brand.plum,
      'stroke-width': 10,
    }),
    stickers,
    el('path', { d: 'M100 520h200', stroke: brand.plum, 'stroke-width': 6, opacity: 0.5 }),
    el('rect', { x: -10, y: 570, width: W + 20, height: 40, fill: brand.plum, opacity: 0.6 }),
    sparkle(560, 300, 10, brand.gold),
  ].join('');
};
