import '../styles';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ComingSoon } from './ComingSoon';

describe('ComingSoon', () => {
  it('announces the feature and goes back on request', async () => {
    const onBack = vi.fn();
    const screen = await render(
      <ComingSoon title="Story Mode" message="Step into interactive stories." onBack={onBack} />,
    );

    await expect.element(screen.getByRole('heading', { level: 1, name: 'Story Mode' })).toBeVisible();
    await expect.element(screen.getByText('Step into interactive stories.')).toBeVisible();

    await screen.getByRole('button', { name: 'Go Back' }).click();

    expect(onBack).toHaveBeenCalledOnce();
  });
});
