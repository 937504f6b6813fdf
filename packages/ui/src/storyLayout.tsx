import type { Decorator } from '@storybook/react-vite';
import * as styles from './storyLayout.css';

/** Gives a small component room to breathe in Storybook's full-screen layout. */
export const withCanvas: Decorator = (Story) => (
  <div className={styles.canvas}>
    <Story />
  </div>
);
