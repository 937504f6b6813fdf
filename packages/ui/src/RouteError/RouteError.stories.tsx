import { paths } from '@kindred/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TopNav } from '../TopNav';
import { RouteError } from './RouteError';
import * as storyStyles from './RouteError.stories.css';
import { routeErrorKinds } from './routeErrorTexts';

const meta = {
  title: 'Components/RouteError',
  component: RouteError,
  args: { kind: 'unreachable', homeHref: paths.dashboard, onReload: fn() },
  argTypes: { kind: { control: 'inline-radio', options: routeErrorKinds } },
} satisfies Meta<typeof RouteError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unreachable: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));

    await expect(args.onReload).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', paths.dashboard);
  },
};

export const Unexpected: Story = { args: { kind: 'unexpected' } };

/** Signed in, the error takes the page's place under the navigation, which keeps working. */
export const UnderNavigation: Story = {
  decorators: [
    (Story) => (
      <>
        <TopNav initials="SR" userName="Sam Rivera" activePath={paths.matches} onLogout={fn()} />
        <div className={storyStyles.belowNav}>
          <Story />
        </div>
      </>
    ),
  ],
};
