import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextLink } from '../TextLink';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Components/SiteFooter',
  component: SiteFooter,
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithEnd: Story = {
  args: {
    end: (
      <TextLink href="https://www.instagram.com/" external tone="primary" underline="hover">
        Follow us on Instagram
      </TextLink>
    ),
  },
};

export const Mobile: Story = { ...WithEnd, globals: { viewport: { value: 'mobile', isRotated: false } } };
