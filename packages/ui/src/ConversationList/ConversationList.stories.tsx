import { ava } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { withScreenFrame } from '../storybook';
import { ConversationList } from './ConversationList';
import {
  fewConversations,
  fixtureNow,
  longConversations,
  manyConversations,
  newMatches,
} from './ConversationList.fixtures';
import * as storyStyles from './ConversationList.stories.css';

const meta = {
  title: 'Components/ConversationList',
  component: ConversationList,
  args: {
    conversations: manyConversations,
    now: fixtureNow,
    onSearchChange: fn(),
    onSelect: fn(),
    onScrollNearBottom: fn(),
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <div className={storyStyles.pane}>
        <Story />
      </div>
    ),
    withScreenFrame,
  ],
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Kai Nakamura/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('kai-nakamura');
  },
};

export const FewConversations: Story = { args: { conversations: fewConversations } };

export const ActiveRow: Story = {
  args: { activeId: ava._id },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { current: true })).toHaveAccessibleName(/Ava Moreno/);
  },
};

export const Empty: Story = {
  args: { conversations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No matches yet.')).toBeVisible();
  },
};

export const Searching: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Messages' }), 'ava');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('ava');
  },
};

/** The user has conversations, but none whose name matches the search. */
export const SearchingWithNoResult: Story = {
  args: { conversations: [], defaultSearch: 'Zelda', noResultsFor: 'Zelda' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search Messages' })).toHaveValue('Zelda');
    await expect(canvas.getByText('No conversations match “Zelda”')).toBeVisible();
    await expect(canvas.queryByText('No matches yet.')).toBeNull();
  },
};

/** Matches nobody has written to yet are listed too, each inviting a first message. */
export const NewMatches: Story = {
  args: { conversations: newMatches },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Start a conversation...')).toHaveLength(
      newMatches.filter((match) => match.lastMessage.content === '').length,
    );
  },
};

/** The list could not be loaded: an error with Retry, never 'No matches yet.'. */
export const Failed: Story = {
  args: { conversations: [], failed: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Couldn't load your conversations");
    await expect(canvas.queryByText('No matches yet.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Trying again after a failure: the error stays until the list arrives. */
export const FailedRetrying: Story = { args: { conversations: [], failed: true, loading: true } };

export const Loading: Story = { args: { conversations: [], loading: true } };

export const LoadingMore: Story = {
  args: { loadingMore: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Loading more conversations')).toBeInTheDocument();
    const scroller = canvas.getByRole('list').parentElement;
    scroller?.scrollTo({ top: scroller.scrollHeight });
    await waitFor(() => expect(args.onScrollNearBottom).toHaveBeenCalledOnce());
  },
};

export const LongNamesAndPreviews: Story = {
  args: { conversations: longConversations, activeId: 'maximiliana-von-hohenberg' },
};

export const Mobile: Story = { globals: mobile };

export const MobileActiveRow: Story = { ...ActiveRow, globals: mobile };

export const MobileEmpty: Story = { ...Empty, globals: mobile };

export const MobileLongNamesAndPreviews: Story = { ...LongNamesAndPreviews, globals: mobile };
