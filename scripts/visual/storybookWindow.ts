/** The parts of Storybook's preview (`window.__STORYBOOK_PREVIEW__`) the screenshot run reads. */
export type ChromaticParameters = {
  modes?: Record<string, unknown>;
  disableSnapshot?: boolean;
  delay?: number;
};

export type ExtractedStory = {
  id: string;
  title: string;
  name: string;
  parameters: { chromatic?: ChromaticParameters };
  storyGlobals?: { viewport?: { value?: string } };
};

type RenderPhase = 'preparing' | 'loading' | 'rendering' | 'playing' | 'completed' | 'finished' | 'aborted' | 'errored';

type StorybookPreview = {
  storyStoreValue?: unknown;
  currentRender?: { id: string; phase?: RenderPhase };
  extract: () => Promise<Record<string, ExtractedStory>>;
};

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: StorybookPreview;
  }
}
