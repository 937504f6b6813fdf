import type { Meta, StoryObj } from '@storybook/react-vite';
import { withCanvas } from '../storyLayout';
import * as styles from '../storyLayout.css';
import * as icons from './icons';

const meta = { title: 'Foundations/Icons', decorators: [withCanvas] } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <div className={styles.row}>
      {Object.entries(icons).map(([name, Glyph]) => (
        <figure key={name} className={styles.row}>
          <Glyph size="large" />
          <figcaption>{name}</figcaption>
        </figure>
      ))}
    </div>
  ),
};
