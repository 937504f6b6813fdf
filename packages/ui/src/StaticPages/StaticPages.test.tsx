import type { ReactElement } from 'react';
import '../styles';
import { bareSite, exampleSite, partialSite } from '@kindred/contract/fixtures';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { AboutPage } from './AboutPage';
import { PrivacyPage } from './PrivacyPage';
import { ProductPage } from './ProductPage';
import { TeamPage } from './TeamPage';
import { TermsPage } from './TermsPage';

const pages: [string, ReactElement, { waitlist: boolean; lastUpdated: boolean }][] = [
  ['About', <AboutPage key="about" />, { waitlist: true, lastUpdated: false }],
  ['Product', <ProductPage key="product" />, { waitlist: true, lastUpdated: false }],
  ['Team', <TeamPage key="team" site={exampleSite} />, { waitlist: true, lastUpdated: false }],
  ['Privacy', <PrivacyPage key="privacy" site={exampleSite} />, { waitlist: false, lastUpdated: true }],
  ['Terms', <TermsPage key="terms" site={exampleSite} />, { waitlist: false, lastUpdated: true }],
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

  // The spec's format, with the month the text was last made true to the code.
  it(expected.lastUpdated ? 'is marked with the month it was last revised' : 'carries no revision date', async () => {
    const screen = await render(element);
    const date = screen.getByText(/^Last updated /);

    if (expected.lastUpdated) await expect.element(date).toHaveTextContent('Last updated November 2026');
    else expect(date.query()).toBeNull();
  });
});

describe('Team page', () => {
  it('names the founder, the operator, the location, the support contact and the social profiles', async () => {
    const screen = await render(<TeamPage site={exampleSite} />);

    await expect.element(screen.getByRole('heading', { name: 'Alex Example' })).toBeVisible();
    await expect.element(screen.getByText('Founder & CEO')).toBeVisible();
    await expect.element(screen.getByText('Example Operator Ltd')).toBeVisible();
    await expect.element(screen.getByText('Example City, Exampleland')).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'support@example.com' }))
      .toHaveAttribute('href', 'mailto:support@example.com');
    await expect
      .element(screen.getByRole('link', { name: 'x.com/example' }))
      .toHaveAttribute('href', 'https://x.com/example');
  });

  it('still stands with no fact set, showing none and pointing to the account page', async () => {
    const screen = await render(<TeamPage site={bareSite} />);

    await expect.element(screen.getByRole('heading', { level: 1, name: 'The people behind Kindred.' })).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'account page' })).toHaveAttribute('href', '/account');
    for (const absent of ['Who we are', 'Follow us', 'Write to us']) {
      expect(screen.getByRole('heading', { name: absent }).query()).toBeNull();
    }
    expect(screen.getByRole('link', { name: /@/ }).query()).toBeNull();
  });

  it('shows the facts that are set and only those', async () => {
    const screen = await render(<TeamPage site={partialSite} />);

    await expect.element(screen.getByRole('heading', { name: 'Alex Example' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'instagram.com/example' }))
      .toHaveAttribute('href', 'https://www.instagram.com/example');
    expect(screen.getByRole('heading', { name: 'Where we are' }).query()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Run by' }).query()).toBeNull();
    expect(screen.getByRole('heading', { name: 'Write to us' }).query()).toBeNull();
  });

  it('goes by the name the operator gave the site', async () => {
    const screen = await render(<TeamPage site={{ ...bareSite, name: 'Example Companions' }} />);

    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'The people behind Example Companions.' }))
      .toBeVisible();
  });
});

describe.each([
  ['Privacy', (site: typeof exampleSite) => <PrivacyPage site={site} />],
  ['Terms', (site: typeof exampleSite) => <TermsPage site={site} />],
])('%s page contact', (_name, page) => {
  it('gives the support address when the operator set one', async () => {
    const screen = await render(page(exampleSite));

    await expect
      .element(screen.getByRole('link', { name: 'support@example.com' }))
      .toHaveAttribute('href', 'mailto:support@example.com');
  });

  it('points to the account page, and to no address, when none is set', async () => {
    const screen = await render(page(bareSite));

    await expect
      .element(screen.getByRole('link', { name: 'account page' }).first())
      .toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: /@/ }).query()).toBeNull();
    expect(screen.container.textContent).not.toMatch(/@/);
  });
});

describe('Privacy page', () => {
  it('names the model that conversations are sent to when one writes the replies', async () => {
    const screen = await render(<PrivacyPage site={exampleSite} />);

    await expect.element(screen.getByText('models.example.com')).toBeVisible();
  });

  it('says messages go to no one else when the built-in engine writes the replies', async () => {
    const screen = await render(<PrivacyPage site={bareSite} />);

    await expect.element(screen.getByText(/your messages are sent to no one else/)).toBeVisible();
  });

  it('promises no deletion delay and no limit on memory: both stay until the account is deleted', async () => {
    const screen = await render(<PrivacyPage site={exampleSite} />);
    const text = screen.container.textContent ?? '';

    expect(text).not.toMatch(/30 days of conversation|within 30 days/);
    expect(text).toMatch(/stay until you delete your account/);
    expect(text).toMatch(/removes, at once and all together/);
  });
});
