import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright';
import type { ExtractedStory } from './storybookWindow';

export type Viewport = { width: number; height: number };

/** One screenshot to take: a story in one Chromatic mode. */
export type Target = {
  storyId: string;
  title: string;
  name: string;
  mode: string;
  viewport: Viewport;
  delay: number;
  /** `<story-id>.<mode>.png`, the baseline's file name. */
  file: string;
};

type StoryIndex = { entries: Record<string, { type: string; id: string }> };

/** Storybook's own default when a mode gives a width only (the same as its Vitest runner). */
const defaultViewport: Viewport = { width: 1200, height: 900 };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A positive whole number from a number or a string like '390px'. */
const positive = (value: unknown): number | null => {
  const parsed = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : null;
};

/** Chromatic's forms: a width (number or '390px'), or `{ width, height }`. */
export function parseModeViewport(viewport: unknown): Viewport | null {
  if (isRecord(viewport)) {
    const width = positive(viewport.width);
    const height = positive(viewport.height);
    if (!width && !height) return null;
    return { width: width ?? defaultViewport.width, height: height ?? defaultViewport.height };
  }
  const width = positive(viewport);
  return width ? { width, height: defaultViewport.height } : null;
}

/** The ids of every story of the built Storybook, in index order. */
export async function readStoryIds(storybookDir: string): Promise<string[]> {
  const index = JSON.parse(await readFile(path.join(storybookDir, 'index.json'), 'utf8')) as StoryIndex;
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
}

/** Every story's title, name, parameters and pinned globals, as the preview composes them. */
export async function extractStories(page: Page, baseUrl: string, firstStoryId: string): Promise<ExtractedStory[]> {
  await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(firstStoryId)}&viewMode=story`);
  await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.storyStoreValue !== undefined);
  return page.evaluate(async () => {
    const preview = window.__STORYBOOK_PREVIEW__;
    if (!preview) throw new Error('Storybook preview missing');
    // Only plain data crosses back to Node: parameters may hold handlers and components.
    return Object.values(await preview.extract()).map((story) => ({
      id: story.id,
      title: story.title,
      name: story.name,
      parameters: { chromatic: JSON.parse(JSON.stringify(story.parameters.chromatic ?? {})) },
      storyGlobals: { viewport: { value: story.storyGlobals?.viewport?.value } },
    }));
  });
}

/**
 * The screenshots of one story. Its Chromatic parameters decide, so both tools agree:
 * one per enabled `chromatic.modes` entry that has a viewport, none with `disableSnapshot`;
 * a story pinned to a viewport (`globals.viewport.value`) is taken only in the mode of that name.
 */
export function targetsOf(story: ExtractedStory): Target[] {
  const chromatic = story.parameters.chromatic ?? {};
  if (chromatic.disableSnapshot) return [];
  const modes = Object.entries(chromatic.modes ?? {}).flatMap(([mode, settings]) => {
    if (!isRecord(settings) || settings.disable === true) return [];
    const viewport = parseModeViewport(settings.viewport);
    return viewport ? [{ mode, viewport }] : [];
  });
  const pinned = story.storyGlobals?.viewport?.value;
  const chosen = modes.some(({ mode }) => mode === pinned) ? modes.filter(({ mode }) => mode === pinned) : modes;
  return chosen.map(({ mode, viewport }) => ({
    storyId: story.id,
    title: story.title,
    name: story.name,
    mode,
    viewport,
    delay: positive(chromatic.delay) ?? 0,
    file: `${story.id}.${mode}.png`,
  }));
}
