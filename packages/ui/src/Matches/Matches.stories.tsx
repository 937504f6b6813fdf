import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyCharacters } from '../CharacterCard/storyCharacters';
import { Matches } from './Matches';

const meta = {
  title: 'Screens/Matches',
  component: Matches,
  args: {
    tab: 'matched',
    matched: storyCharacters.slice(0, 10),
    rejected: storyCharacters.slice(10),
    status: 'ready',
    onTabChange: fn(),
    onRetry: fn(),
    onBack: fn(),
    onDiscover: fn(),
  },
} satisfies Meta<typeof Matches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Matched: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Matched 10 profiles' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('link', { name: 'Kai Nakamura' })).toHaveAttribute(
      'href',
      '/characters/kai-nakamura',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Rejected 2 profiles' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('rejected');
  },
};

export const Rejected: Story = { args: { tab: 'rejected' } };

export const MatchedEmpty: Story = { args: { matched: [] } };

export const RejectedEmpty: Story = { args: { tab: 'rejected', rejected: [] } };

export const Loading: Story = { args: { status: 'loading', matched: [], rejected: [] } };

/** A liked character that answered Blocked is no match: it stands apart, as not available to chat. */
export const WithUnavailable: Story = {
  args: { matched: storyCharacters.slice(0, 1), unavailable: storyCharacters.slice(1, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Matched 1 profile' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Not available to chat' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'failed', matched: [], rejected: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
