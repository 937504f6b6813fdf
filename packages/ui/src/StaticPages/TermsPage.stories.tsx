import { bareSite, exampleSite } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TermsPage } from './TermsPage';

const meta = {
  title: 'Screens/Static pages/Terms',
  component: TermsPage,
  args: { site: exampleSite },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const WithoutFacts: Story = { args: { site: bareSite } };
