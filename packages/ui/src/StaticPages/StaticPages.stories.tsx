import { bareSite, exampleSite, partialSite } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutPage } from './AboutPage';
import { PrivacyPage } from './PrivacyPage';
import { ProductPage } from './ProductPage';
import { TeamPage } from './TeamPage';
import { TermsPage } from './TermsPage';

/*
 * The site facts come from the fixtures: obviously fictional examples (Example Operator Ltd,
 * example.com). A real site's facts are its operator's to set.
 */

const meta = {
  title: 'Screens/Static pages',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const About: Story = { render: () => <AboutPage /> };

export const AboutMobile: Story = { ...About, globals: mobile };

export const Product: Story = { render: () => <ProductPage /> };

export const ProductMobile: Story = { ...Product, globals: mobile };

/** Every fact set. */
export const Team: Story = { render: () => <TeamPage site={exampleSite} /> };

export const TeamMobile: Story = { ...Team, globals: mobile };

/** No fact set: the page still stands, pointing to the reader's own account controls. */
export const TeamWithoutFacts: Story = { render: () => <TeamPage site={bareSite} /> };

/** A founder and one social link, nothing else. */
export const TeamWithSomeFacts: Story = { render: () => <TeamPage site={partialSite} /> };

/** With a contact address and a connected language model. */
export const Privacy: Story = { render: () => <PrivacyPage site={exampleSite} /> };

export const PrivacyMobile: Story = { ...Privacy, globals: mobile };

/** No contact address and the built-in engine. */
export const PrivacyWithoutFacts: Story = { render: () => <PrivacyPage site={bareSite} /> };

export const Terms: Story = { render: () => <TermsPage site={exampleSite} /> };

export const TermsMobile: Story = { ...Terms, globals: mobile };

export const TermsWithoutFacts: Story = { render: () => <TermsPage site={bareSite} /> };
