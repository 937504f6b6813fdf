import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { screenStateTexts } from '../ScreenState';
import { Account } from './Account';
import { accountTexts } from './accountTexts';

const profile = { email: 'sam.lee@example.com', name: 'Sam Lee', age: 30, gender: 'female' };

const meta = {
  title: 'Screens/Account',
  component: Account,
  args: {
    state: 'ready',
    profile,
    error: null,
    done: null,
    onRetry: fn(),
    onSaveProfile: fn(),
    onChangePassword: fn(),
    onExport: fn(),
    onRequestDeletion: fn(),
    onCancelDeletion: fn(),
    onConfirmDeletion: fn(),
  },
} satisfies Meta<typeof Account>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading', profile: null } };

export const LoadFailed: Story = {
  args: {
    state: 'failed',
    profile: null,
    error: { section: 'load', message: 'We could not load your account. Please try again.' },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: screenStateTexts.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Ready: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('First Name')).toHaveValue('Sam');
    await expect(canvas.getByLabelText('Last Name')).toHaveValue('Lee');
    await userEvent.clear(canvas.getByLabelText('First Name'));
    await userEvent.type(canvas.getByLabelText('First Name'), 'Robin');
    await userEvent.click(canvas.getByRole('button', { name: accountTexts.saveProfile }));
    await expect(args.onSaveProfile).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Robin', lastName: 'Lee', age: 30, gender: 'female' }),
    );
  },
};

export const SavingProfile: Story = { args: { state: 'savingProfile' } };

export const ProfileSaved: Story = { args: { done: 'profile' } };

export const ProfileRefused: Story = {
  args: { error: { section: 'profile', message: 'Must be 13+' } },
};

export const ChangingPassword: Story = { args: { state: 'changingPassword' } };

export const PasswordChanged: Story = { args: { done: 'password' } };

export const WrongCurrentPassword: Story = {
  args: { error: { section: 'password', message: 'That is not your current password' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(accountTexts.currentPassword), 'old passphrase');
    await userEvent.type(canvas.getByLabelText(accountTexts.newPassword), 'a new passphrase');
    await userEvent.click(canvas.getByRole('button', { name: accountTexts.changePassword }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      currentPassword: 'old passphrase',
      newPassword: 'a new passphrase',
    });
  },
};

export const Exporting: Story = { args: { state: 'exporting' } };

export const Exported: Story = { args: { done: 'export' } };

export const ExportFailed: Story = {
  args: { error: { section: 'export', message: 'We could not prepare your data. Please try again.' } },
};

export const ConfirmingDeletion: Story = {
  args: { state: 'confirmingDeletion' },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: accountTexts.dialogTitle });
    for (const loss of accountTexts.losses) await expect(within(dialog).getByText(loss)).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(accountTexts.dialogPassword), 'my passphrase');
    await userEvent.click(within(dialog).getByRole('button', { name: accountTexts.confirmDelete }));
    await expect(args.onConfirmDeletion).toHaveBeenCalledWith('my passphrase');
  },
};

export const DeletionRefused: Story = {
  args: {
    state: 'confirmingDeletion',
    error: { section: 'deletion', message: 'That is not your current password' },
  },
};

export const Deleting: Story = { args: { state: 'deleting' } };
