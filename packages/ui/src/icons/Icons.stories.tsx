import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconGallery, withCanvas } from '../storyLayout';
import * as styles from '../storyLayout.css';
import { iconSizes } from './Icon';
import * as icons from './icons';

const meta = { title: 'Foundations/Icons', decorators: [withCanvas] } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = { render: () => <IconGallery icons={icons} /> };

/** The three sizes every icon is drawn at. */
export const Sizes: Story = {
  render: () => (
    <div className={styles.row}>
      {iconSizes.map((size) => (
        <figure key={size} className={styles.row}>
          <icons.HeartIcon size={size} />
          <figcaption>{size}</figcaption>
        </figure>
      ))}
    </div>
  ),
};
