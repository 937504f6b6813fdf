import '../styles';
import { GALLERY_PLACEHOLDER_IMAGES } from '@kindred/contract';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { fallbackPortrait } from '../CharacterCard';
import { CharacterProfile, type CharacterProfileProps } from './CharacterProfile';
import type { CharacterProfileView } from './characterProfileView';

const ava: CharacterProfileView = {
  id: 'ava',
  name: 'Ava Moreno',
  age: 27,
  gender: 'female',
  location: 'Barcelona, Catalonia, Spain',
  profileImageUrl: '/no-such-portrait.svg',
  personality: ['Curious', 'Warm'],
  interests: ['Music', 'Reading', 'Film', 'Coffee', 'Sailing'],
  bio: 'Architect by day, amateur flamenco dancer by night.',
  backgroundStory: 'Grew up above a bakery.',
  flawsAndFears: 'Overthinks replies.',
  dreamsAndGoals: 'Design a library by the sea.',
  images: ['/a.svg', '/b.svg', '/c.svg'],
};

const callbacks = () => ({
  onLike: vi.fn(),
  onMessage: vi.fn(),
  onTabChange: vi.fn(),
  onToggleShowMore: vi.fn(),
  onOpenImage: vi.fn(),
  onCloseLightbox: vi.fn(),
  onPreviousImage: vi.fn(),
  onNextImage: vi.fn(),
  onSelectImage: vi.fn(),
  onRetry: vi.fn(),
  onBack: vi.fn(),
  onDiscoverOthers: vi.fn(),
});

const renderProfile = (props: Partial<CharacterProfileProps> = {}) => {
  const all: CharacterProfileProps = {
    status: 'ready',
    character: ava,
    liked: false,
    matched: false,
    tab: 'about',
    showMore: false,
    lightboxIndex: null,
    ...callbacks(),
    ...props,
  };
  return { props: all, screen: render(<CharacterProfile {...all} />) };
};

describe('CharacterProfile card', () => {
  it('introduces the character with their first trait', async () => {
    const { screen } = renderProfile();
    const s = await screen;

    await expect.element(s.getByRole('heading', { level: 1, name: 'Ava Moreno' })).toBeVisible();
    await expect.element(s.getByText('Barcelona, Catalonia, Spain')).toBeVisible();
    await expect.element(s.getByRole('definition').nth(0)).toHaveTextContent('27');
    await expect.element(s.getByRole('definition').nth(1)).toHaveTextContent('female');
    await expect.element(s.getByRole('definition').nth(2)).toHaveTextContent('Curious');
  });

  it("calls a character without traits 'Charismatic'", async () => {
    const s = await renderProfile({ character: { ...ava, personality: [] } }).screen;

    await expect.element(s.getByRole('definition').nth(2)).toHaveTextContent('Charismatic');
    await expect.element(s.getByText('No personality traits specified')).toBeVisible();
  });

  it('shows the fallback portrait when the picture fails to load', async () => {
    const s = await renderProfile().screen;

    await expect
      .element(s.getByRole('img', { name: 'Portrait of Ava Moreno' }))
      .toHaveAttribute('src', fallbackPortrait);
  });

  it('keeps Message disabled until the character is liked, and offers the like', async () => {
    const { props, screen } = renderProfile();
    const s = await screen;

    await expect.element(s.getByRole('button', { name: 'Message' })).toBeDisabled();
    await s.getByRole('button', { name: 'Like Ava Moreno' }).click();
    expect(props.onLike).toHaveBeenCalledOnce();
    expect(s.getByText('Match', { exact: true }).query()).toBeNull();
  });

  it('lets a liked character be messaged and hides the like button', async () => {
    const { props, screen } = renderProfile({ liked: true });
    const s = await screen;

    expect(s.getByRole('button', { name: 'Like Ava Moreno' }).query()).toBeNull();
    await s.getByRole('button', { name: 'Message' }).click();
    expect(props.onMessage).toHaveBeenCalledOnce();
  });

  it('shows the Match badge and enables Message for a match', async () => {
    const s = await renderProfile({ matched: true }).screen;

    await expect.element(s.getByText('Match', { exact: true })).toBeVisible();
    await expect.element(s.getByRole('button', { name: 'Message' })).toBeEnabled();
  });

  it('says a character that blocked the user is not available, in place of opening the chat', async () => {
    const { props, screen } = renderProfile({ liked: true, blocked: true });
    const s = await screen;
    const message = s.getByRole('button', { name: 'Message' });

    await expect.element(message).toBeDisabled();
    await expect.element(message).toHaveAccessibleDescription('Ava Moreno is not available to chat with you.');
    await message.click({ force: true });
    expect(props.onMessage).not.toHaveBeenCalled();
  });

  it('never shows the Match badge for a character that answered Blocked', async () => {
    const s = await renderProfile({ liked: true, matched: true, blocked: true }).screen;

    await expect.element(s.getByRole('button', { name: 'Message' })).toBeDisabled();
    expect(s.getByText('Match', { exact: true }).query()).toBeNull();
  });
});

describe('CharacterProfile tabs', () => {
  it('reveals the longer story with Show more and hides it with Show less', async () => {
    const first = renderProfile();
    const s = await first.screen;

    await expect.element(s.getByText('Grew up above a bakery.')).not.toBeVisible();
    await s.getByRole('button', { name: 'Show more' }).click();
    expect(first.props.onToggleShowMore).toHaveBeenCalledOnce();

    await s.rerender(<CharacterProfile {...first.props} showMore />);
    for (const text of ['Grew up above a bakery.', 'Overthinks replies.', 'Design a library by the sea.']) {
      await expect.element(s.getByText(text)).toBeVisible();
    }
    await expect.element(s.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks for another tab by click or arrow key', async () => {
    const { props, screen } = renderProfile();
    const s = await screen;

    await s.getByRole('tab', { name: 'Gallery' }).click();
    expect(props.onTabChange).toHaveBeenLastCalledWith('gallery');

    s.getByRole('tab', { name: 'About' }).element().focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(props.onTabChange).toHaveBeenLastCalledWith('interests');
  });

  it('gives music, books, film and coffee their own icons, anything else a generic one', async () => {
    const s = await renderProfile({ tab: 'interests' }).screen;
    const iconOf = (interest: string) => s.getByText(interest).element().querySelector('svg')?.innerHTML;

    const icons = ['Music', 'Reading', 'Film', 'Coffee'].map(iconOf);
    expect(new Set(icons).size).toBe(4);
    expect(icons).not.toContain(iconOf('Sailing'));
  });

  it('opens the picture clicked in the gallery', async () => {
    const { props, screen } = renderProfile({ tab: 'gallery' });
    const s = await screen;

    await s.getByRole('button', { name: 'Open picture 3 of 3' }).click();
    expect(props.onOpenImage).toHaveBeenCalledWith(2);
  });

  it('shows six placeholder pictures when the character has none', async () => {
    const s = await renderProfile({ tab: 'gallery', character: { ...ava, images: [] } }).screen;

    expect(s.getByRole('button', { name: /^Open picture/ }).all()).toHaveLength(GALLERY_PLACEHOLDER_IMAGES);
  });
});

describe('CharacterProfile lightbox', () => {
  it('shows the picture with its dots, and moves by buttons, dots and arrow keys', async () => {
    const { props, screen } = renderProfile({ tab: 'gallery', lightboxIndex: 1 });
    const s = await screen;
    const lightbox = s.getByRole('dialog', { name: "Ava Moreno's gallery" });

    await expect.element(lightbox.getByRole('img', { name: 'Ava Moreno, picture 2 of 3' })).toBeVisible();
    await expect
      .element(lightbox.getByRole('button', { name: 'Show picture 2' }))
      .toHaveAttribute('aria-current', 'true');

    await lightbox.getByRole('button', { name: 'Next picture' }).click();
    await lightbox.getByRole('button', { name: 'Previous picture' }).click();
    await lightbox.getByRole('button', { name: 'Show picture 3' }).click();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowRight}');

    expect(props.onNextImage).toHaveBeenCalledTimes(2);
    expect(props.onPreviousImage).toHaveBeenCalledTimes(2);
    expect(props.onSelectImage).toHaveBeenCalledWith(2);
  });

  it('closes with Escape or the close button', async () => {
    const { props, screen } = renderProfile({ tab: 'gallery', lightboxIndex: 0 });
    const s = await screen;

    await s.getByRole('button', { name: 'Close' }).click();
    await userEvent.keyboard('{Escape}');

    // The dialog's close event, which Escape brings, comes in a task of its own: on a busy machine, after the key press resolves.
    await expect.poll(() => props.onCloseLightbox).toHaveBeenCalledTimes(2);
  });

  it('keeps focus inside while open and gives it back to the picture that opened it', async () => {
    const { props, screen } = renderProfile({ tab: 'gallery' });
    const s = await screen;
    const opener = s.getByRole('button', { name: 'Open picture 1 of 3' });
    await opener.click();
    await s.rerender(<CharacterProfile {...props} lightboxIndex={0} />);
    const dialog = s.getByRole('dialog').element();

    await expect.poll(() => dialog.contains(document.activeElement)).toBe(true);
    for (let press = 0; press < 8; press++) {
      await userEvent.keyboard('{Tab}');
      expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await s.rerender(<CharacterProfile {...props} lightboxIndex={null} />);
    await expect.poll(() => document.activeElement).toBe(opener.element());
  });
});

describe('CharacterProfile screens', () => {
  it("says 'Loading...' while loading", async () => {
    const s = await renderProfile({ status: 'loading', character: null }).screen;

    await expect.element(s.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('offers Retry and Go Back when loading failed', async () => {
    const { props, screen } = renderProfile({ status: 'failed', character: null });
    const s = await screen;

    await expect.element(s.getByRole('alert')).toHaveTextContent('Failed to load character');
    await s.getByRole('button', { name: 'Retry' }).click();
    expect(props.onRetry).toHaveBeenCalledOnce();
    await s.getByRole('button', { name: 'Go Back' }).click();
    expect(props.onBack).toHaveBeenCalledOnce();
  });

  it('offers other characters when there is no such character', async () => {
    const { props, screen } = renderProfile({ status: 'notFound', character: null });
    const s = await screen;

    await expect.element(s.getByRole('heading', { name: 'Character Not Found' })).toBeVisible();
    await expect.element(s.getByText("This love story hasn't been written yet...")).toBeVisible();
    await s.getByRole('button', { name: 'Discover Other Characters' }).click();
    expect(props.onDiscoverOthers).toHaveBeenCalledOnce();
  });

  it('keeps the Instagram pictures locked', async () => {
    const s = await renderProfile().screen;
    const section = s.getByRole('region', { name: 'Instagram Pictures' });

    await expect.element(section.getByText('Coming soon')).toBeVisible();
    expect(section.element().querySelector('[inert]')?.querySelectorAll('img')).toHaveLength(6);
  });
});
