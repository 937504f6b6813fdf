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
    onRetry: vi.fn(),
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
    await expect.element(s.getByRole('link', { name: 'Passed 1' })).toBeVisible();
    await s.getByRole('tab', { name: /Matched/ }).click();
    expect(props.onTabChange).toHaveBeenCalledWith('matched');
  });

  it('shows name, age and gender, each card one link to its profile', async () => {
    const s = await renderMatches().screen;

    await expect.element(s.getByText('21 · male')).toBeVisible();
    await expect.element(s.getByRole('link', { name: 'Liked 2' })).toHaveAttribute('href', '/characters/Liked-2');
    expect(s.getByRole('link').all()).toHaveLength(9);
  });

  it('counts one profile in the singular', async () => {
    const s = await renderMatches({ matched: people(1, 'Liked') }).screen;

    await expect.element(s.getByRole('tab', { name: 'Matched 1 profile', exact: true })).toBeVisible();
  });

  it('lists a liked character that answered Blocked apart, as not available to chat, never as a match', async () => {
    const s = await renderMatches({ matched: people(2, 'Liked'), unavailable: people(1, 'Blocked') }).screen;

    await expect.element(s.getByRole('tab', { name: 'Matched 2 profiles' })).toBeVisible();
    const apart = s.getByRole('region', { name: 'Not available to chat' });
    await expect.element(apart.getByRole('link', { name: 'Blocked 1' })).toBeVisible();
    await expect.element(apart).toHaveTextContent('they are not matches');
  });

  it('keeps cards readable on a phone: two a row', async () => {
    await page.viewport(390, 844);
    const s = await renderMatches().screen;
    const tops = s
      .getByRole('listitem')
      .all()
      .map((item) => Math.round(item.element().getBoundingClientRect().top));

    const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
    expect(rows).toEqual([2, 2, 2, 2, 1]);
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

  it('says loading failed, never that there are no matches, and offers Retry and Go Back', async () => {
    const { props, screen } = renderMatches({ status: 'failed' });
    const s = await screen;

    await expect.element(s.getByRole('alert')).toHaveTextContent("Couldn't load your matches.");
    await expect.element(s.getByText('No matches yet.')).not.toBeInTheDocument();
    await s.getByRole('button', { name: 'Retry' }).click();
    expect(props.onRetry).toHaveBeenCalledOnce();
    await s.getByRole('button', { name: 'Go Back' }).click();
    expect(props.onBack).toHaveBeenCalledOnce();
  });
});
