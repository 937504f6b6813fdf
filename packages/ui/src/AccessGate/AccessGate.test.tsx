import '../styles';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { AccessGate } from './AccessGate';

describe('AccessGate', () => {
  it('says it is loading, as a status', async () => {
    const screen = await render(<AccessGate />);

    await expect.element(screen.getByText('Loading...')).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
