import type { Meta, StoryObj } from '@storybook/react-vite';
import { withCanvas } from '../storyLayout';
import * as styles from '../storyLayout.css';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  decorators: [withCanvas],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithLabel: Story = { args: { label: 'Loading Characters...', size: 'large' } };

export const Sizes: Story = {
  render: () => (
    <div className={styles.row}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} />
      ))}
    </div>
  ),
};
