import type { Decorator } from '@storybook/react-vite';
import './styles';
import * as styles from './storybook.css';

/** Wraps every story in the Kindred theme, with animations off so screenshots are stable. */
export const ThemeDecorator: Decorator = (Story) => (
  <div className={styles.storyRoot}>
    <Story />
  </div>
);

/**
 * A frame of the viewport's height, as a phone or a browser window shows a screen: content taller
 * than the screen (a long chat) scrolls inside its own pane, so a screenshot shows what a user sees.
 */
export const withScreenFrame: Decorator = (Story) => (
  <div className={styles.screenFrame}>
    <Story />
  </div>
);
