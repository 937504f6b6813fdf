import { paths } from '@kindred/contract';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TabBar } from './TabBar';
import * as storyStyles from './TabBar.stories.css';

const overPage: Decorator = (Story) => (
  <>
    <main className={storyStyles.page}>
      {['one', 'two', 'three', 'four', 'five', 'six'].map((card) => (
        <div key={card} className={storyStyles.card} />
      ))}
    </main>
    <Story />
  </>
);

/** Shown on phones only: at desktop width the page has no tab bar, the top navigation holds the links. */
const meta = {
  title: 'Components/TabBar',
  component: TabBar,
  args: { activePath: paths.browse },
  decorators: [overPage],
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnDiscover: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
  },
};

export const InAConversation: Story = { args: { activePath: '/messages/c-42' } };

export const OnDashboard: Story = { args: { activePath: paths.dashboard } };
