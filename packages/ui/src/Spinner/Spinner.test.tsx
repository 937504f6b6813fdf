import '../styles';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces its label as a status', async () => {
    const screen = await render(<Spinner label="Loading Characters..." />);

    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading Characters...');
  });

  it('stays silent without a label, leaving the busy control to speak', async () => {
    const screen = await render(<Spinner />);

    expect(screen.container.querySelector('[role="status"]')).toBeNull();
    expect(screen.container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
