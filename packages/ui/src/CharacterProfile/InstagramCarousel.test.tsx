// The Playwright provider gives `cdp()` its Chrome DevTools Protocol methods.
/// <reference types="@vitest/browser-playwright" />
import { CAROUSEL_SCROLL_STEP_PX } from '@kindred/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../styles';
import { InstagramCarousel } from './InstagramCarousel';

/** Sets the system's motion preference, as a person would in their settings. */
const preferReducedMotion = (value: 'reduce' | 'no-preference') =>
  cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'prefers-reduced-motion', value }] });

async function renderUnlocked() {
  const screen = await render(<InstagramCarousel locked={false} />);
  const scroller = screen.getByRole('list', { name: 'Instagram Pictures' }).element();
  /** Every position the strip is drawn at while it moves. */
  const positions: number[] = [];
  scroller.addEventListener('scroll', () => positions.push(scroller.scrollLeft));
  return { screen, scroller, positions };
}

describe('InstagramCarousel', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  afterEach(async () => {
    await cdp().send('Emulation.setEmulatedMedia', { features: [] });
  });

  it('moves one step per press and disables the way back at the start', async () => {
    const { screen, scroller } = await renderUnlocked();
    const previous = screen.getByRole('button', { name: 'Previous pictures' });

    await expect.element(previous).toBeDisabled();
    await screen.getByRole('button', { name: 'Next pictures' }).click();

    await expect.poll(() => scroller.scrollLeft).toBe(CAROUSEL_SCROLL_STEP_PX);
    await expect.element(previous).toBeEnabled();
  });

  it('glides to the next picture', async () => {
    await preferReducedMotion('no-preference');
    const { screen, scroller, positions } = await renderUnlocked();

    await screen.getByRole('button', { name: 'Next pictures' }).click();

    await expect.poll(() => scroller.scrollLeft).toBe(CAROUSEL_SCROLL_STEP_PX);
    expect(positions.some((position) => position > 0 && position < CAROUSEL_SCROLL_STEP_PX)).toBe(true);
  });

  it('jumps straight to the next picture for a person who prefers reduced motion', async () => {
    await preferReducedMotion('reduce');
    const { screen, scroller, positions } = await renderUnlocked();

    await screen.getByRole('button', { name: 'Next pictures' }).click();

    await expect.poll(() => scroller.scrollLeft).toBe(CAROUSEL_SCROLL_STEP_PX);
    expect(positions).toEqual([CAROUSEL_SCROLL_STEP_PX]);
  });
});
