import { paths } from '@kindred/contract';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TopNav } from './TopNav';
import * as storyStyles from './TopNav.stories.css';

const overPage: Decorator = (Story) => (
  <>
    <Story />
    <main className={storyStyles.page}>
      <h1 className={storyStyles.heading}>Discover</h1>
      <div className={storyStyles.cards}>
        {['one', 'two', 'three', 'four', 'five', 'six'].map((card) => (
          <div key={card} className={storyStyles.card} />
        ))}
      </div>
    </main>
  </>
);

const meta = {
  title: 'Components/TopNav',
  component: TopNav,
  args: { initials: 'SR', userName: 'Sam Rivera', activePath: paths.browse, onLogout: fn() },
  decorators: [overPage],
} satisfies Meta<typeof TopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
  },
};

export const OnDashboard: Story = { args: { activePath: paths.dashboard } };

export const MenuOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Account menu/ }));

    await expect(canvas.getByRole('menu', { name: /^Account menu/ })).toBeVisible();
    await expect(canvas.getByRole('menuitem', { name: 'Home' })).toHaveFocus();
  },
};

export const MenuOpenByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    canvas.getByRole('button', { name: /^Account menu/ }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowUp}');

    await expect(canvas.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  },
};

export const Mobile: Story = { globals: mobile };

export const MobileMenuOpen: Story = { ...MenuOpen, globals: mobile };
