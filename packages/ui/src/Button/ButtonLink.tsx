import type { ReactNode } from 'react';
import { useLinkComponent } from '../TextLink';
import type { ButtonStyleProps } from './Button';
import * as styles from './Button.css';

export type ButtonLinkProps = ButtonStyleProps & { href: string; children: ReactNode };

/** A link that looks like a button, for calls to action that go somewhere (rather than do something). */
export function ButtonLink({ href, variant, size, fullWidth, icon, children }: ButtonLinkProps) {
  const LinkComponent = useLinkComponent();
  return (
    <LinkComponent href={href} className={styles.button({ variant, size, fullWidth })}>
      {icon}
      {children}
    </LinkComponent>
  );
}
