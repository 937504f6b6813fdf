import '../styles';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { StaticPage } from './StaticPage';
import { StaticSection } from './StaticSection';

const page = (props: { withWaitlistLink?: boolean; lastUpdated?: string }) => (
  <StaticPage eyebrow="About" title="A place to be known." {...props}>
    <StaticSection title="What we believe">
      <p>Adults only.</p>
    </StaticSection>
  </StaticPage>
);

describe('StaticPage', () => {
  it('shows its title, its sections and a way back to the landing page', async () => {
    const screen = await render(page({}));

    await expect.element(screen.getByRole('heading', { level: 1, name: 'A place to be known.' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { level: 2, name: 'What we believe' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('invites the reader to the waitlist when asked to', async () => {
    const screen = await render(page({ withWaitlistLink: true }));

    await expect.element(screen.getByRole('link', { name: 'Join the Waitlist' })).toHaveAttribute('href', '/waitlist');
  });

  it('has no waitlist link otherwise', async () => {
    const screen = await render(page({}));

    await expect.element(screen.getByRole('link', { name: 'Back to home' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Join the Waitlist' }).query()).toBeNull();
  });

  it('says when it was last updated', async () => {
    const screen = await render(page({ lastUpdated: 'September 2025' }));

    await expect.element(screen.getByText('Last updated September 2025')).toBeVisible();
  });
});
