import { CAROUSEL_EDGE_THRESHOLD_PX } from '@kindred/contract';

export type ScrollMetrics = { scrollLeft: number; clientWidth: number; scrollWidth: number };

/**
 * Whether a horizontal scroller can move back or forward. Within the edge threshold of either end
 * counts as there: sub-pixel scroll positions never leave a button enabled for a move of nothing.
 */
export function carouselEdges(
  { scrollLeft, clientWidth, scrollWidth }: ScrollMetrics,
  threshold = CAROUSEL_EDGE_THRESHOLD_PX,
) {
  return {
    canScrollPrevious: scrollLeft > threshold,
    canScrollNext: scrollLeft + clientWidth < scrollWidth - threshold,
  };
}
