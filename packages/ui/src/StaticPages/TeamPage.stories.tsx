import { bareSite, exampleSite, partialSite } from '@kindred/contract/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TeamPage } from './TeamPage';

/*
 * The site facts come from the fixtures: obviously fictional examples (Example Operator Ltd,
 * example.com). A real site's facts are its operator's to set.
 */
const meta = {
  title: 'Screens/Static pages/Team',
  component: TeamPage,
  args: { site: exampleSite },
} satisfies Meta<typeof TeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every fact set. */
export const Default: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** No fact set: the page still stands, pointing to the reader's own account controls. */
export const WithoutFacts: Story = { args: { site: bareSite } };

/** A founder and one social link, nothing else. */
export const WithSomeFacts: Story = { args: { site: partialSite } };
