import { hood, neck, necklace, torso } from './clothing';
import { brows, cheeks, ears, eyes, type FeatureColors, facialHair, glasses, maturity, mouth, nose } from './features';
import { hairFor } from './hair';
import { createHead, facePath } from './head';
import { faceShapes, hairColors, hairStyles, irisColors, type Look, looks, necklines, skinTones } from './looks';
import { brand, mix, ringColor, shade } from './palette';
import { createRng, type Rng } from './random';
import { el, group, linearGradient, num, radialGradient, svgDocument } from './svg';

/** A 3:4 illustrated bust portrait, the same every time for the same slug. */

const clothingColors = ['#2F6F6A', '#3E5C8A', '#8E2B4E', '#C98B2B', '#E6D9C3', '#3E6B4A', '#B8532A', '#5B5F6E'];

/** The figure is drawn at a comfortable size and scaled up so the face fills the 3:4 frame. */
const figureScale = 1.16;

/** Every random choice is drawn, then the hand-written look wins, so the stream never shifts. */
function resolveLook(slug: string, rng: Rng): Look {
  const drawn: Look = {
    skin: rng.int(0, skinTones.length - 1),
    face: rng.pick(faceShapes),
    hair: rng.pick(hairStyles.filter((style) => style !== 'headscarf')),
    hairColor: rng.pick(Object.keys(hairColors) as (keyof typeof hairColors)[]),
    bangs: false,
    iris: rng.pick(Object.keys(irisColors) as (keyof typeof irisColors)[]),
    lashes: true,
    freckles: false,
    mouth: rng.pick(['smile', 'grin', 'soft'] as const),
    neckline: rng.pick(necklines),
    clothing: rng.pick(clothingColors),
    clothingAccent: '#F2EEE6',
    mature: false,
  };
  return { ...drawn, ...looks[slug] };
}

function backdrop(rng: Rng): { defs: string; body: string } {
  const start = rng.next();
  const from = mix(ringColor(start), brand.plum, 0.3);
  const to = mix(ringColor(start + rng.range(0.18, 0.4)), brand.plum, 0.5);
  const glow = mix(ringColor(start + rng.range(0.05, 0.15)), brand.cream, 0.35);
  const defs =
    linearGradient(
      'bg',
      [
        [0, from],
        [1, to],
      ],
      rng.range(130, 230),
    ) +
    radialGradient('glow', [
      [0, glow, 0.7],
      [1, glow, 0],
    ]);
  const motif = rng.pick(['rings', 'dots', 'stars', 'arcs', 'rays'] as const);
  const ink = mix(glow, '#FFFFFF', 0.4);
  const shapes: string[] = [];
  switch (motif) {
    case 'rings':
      for (let r = 150; r <= 420; r += 45)
        shapes.push(el('circle', { cx: 300, cy: 360, r, fill: 'none', stroke: ink, 'stroke-width': 2, opacity: 0.14 }));
      break;
    case 'dots':
      for (let y = 30; y < 700; y += 44)
        for (let x = 24 + ((y / 44) % 2) * 22; x < 600; x += 44) shapes.push(`M${num(x)} ${num(y)}h.1`);
      return {
        defs,
        body:
          el('rect', { width: 600, height: 800, fill: 'url(#bg)' }) +
          el('circle', { cx: 300, cy: 360, r: 300, fill: 'url(#glow)' }) +
          el('path', { d: shapes.join(''), stroke: ink, 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.2 }),
      };
    case 'stars':
      for (let i = 0; i < 40; i++) {
        shapes.push(
          el('circle', {
            cx: rng.range(0, 600),
            cy: rng.range(0, 640),
            r: rng.range(1, 3.2),
            fill: ink,
            opacity: rng.range(0.25, 0.7),
          }),
        );
      }
      break;
    case 'arcs':
      for (let i = 0; i < 6; i++) {
        const y = 120 + i * 110;
        shapes.push(
          el('path', {
            d: `M-20 ${num(y + 60)}Q300 ${num(y - 60)} 620 ${num(y + 60)}`,
            fill: 'none',
            stroke: ink,
            'stroke-width': 3,
            opacity: 0.13,
          }),
        );
      }
      break;
    case 'rays':
      for (let i = 0; i < 18; i++) {
        const a = (i / 18) * Math.PI * 2 + rng.range(0, 0.1);
        shapes.push(
          el('path', {
            d: `M300 360L${num(300 + Math.cos(a) * 700)} ${num(360 + Math.sin(a) * 700)}L${num(300 + Math.cos(a + 0.09) * 700)} ${num(360 + Math.sin(a + 0.09) * 700)}Z`,
            fill: ink,
            opacity: 0.045,
          }),
        );
      }
      break;
  }
  return {
    defs,
    body:
      el('rect', { width: 600, height: 800, fill: 'url(#bg)' }) +
      el('circle', { cx: 300, cy: 360, r: 300, fill: 'url(#glow)' }) +
      shapes.join(''),
  };
}

export function drawPortrait(slug: string, name: string): string {
  const rng = createRng(`${slug}:portrait`);
  const look = resolveLook(slug, rng);
  const h = createHead(look.face, rng);
  const skin = skinTones[look.skin] ?? skinTones[3];
  const natural = hairColors[look.hairColor];
  const dyed = look.hairColor === 'pink' || look.hairColor === 'violet';
  const colors: FeatureColors = {
    skin,
    skinShadow: mix(shade(skin, -0.22), '#B23A52', 0.12),
    brow: dyed ? hairColors.brown : shade(natural, -0.2),
  };
  const covering = look.hair === 'headscarf' ? (look.scarfColor ?? brand.violet) : natural;
  const hairColor = {
    base: covering,
    shadow: shade(covering, -0.35),
    highlight: shade(covering, 0.4),
    skin,
  };
  const hair = hairFor(look.hair, h, hairColor, { bangs: look.bangs, beanie: look.beanie }, rng);
  const backdropLayer = backdrop(rng);
  const face = facePath(h);

  const clip = hair?.hairline
    ? `M0 0L0 ${num(hair.hairline.from[1])}L${num(hair.hairline.from[0])} ${num(hair.hairline.from[1])}${hair.hairline.d}L600 ${num(hair.hairline.to[1])}L600 0Z`
    : 'M0 0H600V800H0Z';
  const defs =
    backdropLayer.defs +
    el('clipPath', { id: 'f' }, el('path', { d: face })) +
    el('clipPath', { id: 'hl' }, el('path', { d: clip })) +
    el(
      'linearGradient',
      { id: 'fs', gradientUnits: 'userSpaceOnUse', x1: h.cx + h.hw * 0.3, y1: 0, x2: h.cx + h.hw, y2: 0 },
      el('stop', { offset: 0, 'stop-color': colors.skinShadow, 'stop-opacity': 0 }) +
        el('stop', { offset: 1, 'stop-color': colors.skinShadow, 'stop-opacity': 0.6 }),
    );

  const beardColor = hairColors[look.facialHairColor ?? look.hairColor];
  const figure = [
    hair?.silhouette ? el('path', { d: hair.silhouette, fill: hairColor.shadow }) : '',
    hood(h, look),
    neck(h, skin, colors.skinShadow),
    torso(h, look),
    look.necklace ? necklace(h) : '',
    hair?.mid ?? '',
    look.hair === 'headscarf' ? '' : ears(h, colors, look.earrings),
    el('path', { d: face, fill: skin }),
    group(
      { 'clip-path': 'url(#f)' },
      el('rect', { x: h.cx, y: h.top, width: h.hw + 10, height: h.chinY - h.top, fill: 'url(#fs)' }),
      hair?.silhouette
        ? el('path', {
            d: hair.silhouette,
            fill: colors.skinShadow,
            opacity: 0.35,
            transform: 'translate(0 7)',
            'clip-path': 'url(#hl)',
          })
        : '',
    ),
    cheeks(h, look, rng),
    look.mature ? maturity(h, colors) : '',
    eyes(h, look, colors, rng),
    brows(h, colors, rng),
    nose(h, colors, rng),
    facialHair(h, look, beardColor, 'url(#f)'),
    mouth(h, look, colors, rng),
    hair?.silhouette
      ? el('path', { d: hair.silhouette, fill: mix(hairColor.base, skin, hair.sheer ?? 0), 'clip-path': 'url(#hl)' })
      : '',
    hair?.over ?? '',
    glasses(h, look.glasses),
  ].join('');
  const body =
    backdropLayer.body +
    group({ transform: `matrix(${figureScale} 0 0 ${figureScale} ${num(300 - 300 * figureScale)} -92)` }, figure);
  return svgDocument(600, 800, `Portrait of ${name}`, defs, body);
}
