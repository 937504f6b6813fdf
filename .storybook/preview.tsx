import { ThemeDecorator } from '@kindred/ui/storybook';
import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';

/** One mock service worker for the whole Storybook; each story adds its own `parameters.msw.handlers`. */
const startMockServiceWorker = async () => {
  const worker = setupWorker();
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
};

/** The screens every story is reviewed at: the viewport toolbar, Chromatic modes and the offline screenshots. */
const screens = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
};

const preview: Preview = {
  loaders: [mswLoader(startMockServiceWorker)],
  decorators: [ThemeDecorator],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: {
          name: 'Mobile',
          styles: { width: `${screens.mobile.width}px`, height: `${screens.mobile.height}px` },
        },
        desktop: {
          name: 'Desktop',
          styles: { width: `${screens.desktop.width}px`, height: `${screens.desktop.height}px` },
        },
      },
    },
    // Chromatic and `pnpm test:visual` take one snapshot per mode; a story pinned to a viewport only in that mode.
    chromatic: {
      pauseAnimationAtEnd: true,
      modes: { desktop: { viewport: screens.desktop }, mobile: { viewport: screens.mobile } },
    },
  },
};

export default preview;
