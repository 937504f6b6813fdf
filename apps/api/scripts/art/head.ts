import type { FaceShape } from './looks';
import type { Rng } from './random';
import { symmetricPath } from './svg';

/** The measurements every layer of a portrait is drawn against (viewBox 600 × 800). */
export interface Head {
  cx: number;
  /** Top of the skull. */
  top: number;
  /** Half the width of the head at the cheekbones. */
  hw: number;
  eyeY: number;
  /** Half the distance between the eyes. */
  eyeGap: number;
  noseY: number;
  mouthY: number;
  jawY: number;
  /** Half the width of the jaw at its corner. */
  jw: number;
  chinY: number;
  /** Half the width of the flat of the chin. */
  chinW: number;
  neckW: number;
  /** Where the neckline meets the shoulders. */
  shoulderY: number;
}

const shapes: Record<FaceShape, { hw: number; jw: number; jawY: number; chinY: number; chinW: number }> = {
  oval: { hw: 108, jw: 80, jawY: 478, chinY: 540, chinW: 28 },
  round: { hw: 116, jw: 94, jawY: 470, chinY: 532, chinW: 42 },
  square: { hw: 112, jw: 100, jawY: 486, chinY: 540, chinW: 50 },
  heart: { hw: 114, jw: 74, jawY: 472, chinY: 542, chinW: 18 },
  long: { hw: 102, jw: 82, jawY: 494, chinY: 554, chinW: 30 },
};

export function createHead(shape: FaceShape, rng: Rng): Head {
  const base = shapes[shape];
  const jitter = () => rng.range(-4, 4);
  const top = 200 + jitter();
  const eyeY = 384 + jitter();
  const hw = base.hw + jitter();
  const chinY = base.chinY + jitter();
  const noseY = eyeY + 62 + rng.range(-3, 5);
  return {
    cx: 300,
    top,
    hw,
    eyeY,
    eyeGap: hw * rng.range(0.38, 0.43),
    noseY,
    mouthY: noseY + (chinY - noseY) * 0.42,
    jawY: base.jawY + jitter(),
    jw: base.jw + jitter(),
    chinY,
    chinW: base.chinW,
    neckW: hw * rng.range(0.42, 0.5),
    shoulderY: 630 + jitter(),
  };
}

/** The outline of the whole head, crown to chin. */
export function facePath(h: Head): string {
  const { cx, top, hw, eyeY, jawY, jw, chinY, chinW } = h;
  return symmetricPath(
    cx,
    [cx, top],
    [
      [
        [cx + hw * 0.62, top],
        [cx + hw, top + (eyeY - top) * 0.36],
        [cx + hw, eyeY - 4],
      ],
      [
        [cx + hw, eyeY + 50],
        [cx + jw + 10, jawY - 32],
        [cx + jw, jawY],
      ],
      [
        [cx + jw - 12, jawY + (chinY - jawY) * 0.62],
        [cx + chinW + 20, chinY],
        [cx, chinY],
      ],
    ],
  );
}
