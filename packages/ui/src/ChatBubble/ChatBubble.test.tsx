import '../styles';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ChatBubble } from './ChatBubble';

const now = new Date(2025, 8, 21, 9, 0);

describe('ChatBubble', () => {
  it('shows the time of its message under it when it carries one', async () => {
    const timestamp = new Date(2025, 8, 21, 8, 12).toISOString();
    const screen = await render(
      <ChatBubble sender="ai" timestamp={timestamp} now={now}>
        Good morning!
      </ChatBubble>,
    );

    await expect.element(screen.getByText('Good morning!')).toBeVisible();
    await expect.element(screen.getByText('8:12 AM')).toHaveAttribute('datetime', timestamp);
  });

  it('shows no time otherwise', async () => {
    const screen = await render(<ChatBubble sender="human">Deal.</ChatBubble>);

    await expect.element(screen.getByText('Deal.')).toBeVisible();
    expect(screen.container.querySelector('time')).toBeNull();
  });
});
