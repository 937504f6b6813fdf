import '@kindred/ui/styles';
import { handlers } from '@kindred/api-client/mocks';
import { DISCOVER_PAGE_SIZE, paths } from '@kindred/contract';
import { elin, jonah, lena, mateo, priya, rowan, sofia } from '@kindred/contract/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { installMockApi } from '../../test/mockApi';
import { recordCalls, rememberingApi, unfilteredBrowse } from '../../test/mockEndpoints';
import { DiscoveryApp } from './DiscoveryApp';

const worker = installMockApi();

type Screen = Awaited<ReturnType<typeof render>>;

const openDeck = () => render(<DiscoveryApp path={paths.browse} />);

/** The name heading of the centred card (the blurred neighbours have none). */
const centred = (screen: Screen, name: string) =>
  screen.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) });

const press = (screen: Screen, name: 'Like' | 'Reject') => screen.getByRole('button', { name, exact: true }).click();

describe('the discover deck', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows 'Loading Characters...' until the first page arrives", async () => {
    const pages = recordCalls('browse');
    worker.use(pages.handler, handlers.browse.slow);
    const screen = await openDeck();

    await expect.element(screen.getByText('Loading Characters...')).toBeVisible();
    // The page is asked for while the deck loads (and within this test, not the next one's).
    await expect.poll(() => pages.calls).toHaveLength(1);
  });

  it('shows only characters the user has neither liked nor disliked, and acts on the centred one', async () => {
    const [pages, likes, rejections] = [recordCalls('browse'), recordCalls('like'), recordCalls('dislike')];
    worker.use(pages.handler, likes.handler, rejections.handler, unfilteredBrowse);
    const screen = await openDeck();

    // Ava, Kai, Marcus, Noor and Théo come first on the page, but the user has decided on them.
    await expect.element(centred(screen, lena.name)).toBeVisible();
    expect(pages.calls).toEqual([{ page: '1', limit: String(DISCOVER_PAGE_SIZE) }]);

    await press(screen, 'Like');
    await expect.element(centred(screen, sofia.name)).toBeVisible();
    await press(screen, 'Reject');
    await expect.element(centred(screen, rowan.name)).toBeVisible();

    expect(likes.calls).toEqual([{ id: lena._id }]);
    expect(rejections.calls).toEqual([{ id: sofia._id }]);
  });

  it('fetches the next page at the end of the deck and starts again at its first card', async () => {
    const pages = recordCalls('browse');
    worker.use(pages.handler, unfilteredBrowse);
    const screen = await openDeck();

    for (const character of [lena, sofia, rowan, priya, mateo]) {
      await expect.element(centred(screen, character.name)).toBeVisible();
      await press(screen, 'Reject');
    }

    await expect.element(centred(screen, elin.name)).toBeVisible();
    expect(pages.calls).toEqual([
      { page: '1', limit: String(DISCOVER_PAGE_SIZE) },
      { page: '2', limit: String(DISCOVER_PAGE_SIZE) },
    ]);

    await press(screen, 'Like');
    await expect.element(centred(screen, jonah.name)).toBeVisible();
    await press(screen, 'Like');

    // The second page was short: it was the last.
    await expect.element(screen.getByRole('heading', { level: 1, name: 'No New Characters' })).toBeVisible();
    expect(pages.calls).toHaveLength(2);
  });

  it('shows the back of a card on Flip, and the front of the next one', async () => {
    const screen = await openDeck();
    const flip = screen.getByRole('button', { name: 'Flip card' });
    await expect.element(centred(screen, lena.name)).toBeVisible();

    await flip.click();
    await expect.element(flip).toHaveAttribute('aria-pressed', 'true');
    await expect.element(screen.getByRole('button', { name: 'Flip Back' })).toBeVisible();

    await press(screen, 'Reject');

    await expect.element(centred(screen, sofia.name)).toBeVisible();
    await expect.element(flip).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps a rejection whose call failed and moves on, logging the failure only', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    worker.use(handlers.dislike.failure());
    const screen = await openDeck();

    await press(screen, 'Reject');

    await expect.element(centred(screen, sofia.name)).toBeVisible();
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('alert').query()).toBeNull();
  });

  it('keeps the card when a like fails, says so, and the like can be tried again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    worker.use(handlers.like.failure());
    const screen = await openDeck();

    await press(screen, 'Like');

    await expect.element(screen.getByText("Couldn't send your like. Try again.")).toBeVisible();
    expect(logged).toHaveBeenCalled();
    await expect.element(centred(screen, lena.name)).toBeVisible();

    worker.use(handlers.like.success);
    await press(screen, 'Like');
    await expect.element(screen.getByText(`It's a match! You and ${lena.name} can chat now.`)).toBeVisible();
    await expect.element(centred(screen, sofia.name)).toBeVisible();
  });

  it("says it's a match, and the next card is there to decide on at once", async () => {
    const screen = await openDeck();

    await press(screen, 'Like');

    await expect.element(screen.getByRole('status')).toHaveTextContent(`It's a match! You and ${lena.name}`);
    await expect.element(centred(screen, sofia.name)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Like', exact: true })).toBeEnabled();
  });

  it('says a like answered Blocked is no match: the character is not available to chat', async () => {
    worker.use(handlers.like.blocked);
    const screen = await openDeck();

    await press(screen, 'Like');

    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(`Liked, but no match: ${lena.name} is not available to chat with you.`);
    expect(screen.getByText(/It's a match/).query()).toBeNull();
  });

  it('says the deck failed to load, never that nobody is new, and loads on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    worker.use(handlers.browse.failure());
    const screen = await openDeck();

    await expect.element(screen.getByRole('alert')).toHaveTextContent("Couldn't load new characters.");
    expect(screen.getByText('No New Characters').query()).toBeNull();

    worker.use(handlers.browse.success);
    await screen.getByRole('button', { name: 'Retry' }).click();
    await expect.element(centred(screen, lena.name)).toBeVisible();
  });

  it('says there is no one new, and leads to the matches, when nobody is left', async () => {
    worker.use(handlers.browse.empty);
    const screen = await openDeck();

    await expect.element(screen.getByText('There are no new characters to connect with you now.')).toBeVisible();
    await screen.getByRole('button', { name: 'Go to Matches' }).click();

    await expect.element(screen.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
  });

  it('lists a like under Matched and lets the liked character be messaged', async () => {
    worker.use(...rememberingApi());
    const screen = await render(<DiscoveryApp path={paths.matches} />);
    await expect.element(screen.getByRole('tab', { name: 'Matched 3 profiles' })).toBeVisible();

    await screen.getByRole('link', { name: 'Discover' }).click();
    await press(screen, 'Like');
    await expect.element(centred(screen, sofia.name)).toBeVisible();
    await screen.getByRole('link', { name: 'Matches' }).click();

    await expect.element(screen.getByRole('tab', { name: 'Matched 4 profiles' })).toBeVisible();
    await screen.getByRole('link', { name: lena.name }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: lena.name })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Message' })).toBeEnabled();
  });
});
