import '../styles';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from '../Button';
import { LockOverlay } from './LockOverlay';

describe('LockOverlay', () => {
  it('shows its label and keeps the locked control out of reach', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <LockOverlay label="Coming soon" layout="inline">
        <Button onClick={onClick}>Sign in with Google</Button>
      </LockOverlay>,
    );

    await expect.element(screen.getByText('Coming soon')).toBeVisible();
    // Locked content is inert: neither focus nor a click reaches it.
    const lockedButton = screen.container.querySelector('button');
    lockedButton?.focus();
    expect(document.activeElement).not.toBe(lockedButton);

    await screen.getByText('Coming soon').click();
    expect(onClick).not.toHaveBeenCalled();
  });
});
