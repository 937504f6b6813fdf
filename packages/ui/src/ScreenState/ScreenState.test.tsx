import '../styles';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from '../Button';
import { ScreenState, screenStateTexts } from './ScreenState';

describe('ScreenState', () => {
  it('announces loading politely', async () => {
    const screen = await render(<ScreenState kind="loading" title="Loading..." />);

    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('announces a failure at once', async () => {
    const screen = await render(<ScreenState kind="error" title="Failed to load character" />);

    await expect.element(screen.getByRole('alert')).toHaveTextContent('Failed to load character');
  });

  it('offers Retry before any other way on from a failed load', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <ScreenState
        kind="error"
        title="Couldn't load your matches."
        onRetry={onRetry}
        action={<Button>Go Back</Button>}
      />,
    );

    const buttons = screen
      .getByRole('button')
      .elements()
      .map((button) => button.textContent);
    expect(buttons).toEqual([screenStateTexts.retry, 'Go Back']);
    await screen.getByRole('button', { name: screenStateTexts.retry }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('titles the page with what is missing and offers a way on', async () => {
    const screen = await render(
      <ScreenState
        kind="notFound"
        title="Character Not Found"
        message="This love story hasn't been written yet..."
        action={<Button>Discover Other Characters</Button>}
      />,
    );

    await expect.element(screen.getByRole('heading', { level: 1, name: 'Character Not Found' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Discover Other Characters' })).toBeVisible();
  });

  it('is the main landmark when it fills the page, but never a second one inside a screen', async () => {
    const alone = await render(<ScreenState kind="notFound" title="Character Not Found" />);
    await expect.element(alone.getByRole('main')).toHaveTextContent('Character Not Found');
    await alone.unmount();

    const inSection = await render(
      <main>
        <ScreenState kind="error" size="section" title="Failed to load characters. Please try again later." />
      </main>,
    );
    expect(inSection.getByRole('main').all()).toHaveLength(1);
  });

  it('leaves the page title to the page when it stands in for a section', async () => {
    const screen = await render(<ScreenState kind="empty" size="section" title="No matches yet." />);

    await expect.element(screen.getByText('No matches yet.')).toBeVisible();
    expect(screen.getByRole('heading').query()).toBeNull();
  });
});
