import type { Decorator } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import type { IconProps } from './icons';
import * as styles from './storyLayout.css';

/** Gives a small component room to breathe in Storybook's full-screen layout. */
export const withCanvas: Decorator = (Story) => (
  <div className={styles.canvas}>
    <Story />
  </div>
);

/** A component that takes the width it is given, in a column of reading width. */
export const withColumn: Decorator = (Story) => (
  <div className={styles.canvas}>
    <div className={styles.stack}>
      <Story />
    </div>
  </div>
);

/** Every icon of a set, large and named, so a designer reviews the set side by side. */
export function IconGallery({ icons }: { icons: Record<string, ComponentType<IconProps>> }) {
  return (
    <div className={styles.row}>
      {Object.entries(icons).map(([name, Glyph]) => (
        <figure key={name} className={styles.row}>
          <Glyph size="large" />
          <figcaption>{name}</figcaption>
        </figure>
      ))}
    </div>
  );
}
