import { describe, expect, it } from 'vitest';
import {
  canSendText,
  hasMoreHistory,
  mergePolled,
  oldestFirst,
  prependOlder,
  withHistory,
  withStreamEvent,
} from '../src/chat/chatMessages';
import { message } from './fixtures';

const at = (second: number) => `2026-01-01T10:00:${String(second).padStart(2, '0')}.000Z`;

describe('chat messages', () => {
  it('shows pages oldest first and expects more only after a full page of 50', () => {
    expect(oldestFirst([message('2', 'ai', at(2)), message('1', 'human', at(1))]).map((m) => m._id)).toEqual([
      '1',
      '2',
    ]);
    expect(hasMoreHistory(Array.from({ length: 50 }, (_, i) => message(`${i}`, 'ai', at(1))))).toBe(true);
    expect(hasMoreHistory(Array.from({ length: 49 }, (_, i) => message(`${i}`, 'ai', at(1))))).toBe(false);
  });

  it('keeps messages sent from here when the history arrives', () => {
    const local = { ...message('local-1', 'human', at(9)), local: true };
    expect(withHistory([local], [message('1', 'ai', at(1))]).map((m) => m._id)).toEqual(['1', 'local-1']);
  });

  it('puts an older page first without repeating what is shown', () => {
    const shown = [message('3', 'ai', at(3)), message('4', 'human', at(4))];
    const older = [message('3', 'ai', at(3)), message('2', 'human', at(2)), message('1', 'ai', at(1))];
    expect(prependOlder(shown, older).map((m) => m._id)).toEqual(['1', '2', '3', '4']);
  });

  it('adds only polled messages newer than the latest known one', () => {
    const latestShown = message('2', 'ai', at(5));
    const shown = [message('1', 'human', at(1)), latestShown];
    const polled = [message('4', 'ai', at(7)), message('3', 'human', at(6)), message('old', 'ai', at(4)), latestShown];
    const { messages, added } = mergePolled(shown, polled);
    expect(messages.map((m) => m._id)).toEqual(['1', '2', '3', '4']);
    expect(added.map((m) => m._id)).toEqual(['3', '4']);
  });

  it('updates a message shown when its polled copy changed: grown, ended, edited, another choice', () => {
    const reply = { ...message('r1', 'ai', at(2), 'Grey'), status: 'streaming' as const };
    const human = message('h1', 'human', at(1), 'Hi');
    const polledReply = { ...message('r1', 'ai', at(2), 'Grey and loud.'), alternatives: ['r0', 'r1'] };
    const polledHuman = { ...human, content: 'Hello', editedAt: at(9) };
    const { messages, added } = mergePolled([human, reply], [polledReply, polledHuman]);
    expect(messages).toEqual([polledHuman, polledReply]);
    expect(added).toEqual([]);
  });

  it('keeps a reply streamed here and a message deleted here over their polled copies', () => {
    const reply = { ...message('r1', 'ai', at(2), 'Grey and loud'), status: 'streaming' as const };
    const deleted = { ...message('h1', 'human', at(1), 'Hi'), deleted: true };
    const polled = [
      { ...reply, content: 'Grey' },
      { ...message('h1', 'human', at(1), 'Hi'), editedAt: at(3) },
    ];
    expect(mergePolled([deleted, reply], polled, 'r1').messages).toEqual([deleted, reply]);
  });

  it('grows a streamed reply only by pieces that continue what is shown', () => {
    const shown = [{ ...message('r1', 'ai', at(2), 'Grey'), status: 'streaming' as const }];
    const grown = withStreamEvent(shown, { type: 'delta', messageId: 'r1', text: ' sea', offset: 8 }, undefined);
    expect(grown[0]?.content).toBe('Grey sea');
    // Already shown, or out of order: left for the stored end to put right.
    expect(withStreamEvent(grown, { type: 'delta', messageId: 'r1', text: ' sea', offset: 8 }, undefined)).toEqual(
      grown,
    );
    expect(withStreamEvent(grown, { type: 'delta', messageId: 'r1', text: '!', offset: 20 }, undefined)).toEqual(grown);
  });

  it('puts the stored message in place of the local one, and the reply after it', () => {
    const local = { ...message('local-1', 'human', at(1), 'Hi'), local: true };
    const stored = message('h1', 'human', at(1), 'Hi');
    const reply = { ...message('r1', 'ai', at(2), ''), status: 'streaming' as const };
    const withHuman = withStreamEvent([local], { type: 'human', message: stored }, 'local-1');
    expect(withStreamEvent(withHuman, { type: 'reply', message: reply }, 'local-1')).toEqual([stored, reply]);
  });

  it("replaces a message shown early with the server's copy instead of repeating it", () => {
    const shown = [message('1', 'ai', at(1)), { ...message('local-1', 'human', at(5), 'Hello'), local: true }];
    const { messages, added } = mergePolled(shown, [message('srv-9', 'human', at(6), 'Hello')]);
    expect(messages.map((m) => m._id)).toEqual(['1', 'srv-9']);
    expect(added).toEqual([]);
  });

  it('sends only text that is not blank', () => {
    expect(canSendText('  hi ')).toBe(true);
    expect(canSendText(' \n\t')).toBe(false);
  });

  it('counts zero-width and direction characters as blank, and an emoji as text', () => {
    expect(canSendText('\u200B\u200D\u2060\u202E\u2066 ')).toBe(false);
    expect(canSendText('\u200B👨‍👩‍👧')).toBe(true);
  });
});
