import '../styles';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { LinkComponentProvider } from '../TextLink';
import { CharacterCard } from './CharacterCard';
import { fallbackPortrait } from './Portrait';

describe('CharacterCard', () => {
  it('is one link to the profile, named by the character, followed from anywhere on the card', async () => {
    const followed = vi.fn();
    const screen = await render(
      <LinkComponentProvider
        component={({ href, ...props }) => (
          <a
            {...props}
            href={href}
            onClick={(event) => {
              event.preventDefault();
              followed(href);
            }}
          />
        )}
      >
        <div style={{ width: 240 }}>
          <CharacterCard name="Ava Moreno" imageUrl="" bio="Architect by day." href="/characters/ava" />
        </div>
      </LinkComponentProvider>,
    );

    expect(screen.getByRole('link').all()).toHaveLength(1);
    await expect.element(screen.getByRole('link', { name: 'Ava Moreno' })).toHaveAttribute('href', '/characters/ava');
    await screen.getByRole('article').click();

    expect(followed).toHaveBeenCalledWith('/characters/ava');
  });

  it('keeps the 3:4 portrait ratio', async () => {
    const screen = await render(
      <div style={{ width: 300 }}>
        <CharacterCard name="Ava Moreno" imageUrl="" href="/characters/ava" />
      </div>,
    );

    const { width, height } = screen.getByRole('article').element().getBoundingClientRect();
    expect(Math.round(height)).toBe(Math.round((width * 4) / 3));
  });

  it('shows the fallback portrait for a missing picture and for one that fails to load', async () => {
    const screen = await render(
      <>
        <CharacterCard name="No picture" imageUrl="" href="/characters/ava" />
        <CharacterCard name="Broken picture" imageUrl="/no-such-picture.svg" href="/characters/ava" />
      </>,
    );
    const sources = () => [...screen.container.querySelectorAll('img')].map((image) => image.getAttribute('src'));

    await expect.poll(sources).toEqual([fallbackPortrait, fallbackPortrait]);
  });
});
