import type { Decorator } from '@storybook/react-vite';
import './styles';
import * as styles from './storybook.css';

/** Wraps every story in the Kindred theme, with animations off so screenshots are stable. */
export const ThemeDecorator: Decorator = (Story) => (
  <div className={styles.storyRoot}>
    <Story />
  </div>
);
