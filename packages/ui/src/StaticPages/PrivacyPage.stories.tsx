import { bareSite, exampleSite } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrivacyPage } from './PrivacyPage';

const meta = {
  title: 'Screens/Static pages/Privacy',
  component: PrivacyPage,
  args: { site: exampleSite },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a contact address and a connected language model. */
export const Default: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** No contact address and the built-in engine. */
export const WithoutFacts: Story = { args: { site: bareSite } };
