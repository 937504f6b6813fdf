import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { withCanvas } from '../storyLayout';
import * as styles from '../storyLayout.css';
import { LockOverlay, lockOverlayLayouts, lockOverlayRadii } from './LockOverlay';
import * as storyStyles from './LockOverlay.stories.css';

const meta = {
  title: 'Components/LockOverlay',
  component: LockOverlay,
  args: { label: 'Coming soon', children: null },
  argTypes: {
    layout: { control: 'inline-radio', options: lockOverlayLayouts },
    radius: { control: 'inline-radio', options: lockOverlayRadii },
  },
  decorators: [withCanvas],
} satisfies Meta<typeof LockOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OverButton: Story = {
  args: {
    layout: 'inline',
    radius: 'full',
    children: (
      <Button variant="secondary" fullWidth>
        Sign in with Google
      </Button>
    ),
  },
  render: (args) => (
    <div className={storyStyles.narrow}>
      <LockOverlay {...args} />
    </div>
  ),
};

export const OverSection: Story = {
  args: {
    label: 'VIP only',
    children: (
      <div className={storyStyles.sample}>
        <h2>Instagram Pictures</h2>
        <p>Behind-the-scenes moments, shared with the people who matter.</p>
      </div>
    ),
  },
};

export const Mobile: Story = {
  ...OverSection,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const OverCards: Story = {
  render: () => (
    <div className={styles.row}>
      {['Vampire', 'Witch'].map((name) => (
        <LockOverlay key={name} label="Fantasy · Coming soon">
          <div className={storyStyles.card}>
            <h3>{name}</h3>
          </div>
        </LockOverlay>
      ))}
    </div>
  ),
};
