import '../styles';
import { FEATURED_BIO_CUT } from '@kindred/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { CharacterCardView } from '../CharacterCard';
import { Dashboard, type DashboardProps } from './Dashboard';

const longBio =
  'Art restorer at a small workshop near the Ponte Vecchio, where I spend my days coaxing five-hundred-year-old colours back to life.';

const featured: CharacterCardView[] = [
  { id: 'sofia', name: 'Sofia Rossi', bio: longBio, profileImageUrl: '' },
  { id: 'kai', name: 'Kai Nakamura', bio: 'Sound engineer.', profileImageUrl: '' },
  { id: 'lena', name: 'Lena Fischer', bio: 'Bookshop clerk.', profileImageUrl: '' },
  { id: 'marcus', name: 'Marcus Bell', bio: 'Jazz trumpeter.', profileImageUrl: '' },
];

const renderDashboard = (props: Partial<DashboardProps> = {}) =>
  render(<Dashboard featured={featured} featuredLoading={false} onNavigate={vi.fn()} {...props} />);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Dashboard', () => {
  it('opens with the headline over a muted, looping video', async () => {
    const screen = await renderDashboard();

    await expect.element(screen.getByRole('heading', { level: 1, name: 'Your Adventure Awaits' })).toBeVisible();
    const video = screen.container.querySelector('video');
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.playsInline).toBe(true);
    expect(video?.poster).not.toBe('');
    await expect.poll(() => video?.paused).toBe(false);
  });

  it('keeps the video still for people who asked for less motion, until they press play', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const screen = await renderDashboard();
    const video = screen.container.querySelector('video');

    expect(video?.paused).toBe(true);
    await screen.getByRole('button', { name: 'Play background video' }).click();
    await expect.element(screen.getByRole('button', { name: 'Pause background video' })).toBeVisible();
    await expect.poll(() => video?.paused).toBe(false);
  });

  it('goes where each quick action says', async () => {
    const onNavigate = vi.fn();
    const screen = await renderDashboard({ onNavigate });

    for (const [name, path] of [
      ['VIP Access', '/vip'],
      ['Start Matching', '/browse'],
      ['My Characters', '/characters'],
      ['Create New', '/characters/create'],
      ['Story Mode', '/story-mode'],
    ]) {
      await screen.getByRole('button', { name }).click();
      expect(onNavigate).toHaveBeenLastCalledWith(path);
    }
    expect(onNavigate).toHaveBeenCalledTimes(5);
  });

  it('features three characters, each one link to its profile', async () => {
    const screen = await renderDashboard();
    const mosaic = screen.getByRole('region', { name: 'Featured Characters' });

    expect(mosaic.getByRole('listitem').all()).toHaveLength(3);
    expect(mosaic.getByRole('link', { name: 'Marcus Bell' }).query()).toBeNull();
    expect(mosaic.getByRole('link').all()).toHaveLength(3);

    await expect.element(mosaic.getByRole('link', { name: 'Kai Nakamura' })).toHaveAttribute('href', '/characters/kai');
  });

  it('cuts a long bio on a word boundary within 120 characters', async () => {
    const screen = await renderDashboard();

    const shown = screen.getByText(/^Art restorer/).element().textContent ?? '';
    const kept = shown.replace(/…$/, '');
    expect(shown.endsWith('…')).toBe(true);
    expect(kept.length).toBeLessThanOrEqual(FEATURED_BIO_CUT);
    expect(longBio.startsWith(kept)).toBe(true);
    expect(longBio.charAt(kept.length)).toMatch(/[\s,]/);
  });

  it('says it is loading the featured characters', async () => {
    const screen = await renderDashboard({ featured: [], featuredLoading: true });

    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading featured characters');
  });

  it('offers matching when nobody is featured', async () => {
    const onNavigate = vi.fn();
    const screen = await renderDashboard({ featured: [], onNavigate });
    const section = screen.getByRole('region', { name: 'Featured Characters' });

    await expect.element(section.getByText('No featured characters yet.')).toBeVisible();
    await section.getByRole('button', { name: 'Start Matching' }).click();
    expect(onNavigate).toHaveBeenCalledWith('/browse');
  });

  it('shows a vampire and a witch, locked', async () => {
    const screen = await renderDashboard();
    const fantasy = screen.getByRole('region', { name: 'Fantasy Characters' });

    expect(fantasy.getByText('Coming soon').all()).toHaveLength(2);
    for (const kind of ['Vampire', 'Witch']) {
      const card = fantasy.getByText(kind, { exact: true }).element();
      expect(card.closest('[inert]')).not.toBeNull();
    }
  });
});
