import '../styles';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TypingIndicator } from './TypingIndicator';

describe('TypingIndicator', () => {
  it('tells screen readers who is writing', async () => {
    const screen = await render(<TypingIndicator name="Ava Moreno" />);

    await expect.element(screen.getByText('Ava Moreno is typing')).toBeInTheDocument();
  });
});
