import '../styles';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { SiteFooter } from './SiteFooter';

describe('SiteFooter', () => {
  it('lists the five information pages in order', async () => {
    const screen = await render(<SiteFooter />);

    const links = screen.getByRole('navigation', { name: 'Footer' }).getByRole('link').elements();
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About', '/about'],
      ['Product', '/product'],
      ['Team', '/team'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
    ]);
  });

  it('shows what it is given at the end', async () => {
    const screen = await render(<SiteFooter end={<a href="https://example.com/">Follow us</a>} />);

    await expect.element(screen.getByRole('link', { name: 'Follow us' })).toBeVisible();
  });
});
