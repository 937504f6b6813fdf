import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost'] as const;
export const buttonSizes = ['medium', 'large'] as const;

export type ButtonStyleProps = {
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  fullWidth?: boolean;
  /** Shown before the label. */
  icon?: ReactNode;
};

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> &
  ButtonStyleProps & {
    /** A request is running: the button shows a spinner and cannot be pressed again. */
    pending?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

export function Button({
  variant,
  size,
  fullWidth,
  icon,
  pending = false,
  disabled,
  type = 'button',
  children,
  ...buttonProps
}: ButtonProps) {
  return (
    <button
      {...buttonProps}
      type={type}
      className={styles.button({ variant, size, fullWidth })}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending ? <Spinner size="small" /> : icon}
      {children}
    </button>
  );
}
