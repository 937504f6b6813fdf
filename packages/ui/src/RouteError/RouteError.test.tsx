import '../styles';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { RouteError } from './RouteError';

describe('RouteError', () => {
  it('says the page did not load, as the main content, with Reload and a way home', async () => {
    const onReload = vi.fn();
    const screen = await render(<RouteError kind="unreachable" homeHref="/dashboard" onReload={onReload} />);

    await expect
      .element(screen.getByRole('main').getByRole('heading', { level: 1 }))
      .toHaveTextContent("This page didn't load");
    await expect.element(screen.getByRole('alert')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/dashboard');

    await screen.getByRole('button', { name: 'Reload' }).click();
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('owns up to an unexpected failure', async () => {
    const screen = await render(<RouteError kind="unexpected" homeHref="/" onReload={() => {}} />);

    await expect.element(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  });
});
