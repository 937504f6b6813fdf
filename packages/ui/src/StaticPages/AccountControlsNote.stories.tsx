import type { Meta, StoryObj } from '@storybook/react-vite';
import { withCanvas } from '../storyLayout';
import { AccountControlsNote } from './AccountControlsNote';

/** What the team page says about a reader's data when the site gives no address to write to. */
const meta = {
  title: 'Screens/Static pages/Account controls note',
  component: AccountControlsNote,
  decorators: [withCanvas],
} satisfies Meta<typeof AccountControlsNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
