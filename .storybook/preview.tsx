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

const preview: Preview = {
  loaders: [mswLoader(startMockServiceWorker)],
  decorators: [ThemeDecorator],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile', styles: { width: '390px', height: '844px' } },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' } },
      },
    },
    chromatic: { pauseAnimationAtEnd: true, modes: {} },
  },
};

export default preview;
