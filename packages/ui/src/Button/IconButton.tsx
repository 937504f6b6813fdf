import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export const iconButtonTones = ['rose', 'muted', 'violet'] as const;
export const iconButtonSizes = ['medium', 'large'] as const;

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children' | 'aria-label'> & {
  /** The button's accessible name: a round button shows only its icon. */
  label: string;
  icon: ReactNode;
  tone?: (typeof iconButtonTones)[number];
  size?: (typeof iconButtonSizes)[number];
  pending?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export function IconButton({
  label,
  icon,
  tone,
  size,
  pending = false,
  disabled,
  type = 'button',
  ...buttonProps
}: IconButtonProps) {
  return (
    <button
      {...buttonProps}
      type={type}
      aria-label={label}
      className={styles.iconButton({ tone, size })}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending ? <Spinner size={size === 'large' ? 'large' : 'medium'} /> : icon}
    </button>
  );
}
