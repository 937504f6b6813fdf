import '../styles';
import type { ConversationSummary } from '@kindred/contract';
import { ava } from '@kindred/contract/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ConversationList, type ConversationListProps } from './ConversationList';
import { fewConversations, fixtureNow, manyConversations } from './ConversationList.fixtures';

const renderList = async (props: Partial<ConversationListProps> = {}) => {
  const callbacks = { onSearchChange: vi.fn(), onSelect: vi.fn(), onScrollNearBottom: vi.fn() };
  const screen = await render(
    <div style={{ height: '360px' }}>
      <ConversationList conversations={fewConversations} now={fixtureNow} {...callbacks} {...props} />
    </div>,
  );
  return { screen, ...callbacks };
};

const conversation = (changes: Partial<ConversationSummary>): ConversationSummary => ({
  _id: 'lena-fischer',
  name: 'Lena Fischer',
  profileImageUrl: '',
  lastInteraction: '2025-09-21T08:30:00.000Z',
  lastMessage: { content: '' },
  ...changes,
});

describe('ConversationList', () => {
  it('searches by what the user types into a labelled search box', async () => {
    const { screen, onSearchChange } = await renderList();
    const search = screen.getByRole('searchbox', { name: 'Search Messages' });

    await expect.element(search).toHaveAttribute('placeholder', 'Search Messages');
    await search.fill('ava');

    expect(onSearchChange).toHaveBeenLastCalledWith('ava');
  });

  it('shows each conversation with its name, a preview cut at 35 characters and how long ago it moved', async () => {
    const { screen } = await renderList();
    const avaRow = screen.getByRole('button', { name: /Ava Moreno/ });

    await expect.element(avaRow).toHaveTextContent('I would love that! We practise on T...');
    await expect.element(avaRow).toHaveTextContent('Yesterday');
    await expect.element(screen.getByRole('button', { name: /Noor Haddad/ })).toHaveTextContent('48m');
  });

  it("invites a first message where there is none: 'Start a conversation...'", async () => {
    const { screen } = await renderList({ conversations: [conversation({ lastMessage: { content: ' ' } })] });

    await expect
      .element(screen.getByRole('button', { name: /Lena Fischer/ }))
      .toHaveTextContent('Start a conversation...');
  });

  it("says 'No matches yet.' when there is nothing to show", async () => {
    const { screen } = await renderList({ conversations: [] });

    await expect.element(screen.getByText('No matches yet.')).toBeVisible();
  });

  it('says which search matches nothing when the search empties the list', async () => {
    const { screen } = await renderList({ conversations: [], defaultSearch: 'Zelda', noResultsFor: 'Zelda' });

    await expect.element(screen.getByText('No conversations match “Zelda”')).toBeVisible();
    await expect.element(screen.getByRole('searchbox', { name: 'Search Messages' })).toHaveValue('Zelda');
    expect(screen.getByText('No matches yet.').query()).toBeNull();
  });

  it('says the list could not be loaded, never that it is empty, and retries on Retry', async () => {
    const onRetry = vi.fn();
    const { screen } = await renderList({ conversations: [], failed: true, loading: true, onRetry });

    await expect.element(screen.getByRole('alert')).toHaveTextContent("Couldn't load your conversations");
    expect(screen.getByText('No matches yet.').query()).toBeNull();
    await screen.getByRole('button', { name: 'Retry' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows a spinner rather than the empty text while the first page loads', async () => {
    const { screen } = await renderList({ conversations: [], loading: true });

    await expect.element(screen.getByText('Loading conversations')).toBeInTheDocument();
    expect(screen.getByText('No matches yet.').query()).toBeNull();
  });

  it('marks the open conversation and opens the one chosen', async () => {
    const { screen, onSelect } = await renderList({ activeId: ava._id });

    await expect.element(screen.getByRole('button', { name: /Ava Moreno/ })).toHaveAttribute('aria-current', 'true');
    await expect.element(screen.getByRole('button', { name: /Noor Haddad/ })).not.toHaveAttribute('aria-current');
    await screen.getByRole('button', { name: /Kai Nakamura/ }).click();

    expect(onSelect).toHaveBeenCalledExactlyOnceWith('kai-nakamura');
  });

  it('shows the initial when a portrait fails to load', async () => {
    const { screen } = await renderList({
      conversations: [conversation({ profileImageUrl: '/missing-portrait.svg' })],
    });

    await expect.poll(() => screen.container.querySelector('img')).toBeNull();
    // The row reads avatar first, then name: the initial 'L' and then 'Lena Fischer'.
    await expect.element(screen.getByRole('button', { name: /Lena Fischer/ })).toHaveTextContent(/^LLena Fischer/);
  });

  it('asks for the next page once each time the reader scrolls within 50 px of the bottom', async () => {
    const { screen, onScrollNearBottom } = await renderList({ conversations: manyConversations, loadingMore: true });
    await expect.element(screen.getByText('Loading more conversations')).toBeInTheDocument();
    const scroller = screen.getByRole('list').element().parentElement as HTMLElement;
    const scrollTo = async (top: number) => {
      const scrolled = new Promise((resolve) => scroller.addEventListener('scroll', resolve, { once: true }));
      scroller.scrollTop = top;
      await scrolled;
    };
    const bottom = scroller.scrollHeight - scroller.clientHeight;

    await scrollTo(bottom - 60);
    expect(onScrollNearBottom).not.toHaveBeenCalled();
    await scrollTo(bottom - 40);
    await scrollTo(bottom);
    expect(onScrollNearBottom).toHaveBeenCalledOnce();
    await scrollTo(0);
    await scrollTo(bottom);
    expect(onScrollNearBottom).toHaveBeenCalledTimes(2);
  });
});
