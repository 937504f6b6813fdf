import '../styles';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { type MatchCardView, Matches, type MatchesProps } from './Matches';
import { cardsPerRow } from './matchRows';

const people = (count: number, prefix: string): MatchCardView[] =>
  Array.from({ length: count }, (_, n) => ({
    id: `${prefix}-${n + 1}`,
    name: `${prefix} ${n + 1}`,
    age: 20 + n,
    gender: n % 2 ? 'male' : 'female',
    profileImageUrl: '',
  }));

const renderMatches = (props: Partial<MatchesProps> = {}) => {
  const all: MatchesProps = {
    tab: 'matched',
    matched: people(9, 'Liked'),
    rejected: people(2, 'Passed'),
    status: 'ready',
    onTabChange: vi.fn(),
    onOpenCharacter: vi.fn(),
    onBack: vi.fn(),
    ...props,
  };
  return { props: all, screen: render(<Matches {...all} />) };
};

describe('cardsPerRow', () => {
  it('alternates rows of three and four, the last row partly filled', () => {
    expect(cardsPerRow(9)).toEqual([3, 3, 3, 4, 4, 4, 4, 3, 3]);
  });
});

describe('Matches', () => {
  it("counts each tab's profiles and heads the matched ones 'Connections'", async () => {
    const { screen } = renderMatches();
    const s = await screen;

    await expect.element(s.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
    await expect.element(s.getByRole('tab', { name: 'Matched 9 profiles' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(s.getByRole('tab', { name: 'Rejected 2 profiles' })).toBeVisible();
  });

  it("heads the rejected ones 'Archived' and asks for the other tab", async () => {
    const { props, screen } = renderMatches({ tab: 'rejected' });
    const s = await screen;

    await expect.element(s.getByRole('heading', { level: 1, name: 'Archived' })).toBeVisible();
    await expect.element(s.getByRole('button', { name: 'Passed 1' })).toBeVisible();
    await s.getByRole('tab', { name: /Matched/ }).click();
    expect(props.onTabChange).toHaveBeenCalledWith('matched');
  });

  it('shows name, age and gender, and opens the profile clicked', async () => {
    const { props, screen } = renderMatches();
    const s = await screen;

    await expect.element(s.getByText('21 · male')).toBeVisible();
    await s.getByRole('button', { name: 'Liked 2' }).click();
    expect(props.onOpenCharacter).toHaveBeenCalledWith('Liked-2');
  });

  it('lays the cards out in rows of three, then four, then three', async () => {
    await page.viewport(1280, 800);
    const s = await renderMatches().screen;
    const tops = s
      .getByRole('listitem')
      .all()
      .map((item) => Math.round(item.element().getBoundingClientRect().top));

    const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
    expect(rows).toEqual([3, 4, 2]);
  });

  it.each([
    ['matched', 'No matches yet.'],
    ['rejected', 'No rejections yet.'],
  ] as const)('says so when the %s tab is empty', async (tab, text) => {
    const s = await renderMatches({ tab, matched: [], rejected: [] }).screen;

    await expect.element(s.getByText(text)).toBeVisible();
  });

  it('says it is loading', async () => {
    const s = await renderMatches({ status: 'loading' }).screen;

    await expect.element(s.getByRole('status')).toHaveTextContent('Loading connections');
  });

  it('offers Go Back when loading failed', async () => {
    const { props, screen } = renderMatches({ status: 'failed' });
    const s = await screen;

    await expect.element(s.getByRole('alert')).toHaveTextContent('Failed to load character');
    await s.getByRole('button', { name: 'Go Back' }).click();
    expect(props.onBack).toHaveBeenCalledOnce();
  });
});
