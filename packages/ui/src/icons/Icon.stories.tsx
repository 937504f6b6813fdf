import type { Meta, StoryObj } from '@storybook/react-vite';
import { withCanvas } from '../storyLayout';
import * as styles from '../storyLayout.css';
import { iconSizes } from './Icon';
import { HeartIcon } from './icons';

const meta = { title: 'Foundations/Icon', decorators: [withCanvas] } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three sizes every icon is drawn at. */
export const Sizes: Story = {
  render: () => (
    <div className={styles.row}>
      {iconSizes.map((size) => (
        <figure key={size} className={styles.row}>
          <HeartIcon size={size} />
          <figcaption>{size}</figcaption>
        </figure>
      ))}
    </div>
  ),
};
