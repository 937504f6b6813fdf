import '../styles';
import { paths } from '@kindred/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LinkComponentProvider } from '../TextLink';
import { TopNav, type TopNavProps } from './TopNav';

const renderNav = async (props: Partial<TopNavProps> = {}) => {
  const onLogout = vi.fn();
  const screen = await render(
    <>
      <TopNav initials="SR" activePath={paths.messages} onLogout={onLogout} {...props} />
      {/* Below the fixed bar, where a click is a click outside the menu. */}
      <p style={{ marginTop: '8rem' }}>Page content</p>
    </>,
  );
  return { screen, onLogout };
};

const menuLabels = [
  'Home',
  'Discover',
  'Matches',
  'Messages',
  'Story Mode',
  'Character Creation',
  'Characters',
  'VIP Access',
  'Account',
  'Logout',
];

describe('TopNav', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  it('links home and to Discover, Matches and Messages, marking the current page', async () => {
    const { screen } = await renderNav({ activePath: '/messages/c-42' });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    await expect.element(screen.getByRole('link', { name: 'Kindred' })).toHaveAttribute('href', paths.dashboard);
    await expect.element(nav.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', paths.browse);
    await expect.element(nav.getByRole('link', { name: 'Matches' })).toHaveAttribute('href', paths.matches);
    await expect.element(nav.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    await expect.element(nav.getByRole('link', { name: 'Discover' })).not.toHaveAttribute('aria-current');
  });

  it('navigates with the link component the app provides', async () => {
    const screen = await render(
      <LinkComponentProvider component={({ href, ...props }) => <a {...props} href={`#app${href}`} />}>
        <TopNav initials="SR" onLogout={vi.fn()} />
      </LinkComponentProvider>,
    );

    await expect.element(screen.getByRole('link', { name: 'Matches' })).toHaveAttribute('href', '#app/matches');
  });

  it('shows the initials on the avatar, which opens every destination and Logout', async () => {
    const { screen } = await renderNav();
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    await expect.element(avatar).toHaveTextContent('SR');
    await expect.element(avatar).toHaveAccessibleName('Account menu, SR');
    await expect.element(avatar).toHaveAttribute('aria-expanded', 'false');

    await avatar.click();

    await expect.element(avatar).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getByRole('menu', { name: 'Account menu' }).getByRole('menuitem').elements();
    expect(items.map((item) => item.textContent)).toEqual(menuLabels);
    await expect.element(screen.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', paths.settings);
    await expect.element(screen.getByRole('menuitem', { name: 'Home' })).toHaveAttribute('href', paths.dashboard);
  });

  it('opens from the keyboard and moves through the items with the arrows, wrapping around', async () => {
    const { screen } = await renderNav();
    screen.getByRole('button', { name: 'Account menu' }).element().focus();

    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('menuitem', { name: 'Home' })).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('menuitem', { name: 'Discover' })).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect.element(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();

    await userEvent.keyboard('{Home}');
    await expect.element(screen.getByRole('menuitem', { name: 'Home' })).toHaveFocus();
  });

  it('opens with Space, and with the arrow keys on the first or last item', async () => {
    const { screen } = await renderNav();
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    avatar.element().focus();

    await userEvent.keyboard(' ');
    await expect.element(screen.getByRole('menuitem', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');

    await userEvent.keyboard('{ArrowUp}');
    await expect.element(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the avatar', async () => {
    const { screen } = await renderNav();
    const avatar = screen.getByRole('button', { name: 'Account menu' });
    await avatar.click();

    await userEvent.keyboard('{Escape}');

    expect(screen.getByRole('menu').query()).toBeNull();
    await expect.element(avatar).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { screen } = await renderNav();
    await screen.getByRole('button', { name: 'Account menu' }).click();

    await screen.getByText('Page content').click();

    expect(screen.getByRole('menu').query()).toBeNull();
  });

  it('logs out from the menu', async () => {
    const { screen, onLogout } = await renderNav();
    await screen.getByRole('button', { name: 'Account menu' }).click();

    await screen.getByRole('menuitem', { name: 'Logout' }).click();

    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.getByRole('menu').query()).toBeNull();
  });

  it('logs out with the keyboard too', async () => {
    const { screen, onLogout } = await renderNav();
    screen.getByRole('button', { name: 'Account menu' }).element().focus();

    await userEvent.keyboard('{ArrowUp}{Enter}');

    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('leaves the links to the avatar menu on a phone', async () => {
    await page.viewport(390, 844);
    const { screen } = await renderNav();

    await expect.element(screen.getByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Account menu' }).click();
    await expect.element(screen.getByRole('menuitem', { name: 'Discover' })).toBeVisible();
  });
});
