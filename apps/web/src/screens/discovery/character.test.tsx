import '@kindred/ui/styles';
import { handlers } from '@kindred/api-client/mocks';
import { BRAND_NAME, characterPath, conversationPath } from '@kindred/contract';
import { ava, kai, lena, rowan } from '@kindred/contract/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { installMockApi } from '../../test/mockApi';
import { DiscoveryApp } from './DiscoveryApp';

const worker = installMockApi();

const openProfile = (id: string) => render(<DiscoveryApp path={characterPath(id)} />);

type Screen = Awaited<ReturnType<typeof openProfile>>;

const loaded = async (screen: Screen, name: string) => {
  await expect.element(screen.getByRole('heading', { level: 1, name })).toBeVisible();
  return {
    message: screen.getByRole('button', { name: 'Message' }),
    like: screen.getByRole('button', { name: `Like ${name}` }),
    matchBadge: screen.getByText('Match', { exact: true }),
  };
};

describe('the character profile', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows 'Loading...' while the character loads", async () => {
    worker.use(handlers.character.slow);
    const screen = await openProfile(ava._id);

    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('names the browser tab after the character once it is loaded', async () => {
    const screen = await openProfile(lena._id);
    await loaded(screen, lena.name);

    await expect.poll(() => document.title).toBe(`${lena.name} · ${BRAND_NAME}`);
  });

  it('keeps Message disabled for a character the user has not liked, and offers the like', async () => {
    const screen = await openProfile(lena._id);
    const { message, like, matchBadge } = await loaded(screen, lena.name);

    await expect.element(message).toBeDisabled();
    await expect.element(like).toBeVisible();
    expect(matchBadge.query()).toBeNull();
  });

  it('lets a liked character be messaged, without the like button', async () => {
    const screen = await openProfile(kai._id);
    const { message, like, matchBadge } = await loaded(screen, kai.name);

    await expect.element(message).toBeEnabled();
    expect(like.query()).toBeNull();
    expect(matchBadge.query()).toBeNull();

    await message.click();

    await expect.element(screen.getByRole('heading', { level: 1, name: conversationPath(kai._id) })).toBeVisible();
  });

  it('shows the Match badge for a match', async () => {
    const screen = await openProfile(ava._id);
    const { message, matchBadge } = await loaded(screen, ava.name);

    await expect.element(matchBadge).toBeVisible();
    await expect.element(message).toBeEnabled();
  });

  it('likes the character: the like button goes, Message opens and the match shows', async () => {
    const screen = await openProfile(lena._id);
    const { message, like, matchBadge } = await loaded(screen, lena.name);

    await like.click();

    await expect.element(like).not.toBeInTheDocument();
    await expect.element(message).toBeEnabled();
    await expect.element(matchBadge).toBeVisible();
  });

  it('counts a like answered with no relationship as liked but not a match', async () => {
    worker.use(handlers.like.noRelationship);
    const screen = await openProfile(lena._id);
    const { message, like, matchBadge } = await loaded(screen, lena.name);

    await like.click();

    await expect.element(like).not.toBeInTheDocument();
    await expect.element(message).toBeEnabled();
    expect(matchBadge.query()).toBeNull();
  });

  it('says a character that answered the like Blocked is not available, and opens no chat', async () => {
    worker.use(handlers.like.blocked);
    const screen = await openProfile(lena._id);
    const { message, like, matchBadge } = await loaded(screen, lena.name);

    await like.click();

    await expect.element(like).not.toBeInTheDocument();
    await expect.element(message).toBeDisabled();
    await expect.element(message).toHaveAccessibleDescription(`${lena.name} is not available to chat with you.`);
    expect(matchBadge.query()).toBeNull();
  });

  it('shows six placeholder pictures for a character without any, in a lightbox that wraps around', async () => {
    const screen = await openProfile(rowan._id);
    await loaded(screen, rowan.name);

    await screen.getByRole('tab', { name: 'Gallery' }).click();
    expect(screen.getByRole('button', { name: /^Open picture/ }).all()).toHaveLength(6);
    await screen.getByRole('button', { name: 'Open picture 6 of 6' }).click();
    const lightbox = screen.getByRole('dialog', { name: `${rowan.name}'s gallery` });
    await lightbox.getByRole('button', { name: 'Next picture' }).click();

    await expect.element(lightbox.getByRole('img', { name: 'Sample scene 1 of 6' })).toBeVisible();
  });

  it('reveals the longer story with Show more and hides it with Show less', async () => {
    const screen = await openProfile(ava._id);
    await loaded(screen, ava.name);
    const story = screen.getByText(ava.backgroundStory ?? '');

    await screen.getByRole('button', { name: 'Show more' }).click();
    await expect.element(story).toBeVisible();
    await screen.getByRole('button', { name: 'Show less' }).click();

    await expect.element(story).not.toBeVisible();
  });

  it('says a missing character is not found, and leads to the others', async () => {
    const screen = await openProfile('no-such-character');

    await expect.element(screen.getByRole('heading', { level: 1, name: 'Character Not Found' })).toBeVisible();
    await expect.element(screen.getByText("This love story hasn't been written yet...")).toBeVisible();
    await screen.getByRole('button', { name: 'Discover Other Characters' }).click();

    await expect.element(screen.getByRole('heading', { level: 1, name: 'Real Connections' })).toBeVisible();
  });

  it('says the character failed to load, logs it, and goes back', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    worker.use(handlers.character.failure());
    const screen = await openProfile(ava._id);

    await expect.element(screen.getByRole('alert')).toHaveTextContent('Failed to load character');
    expect(logged).toHaveBeenCalled();
    await screen.getByRole('button', { name: 'Go Back' }).click();

    // Opened directly, the profile has nothing to go back to in the app: it goes to the characters.
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Real Connections' })).toBeVisible();
  });

  it('shows the character on Retry once the server answers again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    worker.use(handlers.character.failure());
    const screen = await openProfile(ava._id);
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Failed to load character');

    worker.use(handlers.character.success);
    await screen.getByRole('button', { name: 'Retry' }).click();

    await expect.element(screen.getByRole('heading', { level: 1, name: ava.name })).toBeVisible();
  });
});
