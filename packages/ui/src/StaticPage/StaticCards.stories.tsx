import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeartIcon, MailIcon, SparkleIcon } from '../icons';
import { withCanvas } from '../storyLayout';
import { StaticCard, StaticCards } from './StaticCards';

const meta = {
  title: 'Layouts/StaticCards',
  component: StaticCards,
  decorators: [withCanvas],
  args: {
    children: (
      <>
        <StaticCard title="Discover" icon={<SparkleIcon />}>
          <p>Meet a new character with every swipe.</p>
        </StaticCard>
        <StaticCard title="Connect" icon={<HeartIcon />}>
          <p>Like them, and they may like you back.</p>
        </StaticCard>
        <StaticCard title="Write" icon={<MailIcon />}>
          <p>Pick up every conversation where you left it.</p>
        </StaticCard>
      </>
    ),
  },
} satisfies Meta<typeof StaticCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Short facts side by side, each under an icon; on a phone they stack. */
export const WithIcons: Story = {};

export const WithoutIcons: Story = {
  args: {
    children: (
      <>
        <StaticCard title="2024">
          <p>The first characters learn to remember.</p>
        </StaticCard>
        <StaticCard title="2025">
          <p>Invitations open to the first members.</p>
        </StaticCard>
      </>
    ),
  },
};

/** Titles and texts of different lengths side by side. */
export const LongTexts: Story = {
  args: {
    children: (
      <>
        <StaticCard title="A title long enough to wrap onto a second line" icon={<SparkleIcon />}>
          <p>
            A longer paragraph tells more than a short fact would, so that the card grows taller than the ones beside
            it, and the row has to keep up.
          </p>
        </StaticCard>
        <StaticCard title="Short" icon={<HeartIcon />}>
          <p>Brief.</p>
        </StaticCard>
      </>
    ),
  },
};
