import '../styles';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Account, type AccountProps } from './Account';
import { accountTexts } from './accountTexts';

const profile = { email: 'sam.lee@example.com', name: 'Sam Lee', age: 30, gender: 'nonbinary' };

function props(overrides: Partial<AccountProps> = {}): AccountProps {
  return {
    state: 'ready',
    profile,
    onRetry: vi.fn(),
    onSaveProfile: vi.fn(),
    onChangePassword: vi.fn(),
    onExport: vi.fn(),
    onRequestDeletion: vi.fn(),
    onCancelDeletion: vi.fn(),
    onConfirmDeletion: vi.fn(),
    ...overrides,
  };
}

describe('Account', () => {
  it('fills the profile form from the stored profile, a gender of its own as other', async () => {
    const screen = await render(<Account {...props()} />);
    await expect.element(screen.getByLabelText('First Name')).toHaveValue('Sam');
    await expect.element(screen.getByLabelText('Gender', { exact: true })).toHaveValue('other');
    await expect.element(screen.getByLabelText('Your gender')).toHaveValue('nonbinary');
  });

  it('holds a new password to the rules of registration before sending it', async () => {
    const onChangePassword = vi.fn();
    const screen = await render(<Account {...props({ onChangePassword })} />);
    await screen.getByLabelText(accountTexts.currentPassword).fill('old passphrase');
    await screen.getByLabelText(accountTexts.newPassword).fill('short');
    await screen.getByRole('button', { name: accountTexts.changePassword }).click();
    await expect.element(screen.getByText('Password must be at least 6 characters')).toBeVisible();
    expect(onChangePassword).not.toHaveBeenCalled();
  });

  it('asks for deletion', async () => {
    const onRequestDeletion = vi.fn();
    const screen = await render(<Account {...props({ onRequestDeletion })} />);
    await screen.getByRole('button', { name: accountTexts.deleteAccount }).click();
    expect(onRequestDeletion).toHaveBeenCalledOnce();
  });

  it('names what will be lost, and cancels', async () => {
    const onCancelDeletion = vi.fn();
    const screen = await render(<Account {...props({ state: 'confirmingDeletion', onCancelDeletion })} />);
    const dialog = screen.getByRole('dialog', { name: accountTexts.dialogTitle });
    for (const loss of accountTexts.losses) await expect.element(dialog.getByText(loss)).toBeVisible();
    await dialog.getByRole('button', { name: accountTexts.cancel }).click();
    expect(onCancelDeletion).toHaveBeenCalledOnce();
  });

  it('does not delete without the password', async () => {
    const onConfirmDeletion = vi.fn();
    const screen = await render(<Account {...props({ state: 'confirmingDeletion', onConfirmDeletion })} />);
    await screen.getByRole('button', { name: accountTexts.confirmDelete }).click();
    expect(onConfirmDeletion).not.toHaveBeenCalled();
  });

  it('offers the data as a download', async () => {
    const onExport = vi.fn();
    const screen = await render(<Account {...props({ onExport })} />);
    await screen.getByRole('button', { name: accountTexts.exportData }).click();
    expect(onExport).toHaveBeenCalledOnce();
  });
});
