import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutPage } from './AboutPage';
import { PrivacyPage } from './PrivacyPage';
import { ProductPage } from './ProductPage';
import { TeamPage } from './TeamPage';
import { TermsPage } from './TermsPage';

const meta = {
  title: 'Screens/Static pages',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

const team = {
  founder: { name: 'Elena Marsh', role: 'Founder & CEO' },
  location: 'San Francisco, California',
  supportEmail: 'support@example.com',
  socialProfiles: [
    { network: 'Instagram', handle: '@kindred', href: 'https://www.instagram.com/' },
    { network: 'X', handle: '@kindred', href: 'https://x.com/' },
  ],
};

export const About: Story = { render: () => <AboutPage /> };

export const AboutMobile: Story = { ...About, globals: mobile };

export const Product: Story = { render: () => <ProductPage /> };

export const ProductMobile: Story = { ...Product, globals: mobile };

export const Team: Story = { render: () => <TeamPage {...team} /> };

export const TeamMobile: Story = { ...Team, globals: mobile };

export const Privacy: Story = { render: () => <PrivacyPage /> };

export const PrivacyMobile: Story = { ...Privacy, globals: mobile };

export const Terms: Story = { render: () => <TermsPage /> };

export const TermsMobile: Story = { ...Terms, globals: mobile };
