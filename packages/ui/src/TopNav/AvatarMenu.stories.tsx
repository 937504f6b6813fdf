import { paths } from '@kindred/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AvatarMenu } from './AvatarMenu';
import * as storyStyles from './AvatarMenu.stories.css';

const meta = {
  title: 'Components/AvatarMenu',
  component: AvatarMenu,
  args: { initials: 'SR', userName: 'Sam Rivera', activePath: paths.matches, onLogout: fn() },
  decorators: [
    (Story) => (
      <div className={storyStyles.corner}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AvatarMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

const openByClick = async ({ canvas, userEvent }: PlayContext) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Account menu, SR' }));
  return canvas.getByRole('menu', { name: 'Account menu, SR' });
};

/** Closed: the initials alone. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Account menu, SR' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: who is signed in, every place in the app with the current one marked, and Logout. */
export const Open: Story = {
  play: async (context) => {
    await expect(await openByClick(context)).toBeVisible();
    await expect(context.canvas.getByRole('menuitem', { name: 'Home' })).toHaveFocus();
    await expect(context.canvas.getByRole('menuitem', { name: 'Matches' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Without a known name the menu starts with the places. */
export const OpenWithoutName: Story = { args: { userName: undefined }, play: Open.play };

export const LongName: Story = {
  args: { userName: 'Maximiliana Alexandra von Hohenberg-Castellanos' },
  play: Open.play,
};

/** Arrow keys move through the items and wrap; Escape closes and gives focus back to the avatar. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const avatar = canvas.getByRole('button', { name: 'Account menu, SR' });
    avatar.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(avatar).toHaveFocus();
  },
};

export const LoggingOut: Story = {
  play: async (context) => {
    await openByClick(context);
    await context.userEvent.click(context.canvas.getByRole('menuitem', { name: 'Logout' }));
    await expect(context.args.onLogout).toHaveBeenCalledOnce();
    await expect(context.canvas.queryByRole('menu')).toBeNull();
  },
};
