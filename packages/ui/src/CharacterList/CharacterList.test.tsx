import '../styles';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { type CharacterCardView, fallbackPortrait } from '../CharacterCard';
import { CharacterList, type CharacterListProps } from './CharacterList';

const characters: CharacterCardView[] = [
  { id: 'ava', name: 'Ava Moreno', bio: 'Architect by day, amateur flamenco dancer by night.', profileImageUrl: '' },
  { id: 'kai', name: 'Kai Nakamura', bio: 'Sound engineer.', profileImageUrl: '/no-such-picture.svg' },
];

const renderList = (props: Partial<CharacterListProps> = {}) =>
  render(<CharacterList characters={characters} status="ready" onRetry={vi.fn()} {...props} />);

describe('CharacterList', () => {
  it('shows real connections by default, each card one link to its profile', async () => {
    const screen = await renderList();

    await expect.element(screen.getByRole('heading', { level: 1, name: 'Real Connections' })).toBeVisible();
    await expect.element(screen.getByRole('tab', { name: 'Normal' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByText('Architect by day, amateur flamenco dancer by night.')).toBeVisible();

    await expect.element(screen.getByRole('link', { name: 'Ava Moreno' })).toHaveAttribute('href', '/characters/ava');
    expect(screen.getByRole('link').all()).toHaveLength(2);
  });

  it('clamps each bio to two lines', async () => {
    const bio = 'A long story. '.repeat(40);
    const screen = await renderList({ characters: [{ id: 'long', name: 'Long', bio, profileImageUrl: '' }] });

    const paragraph = screen.getByText(bio.trim()).element();
    const lineHeight = Number.parseFloat(getComputedStyle(paragraph).lineHeight);
    expect(paragraph.getBoundingClientRect().height).toBeLessThanOrEqual(2 * lineHeight + 1);
  });

  it('shows the fallback portrait when a picture is missing or fails to load', async () => {
    const screen = await renderList();
    const images = () => [...screen.container.querySelectorAll('img')].map((image) => image.getAttribute('src'));

    await expect.poll(images).toEqual([fallbackPortrait, fallbackPortrait]);
  });

  it('switches to the Fantasy realm, which is coming soon', async () => {
    const onModeChange = vi.fn();
    const screen = await renderList({ onModeChange });

    await screen.getByRole('tab', { name: 'Fantasy' }).click();

    await expect.element(screen.getByRole('heading', { level: 1, name: 'Fantasy Realm' })).toBeVisible();
    await expect.element(screen.getByText('Fantasy Characters Coming Soon!')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ava Moreno' }).query()).toBeNull();
    expect(onModeChange).toHaveBeenCalledWith('fantasy');
  });

  it('says it is loading', async () => {
    const screen = await renderList({ characters: [], status: 'loading' });

    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading characters');
  });

  it('replaces the list with the failure message and Retry', async () => {
    const onRetry = vi.fn();
    const screen = await renderList({ status: 'failed', onRetry });

    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Failed to load characters. Please try again later.');
    expect(screen.getByRole('link', { name: 'Ava Moreno' }).query()).toBeNull();
    await screen.getByRole('button', { name: 'Retry' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
