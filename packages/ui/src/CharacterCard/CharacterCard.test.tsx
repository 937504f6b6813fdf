import '../styles';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { CharacterCard } from './CharacterCard';
import { fallbackPortrait } from './Portrait';

describe('CharacterCard', () => {
  it('opens the character from anywhere on the card', async () => {
    const onOpen = vi.fn();
    const screen = await render(
      <div style={{ width: 240 }}>
        <CharacterCard name="Ava Moreno" imageUrl="" bio="Architect by day." onOpen={onOpen} />
      </div>,
    );

    await screen.getByRole('article').click();

    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('keeps the 3:4 portrait ratio', async () => {
    const screen = await render(
      <div style={{ width: 300 }}>
        <CharacterCard name="Ava Moreno" imageUrl="" onOpen={vi.fn()} />
      </div>,
    );

    const { width, height } = screen.getByRole('article').element().getBoundingClientRect();
    expect(Math.round(height)).toBe(Math.round((width * 4) / 3));
  });

  it('shows the fallback portrait for a missing picture and for one that fails to load', async () => {
    const screen = await render(
      <>
        <CharacterCard name="No picture" imageUrl="" onOpen={vi.fn()} />
        <CharacterCard name="Broken picture" imageUrl="/no-such-picture.svg" onOpen={vi.fn()} />
      </>,
    );
    const sources = () => [...screen.container.querySelectorAll('img')].map((image) => image.getAttribute('src'));

    await expect.poll(sources).toEqual([fallbackPortrait, fallbackPortrait]);
  });
});
