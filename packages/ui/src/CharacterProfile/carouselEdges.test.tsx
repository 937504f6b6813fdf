import { CAROUSEL_EDGE_THRESHOLD_PX, CAROUSEL_SCROLL_STEP_PX } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../styles';
import { carouselEdges } from './carouselEdges';
import { InstagramCarousel } from './InstagramCarousel';

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

describe('InstagramCarousel', () => {
  it('moves one step per press and disables the way back at the start', async () => {
    await page.viewport(1280, 800);
    const screen = await render(<InstagramCarousel locked={false} />);
    const scroller = screen.getByRole('list', { name: 'Instagram Pictures' }).element();
    const previous = screen.getByRole('button', { name: 'Previous pictures' });

    await expect.element(previous).toBeDisabled();
    await screen.getByRole('button', { name: 'Next pictures' }).click();

    await expect.poll(() => scroller.scrollLeft).toBe(CAROUSEL_SCROLL_STEP_PX);
    await expect.element(previous).toBeEnabled();
  });
});
