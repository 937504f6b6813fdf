import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withCanvas } from '../storyLayout';
import * as layout from '../storyLayout.css';
import { type LinkComponent, LinkComponentProvider } from './linkComponent';
import { TextLink } from './TextLink';

/** Stands in for a router's link, as the app gives one: still an anchor with its href, so it opens in a new tab. */
const RouterLink: LinkComponent = (props) => <a {...props} data-router-link="" />;

const links = (
  <div className={layout.row}>
    <TextLink href="/messages">Messages</TextLink>
    <TextLink href="https://www.instagram.com/" external>
      Instagram
    </TextLink>
  </div>
);

/** How every link of the design system reaches the app's router, which the UI never imports. */
const meta = {
  title: 'Foundations/Link component',
  decorators: [withCanvas],
  render: () => links,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a provider, an in-app link is a plain anchor. */
export const PlainAnchors: Story = {
  play: async ({ canvas }) => {
    const messages = canvas.getByRole('link', { name: 'Messages' });
    await expect(messages).toHaveAttribute('href', '/messages');
    await expect(messages).not.toHaveAttribute('data-router-link');
  },
};

/** With the app's router link, in-app links are drawn by it and keep their href; an outside one stays a plain anchor. */
export const WithRouterLink: Story = {
  render: () => <LinkComponentProvider component={RouterLink}>{links}</LinkComponentProvider>,
  play: async ({ canvas }) => {
    const messages = canvas.getByRole('link', { name: 'Messages' });
    await expect(messages).toHaveAttribute('href', '/messages');
    await expect(messages).toHaveAttribute('data-router-link');
    await expect(canvas.getByRole('link', { name: /Instagram/ })).not.toHaveAttribute('data-router-link');
  },
};
