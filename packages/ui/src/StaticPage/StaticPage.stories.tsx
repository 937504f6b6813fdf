import type { Meta, StoryObj } from '@storybook/react-vite';
import { StaticCard, StaticCards } from './StaticCards';
import { StaticPage } from './StaticPage';
import { StaticSection } from './StaticSection';

const meta = {
  title: 'Layouts/StaticPage',
  component: StaticPage,
  args: {
    eyebrow: 'Eyebrow',
    title: 'A page title in the display face',
    lede: 'A lede paragraph introduces the page in a sentence or two, in the muted tone.',
    children: (
      <>
        <StaticSection title="A section">
          <p>
            Body text reads in the muted tone, with <strong>emphasis</strong> in the primary tone. Lines stay short
            enough to read comfortably.
          </p>
          <ul>
            <li>A list item</li>
            <li>Another list item</li>
          </ul>
        </StaticSection>
        <StaticSection title="Cards">
          <StaticCards>
            <StaticCard title="First card">
              <p>Short facts side by side.</p>
            </StaticCard>
            <StaticCard title="Second card">
              <p>They stack on mobile.</p>
            </StaticCard>
          </StaticCards>
        </StaticSection>
      </>
    ),
  },
} satisfies Meta<typeof StaticPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithWaitlistLink: Story = { args: { withWaitlistLink: true } };

export const WithLastUpdated: Story = { args: { lastUpdated: 'September 2025' } };

export const Mobile: Story = {
  args: { withWaitlistLink: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
