import type { Head } from './head';
import type { Look } from './looks';
import { mix, shade } from './palette';
import { el, group, num, type Point, pt } from './svg';

/** Neck, shoulders and clothes. Light falls from the upper left, as on the face. */

export function neck(h: Head, skin: string, skinShadow: string): string {
  const { cx, jawY, chinY, neckW } = h;
  const d = `M${pt([cx - neckW, jawY - 30])}L${pt([cx - neckW - 4, 700])}Q${pt([cx, 740])} ${pt([cx + neckW + 4, 700])}L${pt([cx + neckW, jawY - 30])}Z`;
  const shadow = `M${pt([cx - neckW - 2, jawY])}L${pt([cx + neckW + 2, jawY])}L${pt([cx + neckW + 2, chinY + 30])}Q${pt([cx, chinY + 64])} ${pt([cx - neckW - 2, chinY + 30])}Z`;
  return el('path', { d, fill: skin }) + el('path', { d: shadow, fill: skinShadow, opacity: 0.55 });
}

/** Back piece of a hood, drawn before the neck. */
export function hood(h: Head, look: Look): string {
  if (look.neckline !== 'hoodie') return '';
  const { cx, neckW, shoulderY } = h;
  return el('path', {
    d: `M${pt([cx - neckW - 70, shoulderY + 30])}C${pt([cx - neckW - 80, shoulderY - 60])} ${pt([cx + neckW + 80, shoulderY - 60])} ${pt([cx + neckW + 70, shoulderY + 30])}Z`,
    fill: shade(look.clothing, -0.3),
  });
}

export function torso(h: Head, look: Look): string {
  const { cx, neckW, shoulderY: y } = h;
  const cloth = look.clothing;
  const l: Point = [cx - neckW - 8, y - 8];
  const r: Point = [cx + neckW + 8, y - 8];
  const neckline: Record<Look['neckline'], string> = {
    crew: `Q${pt([cx, y + 40])} ${pt(r)}`,
    collar: `Q${pt([cx, y + 40])} ${pt(r)}`,
    hoodie: `Q${pt([cx, y + 46])} ${pt(r)}`,
    scoop: `Q${pt([cx, y + 96])} ${pt(r)}`,
    vneck: `L${pt([cx, y + 92])}L${pt(r)}`,
    jacket: `L${pt([cx, y + 150])}L${pt(r)}`,
    turtleneck: `L${pt(r)}`,
  };
  const body = `M20 800C22 ${num(y + 70)} 70 ${num(y + 26)} 150 ${num(y + 14)}C${pt([210, y + 4])} ${pt([l[0] - 24, y - 2])} ${pt(l)}${neckline[look.neckline]}C${pt([r[0] + 24, y - 2])} ${pt([390, y + 4])} 450 ${num(y + 14)}C530 ${num(y + 26)} 578 ${num(y + 70)} 580 800Z`;
  const shadowOverlay = el('ellipse', { cx: 620, cy: 800, rx: 200, ry: 180, fill: '#1B0F1A', opacity: 0.22 });
  const layers: string[] = [];
  if (look.neckline === 'jacket') {
    layers.push(
      el('path', {
        d: `M${pt([l[0] - 10, y - 10])}L${pt([r[0] + 10, y - 10])}L${pt([cx + 60, 800])}L${pt([cx - 60, 800])}Z`,
        fill: look.clothingAccent,
      }),
    );
    layers.push(
      el('path', {
        d: `M${pt(l)}Q${pt([cx, y + 34])} ${pt(r)}`,
        fill: 'none',
        stroke: shade(look.clothingAccent, -0.15),
        'stroke-width': 6,
      }),
    );
  }
  layers.push(el('clipPath', { id: 'b' }, el('path', { d: body })));
  layers.push(el('path', { d: body, fill: cloth }));
  const inside: string[] = [];
  if (look.stripes) {
    let stripes = '';
    for (let sy = y + 30; sy < 800; sy += 34) stripes += `M0 ${num(sy)}H600`;
    inside.push(el('path', { d: stripes, stroke: look.clothingAccent, 'stroke-width': 14 }));
  }
  inside.push(shadowOverlay);
  inside.push(
    el('path', {
      d: `M150 ${num(y + 14)}C120 ${num(y + 60)} 120 ${num(y + 120)} 130 800`,
      fill: 'none',
      stroke: shade(cloth, -0.25),
      'stroke-width': 4,
      opacity: 0.5,
    }),
  );
  inside.push(
    el('path', {
      d: `M450 ${num(y + 14)}C480 ${num(y + 60)} 480 ${num(y + 120)} 470 800`,
      fill: 'none',
      stroke: shade(cloth, -0.25),
      'stroke-width': 4,
      opacity: 0.5,
    }),
  );
  layers.push(group({ 'clip-path': 'url(#b)' }, ...inside));
  layers.push(necklineDetail(h, look, l, r));
  return layers.join('');
}

function necklineDetail(h: Head, look: Look, l: Point, r: Point): string {
  const { cx, neckW, jawY, shoulderY: y } = h;
  const trim = shade(look.clothing, -0.18);
  switch (look.neckline) {
    case 'crew':
    case 'hoodie': {
      const rib = el('path', {
        d: `M${pt(l)}Q${pt([cx, y + 40])} ${pt(r)}`,
        fill: 'none',
        stroke: trim,
        'stroke-width': 10,
      });
      if (look.neckline === 'crew') return rib;
      return (
        rib +
        el('path', {
          d: `M${pt([cx - 22, y + 26])}l-4 70M${pt([cx + 22, y + 26])}l4 64`,
          stroke: mix(look.clothing, '#FFFFFF', 0.6),
          'stroke-width': 5,
          'stroke-linecap': 'round',
        })
      );
    }
    case 'collar': {
      const collar = look.clothingAccent;
      return [-1, 1]
        .map((side) =>
          el('path', {
            d: `M${pt([cx + side * (neckW + 14), y - 20])}L${pt([cx + side * 4, y + 34])}L${pt([cx + side * (neckW + 44), y + 40])}Z`,
            fill: collar,
            stroke: shade(collar, -0.2),
            'stroke-width': 2,
            'stroke-linejoin': 'round',
          }),
        )
        .join('');
    }
    case 'turtleneck': {
      const top = jawY + 36;
      let ribs = '';
      for (let ry = top + 14; ry < y; ry += 14) ribs += `M${num(cx - neckW - 6)} ${num(ry)}H${num(cx + neckW + 6)}`;
      return (
        el('rect', {
          x: cx - neckW - 10,
          y: top,
          width: (neckW + 10) * 2,
          height: y - top + 10,
          rx: 16,
          fill: look.clothing,
        }) + el('path', { d: ribs, stroke: trim, 'stroke-width': 3, opacity: 0.5 })
      );
    }
    case 'jacket':
      return [-1, 1]
        .map((side) =>
          el('path', {
            d: `M${pt([cx + side * (neckW + 8), y - 8])}L${pt([cx + side * 2, y + 150])}L${pt([cx + side * 40, y + 96])}L${pt([cx + side * (neckW + 60), y + 40])}Z`,
            fill: shade(look.clothing, 0.12),
            stroke: shade(look.clothing, -0.25),
            'stroke-width': 2,
            'stroke-linejoin': 'round',
          }),
        )
        .join('');
    default:
      return '';
  }
}

export function necklace(h: Head): string {
  const { cx, neckW, shoulderY: y } = h;
  return (
    el('path', {
      d: `M${pt([cx - neckW + 2, y - 30])}Q${pt([cx, y + 40])} ${pt([cx + neckW - 2, y - 30])}`,
      fill: 'none',
      stroke: '#F5C66B',
      'stroke-width': 3,
    }) + el('circle', { cx, cy: y + 6, r: 7, fill: '#F5C66B' })
  );
}
