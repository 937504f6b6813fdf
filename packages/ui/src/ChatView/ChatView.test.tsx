import '../styles';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@kindred/contract';
import { ava } from '@kindred/contract/fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LinkComponentProvider } from '../TextLink';
import { ChatView, type ChatViewProps } from './ChatView';
import {
  alternativeReplies,
  askedAboutTheSea,
  conversationHistory,
  latestMessages,
  replyNotStarted,
  stoppedReply,
  streamingReply,
} from './ChatView.fixtures';

const now = new Date(2025, 8, 21, 9, 0);

const message = (id: string, type: ChatMessage['type'], content: string, minutesAgo = 1): ChatMessage => ({
  _id: id,
  type,
  content,
  timestamp: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
});

/** The chat in a pane of fixed height, so its history scrolls. */
const renderChat = async (props: Partial<ChatViewProps> = {}) => {
  const onSend = vi.fn();
  const onScrollToTop = vi.fn();
  const chatProps: ChatViewProps = {
    character: ava,
    messages: [],
    now,
    onSend,
    onScrollToTop,
    ...props,
  };
  const screen = await render(
    <div style={{ height: '480px' }}>
      <ChatView {...chatProps} />
    </div>,
  );
  const log = screen.getByRole('log').element() as HTMLElement;
  const rerender = (changes: Partial<ChatViewProps>) =>
    screen.rerender(
      <div style={{ height: '480px' }}>
        <ChatView {...chatProps} {...changes} />
      </div>,
    );
  return { screen, log, rerender, onSend, onScrollToTop };
};

const distanceFromBottom = (log: HTMLElement) => log.scrollHeight - log.scrollTop - log.clientHeight;

/** Scrolls like a reader does and waits until the chat has seen it. */
const scrollTo = async (log: HTMLElement, top: number) => {
  const scrolled = new Promise((resolve) => log.addEventListener('scroll', resolve, { once: true }));
  log.scrollTop = top;
  await scrolled;
};

describe('ChatView', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
    // Scroll positions are measured in text; a font arriving mid-test would move them.
    await document.fonts.ready;
  });

  it('shows each message as bubbles split at paragraphs, lines and sentences, the time on the last only', async () => {
    const reply = message('m-2', 'ai', 'Told you! The trick is to go early.\n\nNext time try the orange one.', 2);
    const { screen } = await renderChat({ messages: [message('m-1', 'human', 'Hi there', 3), reply] });

    const bubbles = ['Told you!', 'The trick is to go early.', 'Next time try the orange one.'];
    for (const text of bubbles) await expect.element(screen.getByText(text, { exact: true })).toBeVisible();
    const timeNextTo = (text: string) =>
      screen.getByText(text, { exact: true }).element().parentElement?.querySelector('time');
    expect(timeNextTo('Told you!')).toBeNull();
    expect(timeNextTo('The trick is to go early.')).toBeNull();
    expect(timeNextTo('Next time try the orange one.')?.getAttribute('datetime')).toBe(reply.timestamp);
    expect(screen.container.querySelectorAll('time')).toHaveLength(2);
  });

  it('is a log named after the character that is not read out piece by piece, and announces a completed reply once', async () => {
    const { screen, rerender } = await renderChat({ messages: latestMessages });

    const log = screen.getByRole('log', { name: 'Conversation with Ava Moreno' });
    await expect.element(log).toHaveAttribute('aria-live', 'off');
    await expect.element(screen.getByRole('heading', { name: 'Ava Moreno' })).toBeVisible();
    await rerender({ messages: latestMessages, announcement: 'Ava Moreno said: Good night.' });
    const announced = screen.getByText('Ava Moreno said: Good night.');
    await expect.element(announced).toHaveAttribute('aria-live', 'polite');
  });

  it('links the character to their profile', async () => {
    const screen = await render(
      <LinkComponentProvider component={({ href, ...props }) => <a {...props} href={`#app${href}`} />}>
        <ChatView character={ava} messages={[]} onSend={vi.fn()} />
      </LinkComponentProvider>,
    );

    await expect
      .element(screen.getByRole('link', { name: /Ava Moreno/ }))
      .toHaveAttribute('href', '#app/characters/ava-moreno');
  });

  it('sends the trimmed text with Enter and clears the box', async () => {
    const { screen, onSend } = await renderChat();
    const textBox = screen.getByRole('textbox', { name: 'Message Ava Moreno' });

    await expect.element(textBox).toHaveAttribute('placeholder', 'Type a message…');
    await textBox.fill("   Hi, I'm Sam and I love hiking \n ");
    await userEvent.keyboard('{Enter}');

    expect(onSend).toHaveBeenCalledExactlyOnceWith("Hi, I'm Sam and I love hiking");
    await expect.element(textBox).toHaveValue('');
    await expect.element(textBox).toHaveFocus();
  });

  it('sends with the Send button too', async () => {
    const { screen, onSend } = await renderChat();

    await screen.getByRole('textbox', { name: 'Message Ava Moreno' }).fill('Good evening!');
    await screen.getByRole('button', { name: 'Send' }).click();

    expect(onSend).toHaveBeenCalledExactlyOnceWith('Good evening!');
  });

  it('writes a new line with Shift+Enter instead of sending', async () => {
    const { screen, onSend } = await renderChat();
    const textBox = screen.getByRole('textbox', { name: 'Message Ava Moreno' });

    await textBox.fill('Three things:');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}the sea');

    await expect.element(textBox).toHaveValue('Three things:\nthe sea');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('blocks sending an empty or whitespace-only message', async () => {
    const { screen, onSend } = await renderChat();
    const textBox = screen.getByRole('textbox', { name: 'Message Ava Moreno' });
    const send = screen.getByRole('button', { name: 'Send' });

    await expect.element(send).toBeDisabled();
    await textBox.fill(' \n\t ');
    await expect.element(send).toBeDisabled();
    await userEvent.keyboard('{Enter}');

    expect(onSend).not.toHaveBeenCalled();
    await expect.element(textBox).toHaveValue(' \n\t ');
  });

  it('blocks sending a message of zero-width characters, and sends an emoji without them', async () => {
    const { screen, onSend } = await renderChat();
    const textBox = screen.getByRole('textbox', { name: 'Message Ava Moreno' });
    const send = screen.getByRole('button', { name: 'Send' });

    await textBox.fill('\u200B\u200D\u2060');
    await expect.element(send).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();

    await textBox.fill('\u200B👨‍👩‍👧\u200B');
    await send.click();
    expect(onSend).toHaveBeenCalledWith('👨‍👩‍👧');
  });

  it('shows the typing indicator while a reply is on its way', async () => {
    const { screen, rerender } = await renderChat({ messages: latestMessages });
    expect(screen.getByText('Ava Moreno is typing').query()).toBeNull();

    await rerender({ typing: true });

    await expect.element(screen.getByText('Ava Moreno is typing')).toBeInTheDocument();
  });

  it('invites the first message in an empty conversation', async () => {
    const { screen } = await renderChat();

    await expect.element(screen.getByText('Say hello to Ava')).toBeVisible();
  });

  it('shows a spinner instead of the history while it loads', async () => {
    const { screen, log } = await renderChat({ loading: true });

    await expect.element(screen.getByText('Loading messages')).toBeInTheDocument();
    expect(screen.getByText('Say hello to Ava').query()).toBeNull();
    expect(log.getAttribute('aria-busy')).toBe('true');
  });

  it('says the history could not be loaded, never inviting a first message, and retries on Retry', async () => {
    const onRetry = vi.fn();
    const { screen } = await renderChat({ failed: true, loading: true, onRetry });

    await expect.element(screen.getByRole('alert')).toHaveTextContent("Couldn't load this conversation");
    expect(screen.getByText('Say hello to Ava').query()).toBeNull();
    expect(screen.getByText('Loading messages').query()).toBeNull();
    await screen.getByRole('button', { name: 'Retry' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('scrolls a long history inside itself, never the page', async () => {
    const { log } = await renderChat({ messages: conversationHistory });

    expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    expect(document.documentElement.scrollHeight).toBe(document.documentElement.clientHeight);
  });

  it('opens at the newest message', async () => {
    const { log } = await renderChat({ messages: conversationHistory });

    expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    expect(distanceFromBottom(log)).toBeLessThan(1);
  });

  it('follows a new message when the reader is near the bottom', async () => {
    const { log, rerender } = await renderChat({ messages: conversationHistory });
    await scrollTo(log, log.scrollHeight - log.clientHeight - 100);

    await rerender({ messages: [...conversationHistory, message('m-new', 'ai', 'Still there?')] });

    expect(distanceFromBottom(log)).toBeLessThan(1);
  });

  it('stays where the reader is when they scrolled further up than 120 px', async () => {
    const { log, rerender } = await renderChat({ messages: conversationHistory });
    const readingPosition = log.scrollHeight - log.clientHeight - 400;
    await scrollTo(log, readingPosition);

    await rerender({ messages: [...conversationHistory, message('m-new', 'ai', 'Still there?')], typing: true });

    expect(log.scrollTop).toBe(readingPosition);
  });

  it('asks for older messages at the top and keeps the reader in place when they arrive', async () => {
    const { screen, log, rerender, onScrollToTop } = await renderChat({ messages: latestMessages });
    await scrollTo(log, 0);
    expect(onScrollToTop).toHaveBeenCalledOnce();

    await rerender({ messages: latestMessages, loadingOlder: true });
    await expect.element(screen.getByText('Loading older messages')).toBeInTheDocument();
    const firstBubble = screen.getByText('That sounds wonderful.').first().element() as HTMLElement;
    // Where the bubble sits in the visible part of the log: what the reader sees move, or not. The
    // bubbles' entrance animation may still offset it by a few pixels; without the restore it jumps
    // by the height of every message prepended.
    const offset = () => firstBubble.getBoundingClientRect().top - log.getBoundingClientRect().top;
    const offsetBefore = offset();

    await rerender({ messages: conversationHistory, loadingOlder: false });

    // The position is restored in a layout effect; on a busy machine the first frame may come late.
    await expect.poll(() => log.scrollTop).toBeGreaterThan(0);
    await expect.poll(() => Math.abs(offset() - offsetBefore)).toBeLessThan(16);
  });

  it('offers a way back to the list on a phone only', async () => {
    const onBack = vi.fn();
    const { screen } = await renderChat({ onBack });
    expect(screen.getByRole('button', { name: 'Back to conversations' }).query()).toBeNull();

    await page.viewport(390, 844);
    await screen.getByRole('button', { name: 'Back to conversations' }).click();

    expect(onBack).toHaveBeenCalledOnce();
  });

  describe('live replies', () => {
    /** The buttons under the message whose text contains `text`. */
    const messageOf = (text: string) => {
      const host = document.evaluate(
        `//*[@data-status][.//*[contains(text(), ${JSON.stringify(text)})]]`,
        document,
        null,
        XPathResult.FIRST_ORDERED_NODE_TYPE,
      ).singleNodeValue;
      if (!(host instanceof HTMLElement)) throw new Error(`no message says ${text}`);
      return host;
    };
    const buttonsOf = (host: HTMLElement) =>
      [...host.querySelectorAll('button')].map((button) => button.textContent || button.getAttribute('aria-label'));

    afterEach(() => {
      // Back to the browser's own clipboard.
      Reflect.deleteProperty(navigator, 'clipboard');
    });

    it('shows the typing indicator for a reply asked for, then a bubble that grows, followed to the bottom, with its time only once done', async () => {
      const { screen, log, rerender } = await renderChat({ messages: replyNotStarted, replying: true });
      await expect.element(screen.getByText('Ava Moreno is typing')).toBeInTheDocument();

      await rerender({ messages: streamingReply, replying: true });
      expect(screen.getByText('Ava Moreno is typing').query()).toBeNull();
      const reply = streamingReply.at(-1);
      if (!reply) throw new Error('the fixture ends with a reply');
      const longer = `${reply.content} was the only honest thing in town.\n\n${'It sang at night. '.repeat(30)}`;
      await rerender({ messages: [...streamingReply.slice(0, -1), { ...reply, content: longer }], replying: true });
      expect(distanceFromBottom(log)).toBeLessThan(1);
      expect(messageOf('was the only honest thing').querySelector('time')).toBeNull();
      expect(screen.getByRole('button', { name: 'Regenerate' }).query()).toBeNull();

      await rerender({ messages: [...streamingReply.slice(0, -1), { ...reply, content: longer, status: 'complete' }] });
      expect(messageOf('was the only honest thing').querySelector('time')?.getAttribute('datetime')).toBe(
        reply.timestamp,
      );
    });

    it('leaves a reader who scrolled up where they are while a reply grows', async () => {
      const { log, rerender } = await renderChat({ messages: streamingReply, replying: true });
      const readingPosition = log.scrollHeight - log.clientHeight - 400;
      await scrollTo(log, readingPosition);
      const reply = streamingReply.at(-1);
      if (!reply) throw new Error('the fixture ends with a reply');

      await rerender({
        messages: [...streamingReply.slice(0, -1), { ...reply, content: `${reply.content} ${'and on. '.repeat(40)}` }],
        replying: true,
      });

      expect(log.scrollTop).toBe(readingPosition);
    });

    it('offers Regenerate on the latest reply only, and nothing that changes messages while a reply is written', async () => {
      const onRegenerate = vi.fn();
      const { screen, rerender } = await renderChat({ messages: stoppedReply, onRegenerate, onDelete: vi.fn() });

      await expect.element(screen.getByText('Stopped')).toBeVisible();
      await screen.getByRole('button', { name: 'Regenerate' }).click();
      expect(onRegenerate).toHaveBeenCalledExactlyOnceWith('message-063');
      expect(buttonsOf(messageOf('Bring comfortable shoes'))).toEqual(['Copy', 'Delete']);

      await rerender({ messages: stoppedReply, replying: true });
      await expect.element(screen.getByRole('button', { name: 'Regenerate' })).toBeDisabled();
      await expect.element(screen.getByRole('button', { name: 'Delete' }).last()).toBeDisabled();
    });

    it('pages between the replies to the same message', async () => {
      const onChooseAlternative = vi.fn();
      const { screen } = await renderChat({ messages: alternativeReplies, onChooseAlternative });

      await expect.element(screen.getByText('2/3')).toBeVisible();
      await screen.getByRole('button', { name: 'Previous reply' }).click();
      await screen.getByRole('button', { name: 'Next reply' }).click();
      expect(onChooseAlternative.mock.calls).toEqual([
        ['message-063', 'message-060-a'],
        ['message-063', 'message-063-b'],
      ]);
    });

    it('copies a message, says so for a moment, and does nothing worse without a clipboard', async () => {
      const writeText = vi.fn(async (_text: string) => {});
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      const { screen } = await renderChat({ messages: [askedAboutTheSea] });

      await screen.getByRole('button', { name: 'Copy' }).click();
      expect(writeText).toHaveBeenCalledExactlyOnceWith('Tell me about the sea where you grew up.');
      await expect.element(screen.getByRole('button', { name: 'Copied' })).toBeVisible();
      await expect.element(screen.getByRole('status')).toHaveTextContent('Copied');
      // A moment later it is Copy again.
      await expect.element(screen.getByRole('button', { name: 'Copy' }), { timeout: 3_000 }).toBeInTheDocument();

      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
      await screen.getByRole('button', { name: 'Copy' }).click();
      await expect.element(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
      expect(screen.getByText('Copied').query()).toBeNull();
    });

    it('edits a message in place: Escape keeps the old words, Enter saves the trimmed new ones, and the keyboard goes back to Edit', async () => {
      const onEdit = vi.fn();
      const { screen } = await renderChat({ messages: [askedAboutTheSea], onEdit });

      await screen.getByRole('button', { name: 'Edit' }).click();
      const box = screen.getByRole('textbox', { name: 'Edit your message' });
      await expect.element(box).toHaveFocus();
      await expect.element(box).toHaveAttribute('maxlength', String(CHAT_MESSAGE_MAX_LENGTH));
      await userEvent.keyboard('{Escape}');
      await expect.element(screen.getByText(askedAboutTheSea.content)).toBeVisible();
      await expect.element(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();

      await screen.getByRole('button', { name: 'Edit' }).click();
      await box.fill('  Tell me about the harbour.  ');
      await userEvent.keyboard('{Enter}');
      expect(onEdit).toHaveBeenCalledExactlyOnceWith('message-062', 'Tell me about the harbour.');
      await expect.element(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    });

    it('marks an edited message by its time', async () => {
      const { screen } = await renderChat({
        messages: [{ ...askedAboutTheSea, editedAt: '2025-09-20T21:05:00.000Z' }],
      });

      const time = screen.getByText('Edited').element().parentElement?.querySelector('time');
      expect(time?.getAttribute('datetime')).toBe(askedAboutTheSea.timestamp);
    });

    it('deletes a message, then offers Undo in its place with the keyboard on it', async () => {
      const onDelete = vi.fn();
      const onUndoDelete = vi.fn();
      const { screen, rerender } = await renderChat({ messages: [askedAboutTheSea], onDelete, onUndoDelete });

      await screen.getByRole('button', { name: 'Delete' }).click();
      expect(onDelete).toHaveBeenCalledExactlyOnceWith('message-062');

      await rerender({ messages: [{ ...askedAboutTheSea, deleted: true }] });
      await expect.element(screen.getByText('Message deleted')).toBeVisible();
      expect(screen.getByText(askedAboutTheSea.content).query()).toBeNull();
      const undo = screen.getByRole('button', { name: 'Undo' });
      await expect.element(undo).toHaveFocus();
      await expect.element(undo).toHaveAccessibleDescription('Message deleted');
      await undo.click();
      expect(onUndoDelete).toHaveBeenCalledExactlyOnceWith('message-062');

      // Back where it was, with the keyboard on it.
      await rerender({ messages: [askedAboutTheSea] });
      await expect.element(screen.getByText(askedAboutTheSea.content)).toBeVisible();
      expect(document.activeElement).toBe(messageOf(askedAboutTheSea.content));
    });

    it('says an undelivered message was not delivered and offers Retry alone', async () => {
      const onRetrySend = vi.fn();
      const { screen } = await renderChat({
        messages: [{ ...askedAboutTheSea, local: true, undelivered: true }],
        onRetrySend,
        onEdit: vi.fn(),
        onDelete: vi.fn(),
      });

      await expect.element(screen.getByText('Not delivered')).toBeVisible();
      expect(buttonsOf(messageOf(askedAboutTheSea.content))).toEqual(['Retry']);
      await screen.getByRole('button', { name: 'Retry' }).click();
      expect(onRetrySend).toHaveBeenCalledExactlyOnceWith('message-062');
    });

    it('offers no action on a message the server does not have yet', async () => {
      await renderChat({ messages: [{ ...askedAboutTheSea, local: true }], onEdit: vi.fn(), onDelete: vi.fn() });

      expect(buttonsOf(messageOf(askedAboutTheSea.content))).toEqual([]);
    });

    it('keeps the draft while a reply is written, with Stop in place of Send', async () => {
      const onStop = vi.fn();
      const { screen, onSend, rerender } = await renderChat({ messages: streamingReply, replying: true, onStop });
      const textBox = screen.getByRole('textbox', { name: 'Message Ava Moreno' });

      await textBox.fill('And then?');
      await userEvent.keyboard('{Enter}');
      expect(onSend).not.toHaveBeenCalled();
      await expect.element(textBox).toHaveValue('And then?');
      expect(screen.getByRole('button', { name: 'Send' }).query()).toBeNull();
      await screen.getByRole('button', { name: 'Stop' }).click();
      expect(onStop).toHaveBeenCalledOnce();

      await rerender({ messages: streamingReply, replying: true, stopping: true });
      await expect.element(screen.getByRole('button', { name: 'Stop' })).toBeDisabled();

      await rerender({ messages: stoppedReply, replying: false, stopping: false });
      await screen.getByRole('button', { name: 'Send' }).click();
      expect(onSend).toHaveBeenCalledExactlyOnceWith('And then?');
    });
  });
});
