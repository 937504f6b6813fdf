import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AccountDeletedNotice } from './AccountDeletedNotice';
import { accountTexts } from './accountTexts';

const meta = { title: 'Screens/Account/Deleted notice', component: AccountDeletedNotice } satisfies Meta<
  typeof AccountDeletedNotice
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Deleted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(accountTexts.deleted);
  },
};
