import '../styles';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { FormField } from './FormField';
import { SelectField } from './SelectField';

describe('FormField', () => {
  it('is named by its label and reads its error with it', async () => {
    const screen = await render(<FormField label="Email" name="email" type="email" error="Invalid email address" />);

    const input = screen.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Invalid email address');
  });

  it('is not marked invalid without an error', async () => {
    const screen = await render(<FormField label="Email" name="email" type="email" />);

    await expect.element(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  it('shows and hides a password on request', async () => {
    const screen = await render(<FormField label="Password" name="password" type="password" />);
    const input = screen.getByLabelText('Password', { exact: true });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await expect.element(input).toHaveAttribute('type', 'password');

    await toggle.click();
    await expect.element(input).toHaveAttribute('type', 'text');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');

    await toggle.click();
    await expect.element(input).toHaveAttribute('type', 'password');
  });

  it('offers no toggle on other inputs', async () => {
    const screen = await render(<FormField label="Email" name="email" type="email" />);

    expect(screen.getByRole('button').query()).toBeNull();
  });
});

describe('SelectField', () => {
  it('offers its options under its label', async () => {
    const screen = await render(
      <SelectField
        label="Gender"
        name="gender"
        defaultValue="female"
        options={[
          { value: 'male', label: 'Male' },
          { value: 'female', label: 'Female' },
        ]}
      />,
    );

    await expect.element(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('female');
  });
});
