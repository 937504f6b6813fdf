import '@kindred/ui/styles';
import { handlers } from '@kindred/api-client/mocks';
import { CHARACTERS_SCREEN_LIMIT, paths } from '@kindred/contract';
import { characters, lena } from '@kindred/contract/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { installMockApi } from '../../test/mockApi';
import { recordCalls } from '../../test/mockEndpoints';
import { DiscoveryApp } from './DiscoveryApp';

const worker = installMockApi();

const openList = () => render(<DiscoveryApp path={paths.characters} />);

describe('the character list', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows up to 50 characters, each opening its profile', async () => {
    const requests = recordCalls('characters');
    worker.use(requests.handler);
    const screen = await openList();

    await expect.element(screen.getByRole('heading', { level: 2, name: lena.name })).toBeVisible();
    expect(screen.getByRole('main').getByRole('listitem').all()).toHaveLength(characters.length);
    expect(requests.calls).toEqual([{ page: '1', limit: String(CHARACTERS_SCREEN_LIMIT) }]);

    await screen.getByRole('link', { name: lena.name }).click();

    await expect.element(screen.getByRole('heading', { level: 1, name: lena.name })).toBeVisible();
  });

  it('shows a loader while the characters load', async () => {
    worker.use(handlers.characters.slow);
    const screen = await openList();

    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading characters');
  });

  it('says so in place of the list when loading fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    worker.use(handlers.characters.failure());
    const screen = await openList();

    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Failed to load characters. Please try again later.');
    expect(screen.getByRole('main').getByRole('listitem').query()).toBeNull();

    worker.use(handlers.characters.success);
    await screen.getByRole('button', { name: 'Retry' }).click();
    await expect.element(screen.getByRole('main').getByRole('listitem').first()).toBeVisible();
  });
});
