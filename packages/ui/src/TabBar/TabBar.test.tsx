import '../styles';
import { paths } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TabBar } from './TabBar';

describe('TabBar', () => {
  it('puts Discover, Matches and Messages one tap away on a phone, marking the current page', async () => {
    await page.viewport(390, 844);
    const screen = await render(<TabBar activePath="/messages/c-42" />);
    const tabs = screen.getByRole('navigation', { name: 'Tabs' });

    await expect.element(tabs.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', paths.browse);
    await expect.element(tabs.getByRole('link', { name: 'Matches' })).toHaveAttribute('href', paths.matches);
    await expect.element(tabs.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Discover' }).element().getAttribute('aria-current')).toBeNull();

    const bar = tabs.element().getBoundingClientRect();
    expect(bar.bottom).toBe(844);
  });

  it('leaves the links to the top navigation from tablet width up', async () => {
    await page.viewport(1280, 800);
    const screen = await render(<TabBar activePath={paths.browse} />);

    expect(screen.getByRole('navigation', { name: 'Tabs' }).query()).toBeNull();
  });
});
