import { BRAND_NAME } from '@kindred/contract';
import '../styles';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Wordmark } from './Wordmark';

describe('Wordmark', () => {
  it('shows the brand name', async () => {
    const screen = await render(<Wordmark />);

    await expect.element(screen.getByText(BRAND_NAME)).toBeVisible();
    expect(screen.getByRole('link').query()).toBeNull();
  });

  it('links home when given somewhere to go', async () => {
    const screen = await render(<Wordmark href="/" />);

    await expect.element(screen.getByRole('link', { name: BRAND_NAME })).toHaveAttribute('href', '/');
  });
});
