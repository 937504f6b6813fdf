import '../styles';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ErrorBanner } from './ErrorBanner';

describe('ErrorBanner', () => {
  it('announces its message as an alert', async () => {
    const screen = await render(<ErrorBanner>Registration failed. Please try again.</ErrorBanner>);

    await expect.element(screen.getByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
  });
});
