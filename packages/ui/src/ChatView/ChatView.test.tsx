import '../styles';
import type { ChatMessage } from '@kindred/contract';
import { ava } from '@kindred/contract/fixtures';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LinkComponentProvider } from '../TextLink';
import { ChatView, type ChatViewProps } from './ChatView';
import { conversationHistory, latestMessages } from './ChatView.fixtures';

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

  it('is a polite live log named after the character', async () => {
    const { screen } = await renderChat({ messages: latestMessages });

    const log = screen.getByRole('log', { name: 'Conversation with Ava Moreno' });
    await expect.element(log).toHaveAttribute('aria-live', 'polite');
    await expect.element(screen.getByRole('heading', { name: 'Ava Moreno' })).toBeVisible();
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
});
