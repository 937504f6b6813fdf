import '@kindred/ui/styles';
import { handlers } from '@kindred/api-client/mocks';
import { API_PREFIX, CHAT_HISTORY_PAGE_SIZE, endpoints } from '@kindred/contract';
import { ava, chatReply, completeUser, history } from '@kindred/contract/fixtures';
import { recoveryDelay } from '@kindred/machines';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { installMockApi } from '../../test/mockApi';
import { MessagesApp } from './MessagesApp';

const worker = installMockApi();

async function openChat() {
  const screen = await render(<MessagesApp path={`/messages/${ava._id}`} />);
  const log = screen.getByRole('log', { name: `Conversation with ${ava.name}` });
  const textBox = screen.getByRole('textbox', { name: `Message ${ava.name}` });
  const typing = screen.getByText(`${ava.name} is typing`);
  /** The time of every message shown, top to bottom: one per message. */
  const times = () => [...log.element().querySelectorAll('time')].map((time) => time.dateTime);
  await expect.poll(times).toHaveLength(CHAT_HISTORY_PAGE_SIZE);
  return { screen, log, textBox, typing, times };
}

/** Answers sends with the fixture reply once the test lets it; records what was sent. */
function heldReplies() {
  const sent: unknown[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = http.post(`*${API_PREFIX}${endpoints.chat.path}`, async ({ request }) => {
    sent.push(await request.json());
    await released;
    return HttpResponse.json({ aiResponse: chatReply });
  });
  return { handler, sent, release };
}

const errors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('the chat', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the latest 50 messages, oldest first', async () => {
    const { times } = await openChat();

    const shown = times();
    expect(shown).toEqual([...shown].sort());
    expect(shown.at(-1)).toBe(history[0]?.timestamp);
    expect(shown[0]).toBe(history[CHAT_HISTORY_PAGE_SIZE - 1]?.timestamp);
  });

  it('puts older messages on top when scrolled to the top', async () => {
    const { log, times } = await openChat();

    log.element().scrollTop = 0;

    await expect.poll(times).toHaveLength(history.length);
    expect(times()[0]).toBe(history.at(-1)?.timestamp);
  });

  it('shows a sent message at once, then the typing character, then the reply', async () => {
    const replies = heldReplies();
    worker.use(replies.handler);
    const { screen, textBox, typing } = await openChat();

    await userEvent.fill(textBox, "  Hi, I'm Sam and I love hiking  ");
    await userEvent.keyboard('{Enter}');

    await expect.element(screen.getByText("Hi, I'm Sam and I love hiking")).toBeVisible();
    await expect.element(textBox).toHaveValue('');
    await expect.element(typing).toBeInTheDocument();
    await expect.poll(() => replies.sent).toEqual([{ message: "Hi, I'm Sam and I love hiking" }]);

    replies.release();

    await expect.element(screen.getByText('That made me smile.')).toBeVisible();
    await expect.element(typing).not.toBeInTheDocument();
  });

  it('does not send whitespace', async () => {
    const replies = heldReplies();
    worker.use(replies.handler);
    const { screen, textBox, times } = await openChat();

    await userEvent.fill(textBox, '   \n  ');

    await expect.element(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(times()).toHaveLength(CHAT_HISTORY_PAGE_SIZE);
    expect(replies.sent).toEqual([]);
  });

  it('keeps the sent message when sending fails, and only logs the failure', async () => {
    const logged = errors();
    worker.use(handlers.chat.failure());
    const { screen, textBox, typing, times } = await openChat();

    await userEvent.fill(textBox, 'Are you still there?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    await expect.poll(() => logged).toHaveBeenCalled();
    await expect.element(typing).not.toBeInTheDocument();
    await expect.element(screen.getByText('Are you still there?')).toBeVisible();
    expect(times()).toHaveLength(CHAT_HISTORY_PAGE_SIZE + 1);
    expect(screen.getByRole('alert').query()).toBeNull();
  });

  it("logs 'Invalid chat response' when the answer holds no reply", async () => {
    const logged = errors();
    worker.use(handlers.chat.invalid);
    const { screen, textBox, typing, times } = await openChat();

    await userEvent.fill(textBox, 'Hello?');
    await userEvent.keyboard('{Enter}');

    await expect.poll(() => logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'Invalid chat response' }));
    await expect.element(typing).not.toBeInTheDocument();
    await expect.element(screen.getByText('Hello?')).toBeVisible();
    expect(times()).toHaveLength(CHAT_HISTORY_PAGE_SIZE + 1);
  });

  it('says the history could not be loaded, never inviting a first message, and shows it once the server is back', async () => {
    errors();
    worker.use(handlers.history.failure());
    const screen = await render(<MessagesApp path={`/messages/${ava._id}`} />);

    await expect
      .element(screen.getByRole('log').getByRole('alert'))
      .toHaveTextContent("Couldn't load this conversation");
    expect(screen.getByText('Say hello to Ava').query()).toBeNull();

    worker.resetHandlers();
    await expect
      .element(screen.getByText('How was the studio today?').first(), { timeout: 2 * recoveryDelay(1) })
      .toBeVisible();
    expect(screen.getByRole('log').getByRole('alert').query()).toBeNull();
  }, 30_000);

  it('asks for the character and the history again on Retry when the server was down', async () => {
    errors();
    worker.use(handlers.history.failure(), handlers.character.failure(), handlers.conversations.failure());
    const screen = await render(<MessagesApp path={`/messages/${ava._id}`} />);
    await expect.element(screen.getByText("Couldn't load this conversation")).toBeVisible();

    worker.resetHandlers();
    await screen.getByRole('button', { name: 'Retry' }).last().click();

    await expect
      .element(screen.getByRole('log', { name: `Conversation with ${ava.name}` }), { timeout: recoveryDelay(1) / 2 })
      .toBeVisible();
  });

  it('sends as the signed-in user', async () => {
    const userIds: string[] = [];
    worker.use(
      http.post(`*${API_PREFIX}${endpoints.chat.path}`, ({ params }) => {
        userIds.push(String(params.userId));
        return HttpResponse.json({ aiResponse: chatReply });
      }),
    );
    const { screen, textBox } = await openChat();

    await userEvent.fill(textBox, 'Hi');
    await userEvent.keyboard('{Enter}');

    await expect.element(screen.getByText('That made me smile.')).toBeVisible();
    expect(userIds).toEqual([completeUser._id]);
  });
});
