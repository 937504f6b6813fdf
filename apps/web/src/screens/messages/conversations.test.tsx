import '@kindred/ui/styles';
import { handlers } from '@kindred/api-client/mocks';
import {
  API_PREFIX,
  CONVERSATION_LIST_PAGE_SIZE,
  type ConversationSummary,
  conversationsQuery,
  endpoints,
} from '@kindred/contract';
import { ava, characters, kai, noor } from '@kindred/contract/fixtures';
import { recoveryDelay } from '@kindred/machines';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { installMockApi } from '../../test/mockApi';
import { MessagesApp } from './MessagesApp';

const worker = installMockApi();

const openMessages = (path = '/messages') => render(<MessagesApp path={path} />);

type Screen = Awaited<ReturnType<typeof openMessages>>;

const rows = (screen: Screen) => screen.getByRole('list', { name: 'Conversations' }).getByRole('button');

/** One conversation per fixture character, newest first, a minute apart: more than one page. */
const everyCharacter: ConversationSummary[] = characters.map((character, index) => ({
  _id: character._id,
  name: character.name,
  profileImageUrl: character.profileImageUrl,
  lastInteraction: new Date(Date.UTC(2025, 8, 21, 9, 0) - index * 60_000).toISOString(),
  lastMessage: { content: `Message from ${character.name}` },
}));

const conversationPages = http.get(`*${API_PREFIX}${endpoints.conversations.path}`, ({ request }) => {
  const { page: number, limit } = conversationsQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  return HttpResponse.json({ data: everyCharacter.slice((number - 1) * limit, number * limit) });
});

describe('the conversation list', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists conversations newest first, each with its last message cut to a preview', async () => {
    const screen = await openMessages();

    await expect.element(rows(screen).first()).toHaveTextContent(noor.name);
    expect(
      rows(screen)
        .elements()
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining(noor.name),
      expect.stringContaining(ava.name),
      expect.stringContaining(kai.name),
    ]);
    await expect.element(screen.getByText('Good morning! Did you sleep at all ...')).toBeVisible();
    await expect.element(screen.getByText('I would love that! We practise on T...')).toBeVisible();
    await expect.element(screen.getByText('Listen to this.')).toBeVisible();
  });

  it('filters by name, whatever the case', async () => {
    const screen = await openMessages();
    await expect.element(rows(screen).first()).toBeVisible();

    await userEvent.fill(screen.getByRole('searchbox', { name: 'Search Messages' }), 'NOOR');

    await expect.poll(() => rows(screen).elements()).toHaveLength(1);
    await expect.element(rows(screen).first()).toHaveTextContent(noor.name);

    await userEvent.fill(screen.getByRole('searchbox', { name: 'Search Messages' }), 'nobody');

    await expect.element(screen.getByText('No conversations match “nobody”')).toBeVisible();
    expect(screen.getByText('No matches yet.').query()).toBeNull();
  });

  it('says the list could not be loaded, never that it is empty, and shows it once the server is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    worker.use(handlers.conversations.failure());
    const screen = await openMessages();

    await expect.element(screen.getByRole('alert')).toHaveTextContent("Couldn't load your conversations");
    expect(screen.getByText('No matches yet.').query()).toBeNull();

    // The server answers again: the list comes back by itself, without a click.
    worker.resetHandlers();
    await expect.element(rows(screen).first(), { timeout: 2 * recoveryDelay(1) }).toHaveTextContent(noor.name);
    expect(screen.getByRole('alert').query()).toBeNull();
  }, 30_000);

  it('tries loading the list again at once on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    worker.use(handlers.conversations.failure());
    const screen = await openMessages();
    await expect.element(screen.getByRole('alert')).toBeVisible();

    worker.resetHandlers();
    await screen.getByRole('button', { name: 'Retry' }).click();

    await expect.element(rows(screen).first(), { timeout: recoveryDelay(1) / 2 }).toHaveTextContent(noor.name);
  });

  it('says so when there are no conversations', async () => {
    worker.use(handlers.conversations.empty);
    const screen = await openMessages();

    await expect.element(screen.getByText('No matches yet.')).toBeVisible();
  });

  it('lists the character of the open chat before the first message', async () => {
    worker.use(handlers.conversations.empty, handlers.history.empty);
    const screen = await openMessages(`/messages/${noor._id}`);

    await expect.element(rows(screen).first()).toHaveTextContent(noor.name);
    await expect.element(rows(screen).first()).toHaveTextContent('Start a conversation...');
    await expect.element(screen.getByText('Say hello to Noor')).toBeVisible();
  });

  it('opens a conversation from the list', async () => {
    const screen = await openMessages();

    await rows(screen).filter({ hasText: kai.name }).click();

    await expect.element(screen.getByRole('log', { name: `Conversation with ${kai.name}` })).toBeVisible();
    await expect.element(rows(screen).filter({ hasText: kai.name })).toHaveAttribute('aria-current', 'true');
  });

  it('loads the next page when scrolled near the bottom, until a short page', async () => {
    worker.use(conversationPages);
    const screen = await openMessages();
    await expect.poll(() => rows(screen).elements()).toHaveLength(CONVERSATION_LIST_PAGE_SIZE);

    const scroller = screen.getByRole('list', { name: 'Conversations' }).element().parentElement as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;

    await expect.poll(() => rows(screen).elements()).toHaveLength(everyCharacter.length);
    await expect.element(rows(screen).last()).toHaveTextContent(`Message from ${everyCharacter.at(-1)?.name}`);
  });
});

describe('on a phone', () => {
  beforeEach(async () => {
    await page.viewport(390, 844);
  });

  it('shows the list, then the chat alone, and goes back to the list', async () => {
    const screen = await openMessages();
    // By placeholder: a hidden search box has no role to find it by.
    const search = screen.getByPlaceholder('Search Messages');
    const chat = screen.getByRole('log', { name: `Conversation with ${ava.name}` });
    await expect.element(search).toBeVisible();

    await rows(screen).filter({ hasText: ava.name }).click();

    await expect.element(chat).toBeVisible();
    await expect.element(search).not.toBeVisible();

    await screen.getByRole('button', { name: 'Back to conversations' }).click();

    await expect.element(search).toBeVisible();
    await expect.element(chat).not.toBeInTheDocument();
  });
});
