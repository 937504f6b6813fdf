import { defaultHandlers } from '@kindred/api-client/mocks';
import type { StoryContext } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect } from 'storybook/test';

/** A screen against the mock API: the given answers first, every other endpoint as it succeeds. */
export const answering = (...handlers: HttpHandler[]) => ({ msw: { handlers: [...handlers, ...defaultHandlers] } });

export const desktop = { viewport: { value: 'desktop', isRotated: false } };
export const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** The screens sign in and load the API before they show; a slow machine needs more than a second. */
export const loaded = { timeout: 5_000 };

/**
 * What every story of a connected screen starts from: the signed-in app (the story's component)
 * opened at `path`, every endpoint answering as it succeeds, on the desktop. Stories override any part.
 */
export const openedAt = (path: string) => ({ args: { path }, parameters: answering(), globals: desktop });

type Canvas = Pick<StoryContext, 'canvas'>;

/** A play that waits until the loaded screen shows `text`. */
export const shows =
  (text: string) =>
  async ({ canvas }: Canvas) => {
    await expect(await canvas.findByText(text, {}, loaded)).toBeVisible();
  };

/** A play that waits until the screen tells screen readers `text`, e.g. a loader's hidden label. */
export const announces =
  (text: string) =>
  async ({ canvas }: Canvas) => {
    await expect(await canvas.findByText(text, {}, loaded)).toBeInTheDocument();
  };
