import type { ConversationSummary } from '@kindred/contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  type ConversationListInput,
  type ConversationPageRequest,
  conversationListFailed,
  conversationListMachine,
} from '../src/chat/conversationList';
import {
  filterConversations,
  previewText,
  searchWithoutResults,
  sortConversations,
  visibleConversations,
  withActiveConversation,
} from '../src/chat/conversations';
import { recoveryDelay } from '../src/shared/recovery';
import { conversation } from './fixtures';
import { byValueAnd, unreachedStates } from './reachability';

const day = (n: number) => `2026-01-${String(n).padStart(2, '0')}T12:00:00.000Z`;
const pageOf = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => conversation(`c${from + i}`, day(28 - from - i)));

describe('conversation helpers', () => {
  it('cuts the preview at 35 characters plus ...', () => {
    expect(previewText('a'.repeat(35))).toBe('a'.repeat(35));
    expect(previewText('b'.repeat(36))).toBe(`${'b'.repeat(35)}...`);
    expect(previewText('')).toBe('');
    expect(previewText(undefined)).toBe('');
  });

  it('filters by name ignoring case', () => {
    const list = [conversation('1', day(1)), { ...conversation('2', day(2)), name: 'Luna Park' }];
    expect(filterConversations(list, 'lUNa').map((c) => c._id)).toEqual(['2']);
    expect(filterConversations(list, '  ')).toHaveLength(2);
  });

  it('sorts newest interaction first', () => {
    const list = [conversation('old', day(1)), conversation('new', day(9)), conversation('mid', day(5))];
    expect(sortConversations(list).map((c) => c._id)).toEqual(['new', 'mid', 'old']);
  });

  it('adds the active character when it is missing', () => {
    const list = [conversation('1', day(1))];
    const active = { _id: 'x', name: 'Xena', profileImageUrl: '/x.svg' };
    expect(withActiveConversation(list, active).map((c) => c._id)).toEqual(['x', '1']);
    expect(withActiveConversation(list, { ...active, _id: '1' })).toBe(list);
    expect(withActiveConversation(list, null)).toBe(list);
  });

  it('names the search only when it is what leaves the list empty', () => {
    const conversations = [conversation('a', day(1))];
    const active = { _id: 'z', name: 'Zelda', profileImageUrl: '' };
    expect(searchWithoutResults({ conversations, active: null, search: ' Luna ' })).toBe('Luna');
    expect(searchWithoutResults({ conversations, active: null, search: 'character' })).toBeUndefined();
    expect(searchWithoutResults({ conversations, active: null, search: '  ' })).toBeUndefined();
    expect(searchWithoutResults({ conversations: [], active: null, search: 'Luna' })).toBeUndefined();
    expect(searchWithoutResults({ conversations: [], active, search: 'Luna' })).toBe('Luna');
    expect(searchWithoutResults({ conversations: [], active, search: 'zel' })).toBeUndefined();
  });

  it('shows the sorted list with the active character, filtered by the search', () => {
    const conversations = [conversation('a', day(1)), conversation('b', day(2))];
    const active = { _id: 'z', name: 'Character z', profileImageUrl: '' };
    expect(visibleConversations({ conversations, active, search: '' }).map((c) => c._id)).toEqual(['z', 'b', 'a']);
    expect(visibleConversations({ conversations, active, search: 'character a' }).map((c) => c._id)).toEqual(['a']);
  });
});

describe('conversationList', () => {
  function start(
    answer: (request: ConversationPageRequest) => Promise<ConversationSummary[]>,
    input: ConversationListInput = { userId: 'u1' },
  ) {
    const clock = new SimulatedClock();
    const loadConversations = vi.fn(({ input }: { input: ConversationPageRequest }) => answer(input));
    const logError = vi.fn();
    const actor = createActor(
      conversationListMachine.provide({
        actors: { loadConversations: fromPromise(loadConversations) },
        actions: { logError: (_, { error }) => logError(error) },
      }),
      { input, clock },
    ).start();
    const settled = () =>
      waitFor(
        actor,
        (s) => s.matches({ ready: { refresh: 'waiting' } }) && !s.matches({ ready: { paging: 'loadingMore' } }),
      );
    return { actor, clock, loadConversations, logError, settled };
  }

  it('loads the first page of 10 for the user', async () => {
    const { loadConversations, settled } = start(async ({ page }) => pageOf(10, (page - 1) * 10 + 1));
    const snapshot = await settled();
    expect(loadConversations).toHaveBeenCalledWith(
      expect.objectContaining({ input: { userId: 'u1', page: 1, limit: 10 } }),
    );
    expect(snapshot.context.conversations).toHaveLength(10);
    expect(snapshot.matches({ ready: { paging: 'idle' } })).toBe(true);
  });

  it('loads the next page near the bottom until a page has fewer than 10', async () => {
    const { actor, loadConversations, settled } = start(async ({ page }) =>
      pageOf(page === 1 ? 10 : 4, (page - 1) * 10 + 1),
    );
    await settled();
    actor.send({ type: 'user.scrolledNearBottom' });
    const snapshot = await settled();
    expect(loadConversations).toHaveBeenLastCalledWith(
      expect.objectContaining({ input: { userId: 'u1', page: 2, limit: 10 } }),
    );
    expect(snapshot.context.conversations).toHaveLength(14);
    expect(snapshot.matches({ ready: { paging: 'complete' } })).toBe(true);
    actor.send({ type: 'user.scrolledNearBottom' });
    expect(loadConversations).toHaveBeenCalledTimes(2);
  });

  it('loads nothing more after a short first page', async () => {
    const { settled } = start(async () => pageOf(3, 1));
    expect((await settled()).matches({ ready: { paging: 'complete' } })).toBe(true);
  });

  it('refreshes the first page every 6 seconds, updating what changed', async () => {
    let first = pageOf(10, 1);
    const { clock, loadConversations, settled } = start(async ({ page }) => (page === 1 ? first : []));
    await settled();
    first = [conversation('c1', day(30), 'new message'), ...first.slice(1)];
    clock.increment(5_999);
    expect(loadConversations).toHaveBeenCalledOnce();
    clock.increment(1);
    const snapshot = await settled();
    expect(loadConversations).toHaveBeenCalledTimes(2);
    expect(snapshot.context.conversations).toHaveLength(10);
    expect(snapshot.context.conversations.find((c) => c._id === 'c1')?.lastMessage.content).toBe('new message');
  });

  it('says a failed first load failed, tries again by itself on the recovery rhythm, and recovers', async () => {
    let down = true;
    const { actor, clock, loadConversations, logError, settled } = start(async () => {
      if (down) throw new Error('offline');
      return pageOf(2, 1);
    });
    const failed = () => waitFor(actor, (s) => s.matches('failed'));
    expect(conversationListFailed(await failed())).toBe(true);
    expect(logError).toHaveBeenCalledWith(new Error('offline'));

    clock.increment(recoveryDelay(1));
    expect(loadConversations).toHaveBeenCalledTimes(2);
    // Still failing while it tries again.
    expect(conversationListFailed(actor.getSnapshot())).toBe(true);
    expect((await failed()).context.failures).toBe(2);
    clock.increment(recoveryDelay(2) - 1);
    expect(loadConversations).toHaveBeenCalledTimes(2);

    down = false;
    clock.increment(1);
    const snapshot = await settled();
    expect(conversationListFailed(snapshot)).toBe(false);
    expect(snapshot.context).toMatchObject({ failures: 0 });
    expect(snapshot.context.conversations).toHaveLength(2);
  });

  it('tries again at once on Retry', async () => {
    let down = true;
    const { actor, settled } = start(async () => {
      if (down) throw new Error('offline');
      return pageOf(1, 1);
    });
    await waitFor(actor, (s) => s.matches('failed'));
    down = false;
    actor.send({ type: 'user.retry' });
    expect((await settled()).context.conversations).toHaveLength(1);
  });

  it('keeps the list shown when a refresh fails, only logging it, and keeps refreshing', async () => {
    let fail = false;
    const { clock, loadConversations, logError, settled } = start(async () => {
      if (fail) throw new Error('offline');
      return pageOf(2, 1);
    });
    await settled();
    fail = true;
    clock.increment(6_000);
    const snapshot = await settled();
    expect(snapshot.context.conversations).toHaveLength(2);
    expect(conversationListFailed(snapshot)).toBe(false);
    expect(logError).toHaveBeenCalledWith(new Error('offline'));
    clock.increment(6_000);
    expect(loadConversations).toHaveBeenCalledTimes(3);
  });

  it('keeps the search and the active character', () => {
    const { actor } = start(() => new Promise(() => {}), {
      userId: 'u1',
      active: { _id: 'a', name: 'A', profileImageUrl: '' },
    });
    actor.send({ type: 'user.search', query: 'lu' });
    actor.send({ type: 'user.openConversation', conversation: null });
    expect(actor.getSnapshot().context).toMatchObject({ search: 'lu', active: null });
  });

  it('reaches every state', () => {
    const events = [
      { type: 'user.search', query: 'a' },
      { type: 'user.openConversation', conversation: null },
      { type: 'xstate.done.actor.loadFirstPage', output: pageOf(10, 1) },
      { type: 'xstate.done.actor.loadFirstPage', output: [] },
      { type: 'xstate.error.actor.loadFirstPage', error: new Error('offline') },
      { type: 'xstate.done.actor.refreshFirstPage', output: [] },
      { type: 'xstate.error.actor.refreshFirstPage', error: new Error('offline') },
      { type: 'xstate.done.actor.loadNextPage', output: pageOf(10, 11) },
      { type: 'xstate.done.actor.loadNextPage', output: [] },
      { type: 'xstate.error.actor.loadNextPage', error: new Error('offline') },
    ];
    const serializeState = byValueAnd(({ context }) => context.hasMore);
    expect(unreachedStates(conversationListMachine, { inputs: [{ userId: 'u1' }], events, serializeState })).toEqual(
      [],
    );
  });
});
