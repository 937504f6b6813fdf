import { CAROUSEL_EDGE_THRESHOLD_PX } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { carouselEdges } from './carouselEdges';

describe('carouselEdges', () => {
  const strip = { clientWidth: 700, scrollWidth: 2300 };

  it('cannot go back at the start, nor within the edge threshold of it', () => {
    expect(carouselEdges({ ...strip, scrollLeft: 0 })).toEqual({ canScrollPrevious: false, canScrollNext: true });
    expect(carouselEdges({ ...strip, scrollLeft: CAROUSEL_EDGE_THRESHOLD_PX }).canScrollPrevious).toBe(false);
    expect(carouselEdges({ ...strip, scrollLeft: CAROUSEL_EDGE_THRESHOLD_PX + 1 }).canScrollPrevious).toBe(true);
  });

  it('cannot go forward at the end, nor within the edge threshold of it', () => {
    const end = strip.scrollWidth - strip.clientWidth;

    expect(carouselEdges({ ...strip, scrollLeft: end })).toEqual({ canScrollPrevious: true, canScrollNext: false });
    expect(carouselEdges({ ...strip, scrollLeft: end - CAROUSEL_EDGE_THRESHOLD_PX }).canScrollNext).toBe(false);
    expect(carouselEdges({ ...strip, scrollLeft: end - CAROUSEL_EDGE_THRESHOLD_PX - 1 }).canScrollNext).toBe(true);
  });
});
