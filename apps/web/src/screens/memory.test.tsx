import '@kindred/ui/styles';
import { handlers } from '@kindred/api-client/mocks';
import { conversationMemoryPath, conversationPath, type MemoryRecord } from '@kindred/contract';
import { ava, completeUser, memories } from '@kindred/contract/fixtures';
import { chatHeaderTexts, memoryPanelTexts as texts } from '@kindred/ui';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { routes } from '../router';
import { installMockApi } from '../test/mockApi';
import { endpointUrl, recordCalls } from '../test/mockEndpoints';
import { SignedInApp } from '../test/SignedInApp';

const worker = installMockApi();

const [pinnedNote, dog] = memories as [MemoryRecord, MemoryRecord, ...MemoryRecord[]];

const openApp = (path: string) => render(<SignedInApp routes={routes} path={path} />);

const listOf = (screen: Awaited<ReturnType<typeof openApp>>) => screen.getByRole('list', { name: texts.listLabel });

const itemOf = (screen: Awaited<ReturnType<typeof openApp>>, text: string) =>
  listOf(screen).getByRole('listitem').filter({ hasText: text });

describe('the memory panel', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is a link away from the chat, and shows what the character remembers, newest first', async () => {
    const screen = await openApp(conversationPath(ava._id));
    await screen.getByRole('link', { name: chatHeaderTexts.memory }).click();

    await expect.element(screen.getByRole('heading', { name: texts.title(ava.name) })).toBeVisible();
    const items = listOf(screen).getByRole('listitem');
    await expect
      .poll(() => items.elements().map((item) => item.querySelector('p')?.textContent))
      .toEqual(memories.map((memory) => memory.content));
    await expect.element(itemOf(screen, pinnedNote.content).getByText(texts.pinned)).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: texts.back }))
      .toHaveAttribute('href', conversationPath(ava._id));
    expect(document.title).toBe(`${ava.name} · Memory · Kindred`);
  });

  it("saves a memory in the user's words, as their note", async () => {
    const saved: { path: string; body: unknown }[] = [];
    worker.use(
      http.patch(endpointUrl('updateMemory'), async ({ request }) => {
        saved.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
      }),
    );
    const screen = await openApp(conversationMemoryPath(ava._id));

    await itemOf(screen, dog.content).getByRole('button', { name: texts.edit }).click();
    const box = screen.getByRole('textbox', { name: texts.editLabel });
    await box.fill('Your dog is called Biscuit, a beagle');
    await userEvent.keyboard('{Enter}');

    await expect.element(screen.getByRole('status').filter({ hasText: texts.outcomes.saved })).toBeVisible();
    const rewritten = itemOf(screen, 'Your dog is called Biscuit, a beagle');
    await expect.element(rewritten.getByText(texts.kinds.note)).toBeVisible();
    expect(saved).toEqual([
      {
        path: `/api/memories/${completeUser._id}/${ava._id}/${dog._id}`,
        body: { content: 'Your dog is called Biscuit, a beagle' },
      },
    ]);
  });

  it('deletes a memory at once when the user goes back to the chat before Undo runs out', async () => {
    const deletes = recordCalls('deleteMemory');
    worker.use(deletes.handler);
    const screen = await openApp(conversationMemoryPath(ava._id));

    await itemOf(screen, dog.content).getByRole('button', { name: texts.delete }).click();
    await expect.element(screen.getByRole('button', { name: texts.undo })).toHaveFocus();
    expect(deletes.calls).toEqual([]);
    await screen.getByRole('link', { name: texts.back }).click();

    await expect.element(screen.getByRole('log', { name: `Conversation with ${ava.name}` })).toBeVisible();
    await expect
      .poll(() => deletes.calls)
      .toEqual([{ userId: completeUser._id, characterId: ava._id, memoryId: dog._id }]);
  });

  it('offers to load again when the memories cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    worker.use(handlers.memories.failure('Kindred is briefly unavailable', 503));
    const screen = await openApp(conversationMemoryPath(ava._id));
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Kindred is briefly unavailable');

    worker.resetHandlers();
    await screen.getByRole('button', { name: 'Retry' }).click();
    await expect.element(screen.getByText(pinnedNote.content)).toBeVisible();
  });
});
