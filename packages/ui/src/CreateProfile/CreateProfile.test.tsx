import { validationMessages } from '@kindred/contract';
import '../styles';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { CreateProfile } from './CreateProfile';

const renderProfile = async (pending = false) => {
  const onSubmit = vi.fn();
  const screen = await render(<CreateProfile pending={pending} onSubmit={onSubmit} />);
  return { screen, onSubmit };
};

describe('CreateProfile', () => {
  it('asks for the profile with age 18 and prefer-not-to-say already chosen', async () => {
    const { screen } = await renderProfile();

    await expect.element(screen.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
    await expect.element(screen.getByText("Let's personalize your experience")).toBeVisible();
    await expect.element(screen.getByRole('spinbutton', { name: 'Age' })).toHaveValue(18);
    await expect.element(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('prefer-not-to-say');
    expect(
      screen
        .getByRole('option')
        .elements()
        .map((option) => option.textContent),
    ).toEqual(['Male', 'Female', 'Other', 'Prefer not to say']);
  });

  it("asks to specify the gender only when it is 'other'", async () => {
    const { screen } = await renderProfile();
    const gender = screen.getByRole('combobox', { name: 'Gender' });
    expect(screen.getByRole('textbox', { name: 'Your gender' }).query()).toBeNull();

    await gender.selectOptions('other');
    await expect.element(screen.getByRole('textbox', { name: 'Your gender' })).toBeVisible();

    await gender.selectOptions('female');
    expect(screen.getByRole('textbox', { name: 'Your gender' }).query()).toBeNull();
  });

  it('keeps an incomplete profile and says what is missing', async () => {
    const { screen, onSubmit } = await renderProfile();
    await screen.getByRole('spinbutton', { name: 'Age' }).fill('');
    await screen.getByRole('combobox', { name: 'Gender' }).selectOptions('other');

    await screen.getByRole('button', { name: 'Complete Profile' }).click();

    await expect
      .element(screen.getByRole('textbox', { name: 'First Name' }))
      .toHaveAccessibleDescription(validationMessages.required);
    await expect
      .element(screen.getByRole('textbox', { name: 'Last Name' }))
      .toHaveAccessibleDescription(validationMessages.required);
    await expect
      .element(screen.getByRole('spinbutton', { name: 'Age' }))
      .toHaveAccessibleDescription(validationMessages.ageRequired);
    await expect
      .element(screen.getByRole('textbox', { name: 'Your gender' }))
      .toHaveAccessibleDescription(validationMessages.otherGender);
    await expect.element(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an age under 13', async () => {
    const { screen, onSubmit } = await renderProfile();
    await screen.getByRole('textbox', { name: 'First Name' }).fill('Sam');
    await screen.getByRole('textbox', { name: 'Last Name' }).fill('Rivera');
    await screen.getByRole('spinbutton', { name: 'Age' }).fill('12');

    await screen.getByRole('button', { name: 'Complete Profile' }).click();

    await expect.element(screen.getByText(validationMessages.ageMinimum)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed profile with its own words for other', async () => {
    const { screen, onSubmit } = await renderProfile();
    await screen.getByRole('textbox', { name: 'First Name' }).fill(' Sam ');
    await screen.getByRole('textbox', { name: 'Last Name' }).fill('Rivera');
    await screen.getByRole('spinbutton', { name: 'Age' }).fill('27');
    await screen.getByRole('combobox', { name: 'Gender' }).selectOptions('other');
    await screen.getByRole('textbox', { name: 'Your gender' }).fill('Non-binary');

    await screen.getByRole('button', { name: 'Complete Profile' }).click();

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      firstName: 'Sam',
      lastName: 'Rivera',
      age: 27,
      gender: 'other',
      otherGender: 'Non-binary',
    });
  });

  it('reads Creating... and cannot be sent twice while saving', async () => {
    const { screen } = await renderProfile(true);

    await expect.element(screen.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  });
});
