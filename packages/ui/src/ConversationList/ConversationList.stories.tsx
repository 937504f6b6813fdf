import { ava } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ConversationList } from './ConversationList';
import { fewConversations, fixtureNow, longConversations, manyConversations } from './ConversationList.fixtures';
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
  },
  decorators: [
    (Story) => (
      <div className={storyStyles.pane}>
        <Story />
      </div>
    ),
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

export const SearchingWithNoResult: Story = {
  args: { conversations: [], defaultSearch: 'Zelda' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search Messages' })).toHaveValue('Zelda');
    await expect(canvas.getByText('No matches yet.')).toBeVisible();
  },
};

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
