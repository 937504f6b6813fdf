import { BRAND_NAME, validationMessages } from '@kindred/contract';
import '../styles';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Waitlist, type WaitlistProps } from './Waitlist';

const renderWaitlist = async (props: Partial<WaitlistProps> = {}) => {
  const onSubmit = vi.fn();
  const onDone = vi.fn();
  const screen = await render(<Waitlist status="form" onSubmit={onSubmit} onDone={onDone} {...props} />);
  return { screen, onSubmit, onDone };
};

describe('Waitlist', () => {
  it('invites the visitor to join', async () => {
    const { screen } = await renderWaitlist();

    await expect.element(screen.getByRole('heading', { level: 1, name: 'Join the Waitlist' })).toBeVisible();
    await expect.element(screen.getByText(`Be among the first to experience ${BRAND_NAME}`)).toBeVisible();
    await expect.element(screen.getByRole('link', { name: BRAND_NAME })).toHaveAttribute('href', '/');
  });

  it('joins with a valid, trimmed address', async () => {
    const { screen, onSubmit } = await renderWaitlist();

    await screen.getByRole('textbox', { name: 'Email' }).fill(' sam@example.com ');
    await screen.getByRole('button', { name: 'Join Waitlist' }).click();

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ email: 'sam@example.com' });
  });

  it.each(['', 'sam', 'sam @example.com', 'sam@example'])('refuses "%s" with a message', async (email) => {
    const { screen, onSubmit } = await renderWaitlist();

    await screen.getByRole('textbox', { name: 'Email' }).fill(email);
    await screen.getByRole('button', { name: 'Join Waitlist' }).click();

    await expect.element(screen.getByText(validationMessages.waitlistEmail)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reads Joining... and cannot be sent again while pending', async () => {
    const { screen } = await renderWaitlist({ pending: true });

    await expect.element(screen.getByRole('button', { name: 'Joining...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Join Waitlist' }).query()).toBeNull();
  });

  it('shows why joining failed', async () => {
    const { screen } = await renderWaitlist({ error: 'Failed to join waitlist. Please try again.' });

    await expect.element(screen.getByRole('alert')).toHaveTextContent('Failed to join waitlist. Please try again.');
  });

  it('confirms the place in line and returns with Done', async () => {
    const { screen, onDone } = await renderWaitlist({ status: 'confirmation' });

    const title = screen.getByRole('heading', { level: 1, name: "You're already on the list!" });
    await expect.element(title).toHaveFocus();
    await expect
      .element(
        screen.getByText(`You're already in line for early access to ${BRAND_NAME}. We'll notify you when we launch.`),
      )
      .toBeVisible();
    expect(screen.getByRole('textbox').query()).toBeNull();

    await screen.getByRole('button', { name: 'Done' }).click();
    expect(onDone).toHaveBeenCalledOnce();
  });
});
