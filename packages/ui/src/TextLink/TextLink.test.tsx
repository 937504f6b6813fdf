import '../styles';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { type LinkComponent, LinkComponentProvider } from './linkComponent';
import { TextLink } from './TextLink';

const RouterLink: LinkComponent = ({ href, ...props }) => <a {...props} href={href} data-router="yes" />;

describe('TextLink', () => {
  it('renders a plain link to the path when no app link is provided', async () => {
    const screen = await render(<TextLink href="/about">About</TextLink>);

    await expect.element(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  it("routes the app's own paths through the link component the app provides", async () => {
    const screen = await render(
      <LinkComponentProvider component={RouterLink}>
        <TextLink href="/team">Team</TextLink>
        <TextLink href="mailto:support@example.com">support@example.com</TextLink>
      </LinkComponentProvider>,
    );

    await expect.element(screen.getByRole('link', { name: 'Team' })).toHaveAttribute('data-router', 'yes');
    const mail = screen.getByRole('link', { name: 'support@example.com' });
    await expect.element(mail).toHaveAttribute('href', 'mailto:support@example.com');
    await expect.element(mail).not.toHaveAttribute('data-router');
  });

  it('opens another site in a new tab and says so', async () => {
    const screen = await render(
      <LinkComponentProvider component={RouterLink}>
        <TextLink href="https://www.instagram.com/kindred" external>
          Instagram
        </TextLink>
      </LinkComponentProvider>,
    );

    const link = screen.getByRole('link', { name: 'Instagram (opens in a new tab)' });
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.element(link).not.toHaveAttribute('data-router');
  });
});
