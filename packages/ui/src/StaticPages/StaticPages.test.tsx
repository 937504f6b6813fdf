import type { ReactElement } from 'react';
import '../styles';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { AboutPage } from './AboutPage';
import { PrivacyPage } from './PrivacyPage';
import { ProductPage } from './ProductPage';
import { TeamPage } from './TeamPage';
import { TermsPage } from './TermsPage';

const team = (
  <TeamPage
    founder={{ name: 'Elena Marsh', role: 'Founder & CEO' }}
    location="San Francisco, California"
    supportEmail="support@example.com"
    socialProfiles={[
      { network: 'Instagram', handle: '@kindred', href: 'https://www.instagram.com/kindred' },
      { network: 'X', handle: '@kindredapp', href: 'https://x.com/kindredapp' },
    ]}
  />
);

const pages: [string, ReactElement, { waitlist: boolean; lastUpdated: boolean }][] = [
  ['About', <AboutPage key="about" />, { waitlist: true, lastUpdated: false }],
  ['Product', <ProductPage key="product" />, { waitlist: true, lastUpdated: false }],
  ['Team', team, { waitlist: true, lastUpdated: false }],
  ['Privacy', <PrivacyPage key="privacy" />, { waitlist: false, lastUpdated: true }],
  ['Terms', <TermsPage key="terms" />, { waitlist: false, lastUpdated: true }],
];

describe.each(pages)('%s page', (_name, element, expected) => {
  it('leads back to the landing page', async () => {
    const screen = await render(element);

    await expect.element(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it(expected.waitlist ? 'links to the waitlist' : 'has no waitlist link', async () => {
    const screen = await render(element);
    const link = screen.getByRole('link', { name: 'Join the Waitlist' });

    if (expected.waitlist) await expect.element(link).toHaveAttribute('href', '/waitlist');
    else expect(link.query()).toBeNull();
  });

  it(expected.lastUpdated ? 'is marked last updated September 2025' : 'carries no revision date', async () => {
    const screen = await render(element);
    const date = screen.getByText('Last updated September 2025');

    if (expected.lastUpdated) await expect.element(date).toBeVisible();
    else expect(date.query()).toBeNull();
  });
});

describe('Team page', () => {
  it('names the founder, the location, the support contact and the social profiles', async () => {
    const screen = await render(team);

    await expect.element(screen.getByRole('heading', { name: 'Elena Marsh' })).toBeVisible();
    await expect.element(screen.getByText('Founder & CEO')).toBeVisible();
    await expect.element(screen.getByText('San Francisco, California')).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'support@example.com' }))
      .toHaveAttribute('href', 'mailto:support@example.com');
    await expect
      .element(screen.getByRole('link', { name: /@kindredapp/ }))
      .toHaveAttribute('href', 'https://x.com/kindredapp');
  });
});
