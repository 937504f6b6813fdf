import '@kindred/ui/styles';
import { handlers } from '@kindred/api-client/mocks';
import { INTERACTIONS_PAGE_SIZE, paths } from '@kindred/contract';
import { kai, marcus, noor, theo } from '@kindred/contract/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { installMockApi } from '../../test/mockApi';
import { recordCalls } from '../../test/mockEndpoints';
import { DiscoveryApp } from './DiscoveryApp';

const worker = installMockApi();

const openMatches = () => render(<DiscoveryApp path={paths.matches} />);

describe('the matches', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('counts the liked under Matched and the disliked under Rejected', async () => {
    const requests = recordCalls('interactions');
    worker.use(requests.handler);
    const screen = await openMatches();

    await expect.element(screen.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
    await expect
      .element(screen.getByRole('tab', { name: 'Matched 3 profiles' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('link', { name: noor.name })).toBeVisible();
    expect(screen.getByRole('link', { name: theo.name }).query()).toBeNull();

    await screen.getByRole('tab', { name: 'Rejected 2 profiles' }).click();

    await expect.element(screen.getByRole('heading', { level: 1, name: 'Archived' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: theo.name })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: marcus.name })).toBeVisible();
    expect(requests.calls).toEqual(
      expect.arrayContaining([
        { page: '1', limit: String(INTERACTIONS_PAGE_SIZE), type: 'like' },
        { page: '1', limit: String(INTERACTIONS_PAGE_SIZE), type: 'dislike' },
      ]),
    );
    expect(requests.calls).toHaveLength(2);
  });

  it('opens the profile of a card', async () => {
    const screen = await openMatches();

    await screen.getByRole('link', { name: kai.name }).click();

    await expect.element(screen.getByRole('heading', { level: 1, name: kai.name })).toBeVisible();
  });

  it('says when there are no matches and no rejections yet', async () => {
    worker.use(handlers.interactions.empty);
    const screen = await openMatches();

    await expect.element(screen.getByText('No matches yet.')).toBeVisible();
    await screen.getByRole('tab', { name: 'Rejected 0 profiles' }).click();
    await expect.element(screen.getByText('No rejections yet.')).toBeVisible();
  });

  it('says the matches failed to load, never that there are none, and loads them on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    worker.use(handlers.interactions.failure());
    const screen = await openMatches();

    await expect.element(screen.getByRole('alert')).toHaveTextContent("Couldn't load your matches.");
    expect(screen.getByText('No matches yet.').query()).toBeNull();

    worker.use(handlers.interactions.success);
    await screen.getByRole('button', { name: 'Retry' }).click();
    await expect.element(screen.getByRole('link', { name: noor.name })).toBeVisible();
  });

  it('says the characters failed to load, logs it, and goes back', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    worker.use(handlers.interactions.failure());
    const screen = await openMatches();

    await expect.element(screen.getByRole('alert')).toBeVisible();
    expect(logged).toHaveBeenCalled();
    await screen.getByRole('button', { name: 'Go Back' }).click();

    await expect.element(screen.getByRole('heading', { level: 2, name: 'Featured Characters' })).toBeVisible();
  });
});
