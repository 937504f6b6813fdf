import '../styles';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { HeartIcon } from '../icons';
import { LinkComponentProvider } from '../TextLink';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';
import { IconButton } from './IconButton';

describe('Button', () => {
  it('calls back when pressed', async () => {
    const onClick = vi.fn();
    const screen = await render(<Button onClick={onClick}>Get Started</Button>);

    await screen.getByRole('button', { name: 'Get Started' }).click();

    expect(onClick).toHaveBeenCalledOnce();
  });

  it('cannot be pressed again while its request is pending', async () => {
    const screen = await render(<Button pending>Sign In</Button>);

    const button = screen.getByRole('button', { name: 'Sign In' });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
  });

  it('does not submit a surrounding form unless asked to', async () => {
    const screen = await render(
      <form>
        <Button>Show password</Button>
        <Button type="submit">Sign In</Button>
      </form>,
    );

    await expect.element(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute('type', 'button');
    await expect.element(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
  });
});

describe('IconButton', () => {
  it('is named by its label', async () => {
    const onClick = vi.fn();
    const screen = await render(<IconButton label="Like" icon={<HeartIcon />} onClick={onClick} />);

    await screen.getByRole('button', { name: 'Like' }).click();

    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('ButtonLink', () => {
  it('navigates with the link component the app provides', async () => {
    const screen = await render(
      <LinkComponentProvider component={({ href, ...props }) => <a {...props} href={`#router${href}`} />}>
        <ButtonLink href="/waitlist">Join the Waitlist</ButtonLink>
      </LinkComponentProvider>,
    );

    await expect
      .element(screen.getByRole('link', { name: 'Join the Waitlist' }))
      .toHaveAttribute('href', '#router/waitlist');
  });
});
