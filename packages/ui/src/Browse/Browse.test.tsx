import '../styles';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Browse, type BrowseProps } from './Browse';
import type { DeckCardView } from './deckCardView';
import { SWIPE_THRESHOLD_PX } from './useSwipe';

const card = (id: string, name: string): DeckCardView => ({
  id,
  name,
  age: 27,
  bio: `${name} loves long walks.`,
  personality: ['Curious'],
  interests: ['Music'],
  gender: 'female',
  location: 'Barcelona, Spain',
  profileImageUrl: '',
  verified: false,
});

const cards = [card('ava', 'Ava Moreno'), card('kai', 'Kai Nakamura'), card('lena', 'Lena Fischer')];

const renderDeck = (props: Partial<BrowseProps> = {}) => {
  const all: BrowseProps = {
    cards,
    index: 1,
    flipped: false,
    status: 'ready',
    onLike: vi.fn(),
    onReject: vi.fn(),
    onFlip: vi.fn(),
    onGoToMatches: vi.fn(),
    onRetry: vi.fn(),
    ...props,
  };
  return { props: all, screen: render(<Browse {...all} />) };
};

/** Drags the centred card sideways by `distance` pixels with a mouse, as a person would. */
function drag(element: Element, distance: number) {
  const { left, top, width, height } = element.getBoundingClientRect();
  const at = (dx: number) => ({
    bubbles: true,
    pointerId: 1,
    isPrimary: true,
    button: 0,
    clientX: left + width / 2 + dx,
    clientY: top + height / 2,
  });
  element.dispatchEvent(new PointerEvent('pointerdown', at(0)));
  element.dispatchEvent(new PointerEvent('pointermove', at(distance / 2)));
  element.dispatchEvent(new PointerEvent('pointermove', at(distance)));
  element.dispatchEvent(new PointerEvent('pointerup', at(distance)));
}

const centredCard = (screen: Awaited<ReturnType<typeof renderDeck>['screen']>) => {
  const heading = screen.getByRole('heading', { level: 2, name: /^Kai Nakamura/ }).element();
  const swipeable = heading.closest('[class*="SwipeCard_card"]');
  if (!swipeable) throw new Error('No centred card');
  return swipeable;
};

describe('Browse', () => {
  it('centres the current card between its neighbours', async () => {
    await page.viewport(1280, 800);
    const s = await renderDeck().screen;

    await expect.element(s.getByRole('heading', { level: 2, name: /^Kai Nakamura/ })).toBeVisible();
    await expect.element(s.getByText('Barcelona, Spain')).toBeVisible();
    // The neighbours are glimpses only: pictures, no names.
    expect(s.getByRole('heading', { name: 'Ava Moreno' }).query()).toBeNull();
    expect(s.container.querySelectorAll('img')).toHaveLength(3);
  });

  it('likes with the right arrow and rejects with the left', async () => {
    const first = renderDeck();
    const s = await first.screen;

    await userEvent.keyboard('{ArrowRight}');
    expect(first.props.onLike).toHaveBeenCalledWith('kai');
    await s.unmount();

    const second = renderDeck();
    await second.screen;
    await userEvent.keyboard('{ArrowLeft}');
    expect(second.props.onReject).toHaveBeenCalledWith('kai');
    expect(second.props.onLike).not.toHaveBeenCalled();
  });

  it('likes and rejects the centred card with the round buttons', async () => {
    const first = renderDeck();
    const s = await first.screen;

    await s.getByRole('button', { name: 'Reject' }).click();
    expect(first.props.onReject).toHaveBeenCalledWith('kai');
    await s.unmount();

    const second = renderDeck();
    await (await second.screen).getByRole('button', { name: 'Like' }).click();
    expect(second.props.onLike).toHaveBeenCalledWith('kai');
  });

  it('flings the card away when dragged past the threshold, and keeps it when not', async () => {
    await page.viewport(1280, 800);
    const first = renderDeck();
    let s = await first.screen;

    drag(centredCard(s), SWIPE_THRESHOLD_PX / 2);
    expect(first.props.onLike).not.toHaveBeenCalled();
    drag(centredCard(s), SWIPE_THRESHOLD_PX + 40);
    await expect.poll(() => first.props.onLike).toHaveBeenCalledWith('kai');
    await s.unmount();

    const second = renderDeck();
    s = await second.screen;
    drag(centredCard(s), -(SWIPE_THRESHOLD_PX + 40));
    await expect.poll(() => second.props.onReject).toHaveBeenCalledWith('kai');
  });

  it('waits while a decision is being sent', async () => {
    const { props, screen } = renderDeck({ status: 'pending' });
    const s = await screen;

    await userEvent.keyboard('{ArrowRight}');
    await expect.element(s.getByRole('button', { name: 'Like' })).toBeDisabled();
    expect(props.onLike).not.toHaveBeenCalled();
  });

  it('shows the back with bio, personality, gender and interests, and flips back', async () => {
    const { props, screen } = renderDeck({ flipped: true });
    const s = await screen;

    await expect.element(s.getByText('Curious')).toBeVisible();
    await expect.element(s.getByText('female', { exact: true })).toBeVisible();
    await expect.element(s.getByText('Music')).toBeVisible();
    await s.getByRole('button', { name: 'Flip Back' }).click();
    expect(props.onFlip).toHaveBeenCalledOnce();
  });

  it('keeps Flip Back in sight on a long back, scrolling only the text', async () => {
    await page.viewport(1280, 800);
    const long = { ...card('kai', 'Kai Nakamura'), bio: 'Records the city at night. '.repeat(40) };
    const s = await renderDeck({ cards: [cards[0] as DeckCardView, long], flipped: true }).screen;

    const face = centredCard(s).getBoundingClientRect();
    const flipBack = s.getByRole('button', { name: 'Flip Back' }).element().getBoundingClientRect();
    expect(flipBack.top).toBeGreaterThanOrEqual(face.top);
    expect(flipBack.bottom).toBeLessThanOrEqual(face.bottom);
    const text = s.getByRole('region', { name: 'About Kai Nakamura' }).element();
    expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
  });

  it("says it's a match, politely and without holding up the next card", async () => {
    const { props, screen } = renderDeck({ feedback: { kind: 'matched', name: 'Ava Moreno' } });
    const s = await screen;

    await expect.element(s.getByRole('status')).toHaveTextContent("It's a match! You and Ava Moreno can chat now.");
    await userEvent.keyboard('{ArrowRight}');
    expect(props.onLike).toHaveBeenCalledWith('kai');
  });

  it('says a Blocked like is no match and the character is not available to chat', async () => {
    const s = await renderDeck({ feedback: { kind: 'blocked', name: 'Ava Moreno' } }).screen;

    await expect
      .element(s.getByRole('status'))
      .toHaveTextContent('Liked, but no match: Ava Moreno is not available to chat with you.');
    expect(s.getByText(/It's a match/).query()).toBeNull();
  });

  it('says a like that failed did not go through, and the card can be liked again', async () => {
    const { props, screen } = renderDeck({ feedback: { kind: 'likeFailed', name: 'Kai Nakamura' } });
    const s = await screen;

    await expect.element(s.getByRole('status')).toHaveTextContent("Couldn't send your like. Try again.");
    await s.getByRole('button', { name: 'Like' }).click();
    expect(props.onLike).toHaveBeenCalledWith('kai');
  });

  it('says the deck failed to load, never that nobody is new, and retries on Retry', async () => {
    const { props, screen } = renderDeck({ cards: [], index: 0, status: 'failed' });
    const s = await screen;

    await expect.element(s.getByRole('alert')).toHaveTextContent("Couldn't load new characters.");
    expect(s.getByText('No New Characters').query()).toBeNull();
    await s.getByRole('button', { name: 'Retry' }).click();
    expect(props.onRetry).toHaveBeenCalledOnce();
  });

  it('flips with the flip button', async () => {
    const { props, screen } = renderDeck();

    await (await screen).getByRole('button', { name: 'Flip card' }).click();

    expect(props.onFlip).toHaveBeenCalledOnce();
  });

  it('locks the page scroll while open and restores it after', async () => {
    document.body.style.overflow = 'auto';
    const s = await renderDeck().screen;

    expect(document.body.style.overflow).toBe('hidden');
    await s.unmount();
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it("says 'Loading Characters...' while loading", async () => {
    const s = await renderDeck({ cards: [], index: 0, status: 'loading' }).screen;

    await expect.element(s.getByRole('status')).toHaveTextContent('Loading Characters...');
  });

  it('sends the user to their matches when nobody new is left', async () => {
    const { props, screen } = renderDeck({ cards: [], index: 0, status: 'empty' });
    const s = await screen;

    await expect.element(s.getByRole('heading', { name: 'No New Characters' })).toBeVisible();
    await expect.element(s.getByText('There are no new characters to connect with you now.')).toBeVisible();
    await s.getByRole('button', { name: 'Go to Matches' }).click();
    expect(props.onGoToMatches).toHaveBeenCalledOnce();
  });
});
