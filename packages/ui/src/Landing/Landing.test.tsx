import '../styles';
import { exampleSite } from '@kindred/contract/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Landing } from './Landing';

const [socialProfile] = exampleSite.socialLinks;
const authForm = <form aria-label="Sign in form" />;

describe('Landing', () => {
  it('greets the visitor with the headline and the promise', async () => {
    const screen = await render(<Landing authForm={authForm} socialProfile={socialProfile} />);

    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Discover a new era of companionship.' }))
      .toBeVisible();
    await expect
      .element(screen.getByText('Engage with intelligent AI characters who learn, adapt, and grow with you.'))
      .toBeVisible();
  });

  it('keeps the authentication form hidden until Get Started is pressed', async () => {
    const onGetStarted = vi.fn();
    const screen = await render(
      <Landing authForm={authForm} socialProfile={socialProfile} onGetStarted={onGetStarted} />,
    );
    expect(screen.getByRole('form', { name: 'Sign in form' }).query()).toBeNull();

    await screen.getByRole('button', { name: 'Get Started' }).click();

    await expect.element(screen.getByRole('form', { name: 'Sign in form' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' }).query()).toBeNull();
    expect(onGetStarted).toHaveBeenCalledOnce();
  });

  it('moves focus to the form it reveals', async () => {
    const screen = await render(<Landing authForm={authForm} socialProfile={socialProfile} />);

    await screen.getByRole('button', { name: 'Get Started' }).click();

    await expect.poll(() => document.activeElement?.contains(screen.container.querySelector('form'))).toBe(true);
  });

  it('opens with the form already showing on the auth route', async () => {
    const screen = await render(<Landing authForm={authForm} socialProfile={socialProfile} initiallyRevealed />);

    await expect.element(screen.getByRole('form', { name: 'Sign in form' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' }).query()).toBeNull();
  });

  it('links to every information page and to the social profile', async () => {
    const screen = await render(<Landing authForm={authForm} socialProfile={socialProfile} />);
    const footer = screen.getByRole('navigation', { name: 'Footer' });

    for (const [name, href] of [
      ['About', '/about'],
      ['Product', '/product'],
      ['Team', '/team'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
    ]) {
      await expect.element(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const social = screen.getByRole('link', { name: /Follow us on Instagram/ });
    await expect.element(social).toHaveAttribute('href', 'https://www.instagram.com/example');
    await expect.element(social).toHaveAttribute('target', '_blank');
  });

  it('shows no social link when the operator set none', async () => {
    const screen = await render(<Landing authForm={authForm} />);

    await expect.element(screen.getByRole('navigation', { name: 'Footer' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Follow us/ }).query()).toBeNull();
  });
});
