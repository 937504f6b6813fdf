import '../styles';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Messages } from './Messages';

const list = <nav aria-label="Conversations">Ava Moreno</nav>;
const chat = <section aria-label="Chat with Ava Moreno">Told you!</section>;

describe('Messages', () => {
  it('shows the list and the chat side by side from tablets up', async () => {
    await page.viewport(1280, 800);
    const screen = await render(<Messages list={list} chat={chat} activePane="list" />);

    await expect.element(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect.element(screen.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
    await expect.element(screen.getByRole('region', { name: 'Chat with Ava Moreno' })).toBeVisible();
  });

  it('shows one pane at a time on a phone', async () => {
    await page.viewport(390, 844);
    const screen = await render(<Messages list={list} chat={chat} activePane="chat" />);

    await expect.element(screen.getByRole('region', { name: 'Chat with Ava Moreno' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Conversations' }).query()).toBeNull();

    await screen.rerender(<Messages list={list} chat={chat} activePane="list" />);

    await expect.element(screen.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Chat with Ava Moreno' }).query()).toBeNull();
  });

  it('invites the user to pick a conversation when none is open', async () => {
    await page.viewport(1280, 800);
    const screen = await render(<Messages list={list} activePane="list" />);

    await expect.element(screen.getByText('Pick up where you left off')).toBeVisible();
  });

  it('fills the viewport below the 4rem navigation', async () => {
    await page.viewport(1280, 800);
    const screen = await render(<Messages list={list} chat={chat} activePane="chat" />);

    expect(screen.getByRole('main').element().getBoundingClientRect().height).toBe(800 - 64);
  });
});
