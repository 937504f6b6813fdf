import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { visuallyHidden } from '../theme/utilities.css';
import { PlainAnchor, useLinkComponent } from './linkComponent';
import * as styles from './TextLink.css';

export const textLinkTones = ['violet', 'muted', 'primary'] as const;
export const textLinkUnderlines = ['always', 'hover'] as const;
export const textLinkWeights = ['regular', 'medium'] as const;

export const NEW_TAB_HINT = '(opens in a new tab)';

export type TextLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'target'> & {
  href: string;
  children: ReactNode;
  tone?: (typeof textLinkTones)[number];
  underline?: (typeof textLinkUnderlines)[number];
  weight?: (typeof textLinkWeights)[number];
  /** Another site: a plain anchor that opens in a new tab, never through the app's router. */
  external?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

export function TextLink({ tone, underline, weight, external = false, children, ...anchorProps }: TextLinkProps) {
  const LinkComponent = useLinkComponent();
  const className = styles.textLink({ tone, underline, weight });

  if (external) {
    return (
      <a {...anchorProps} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className={visuallyHidden}> {NEW_TAB_HINT}</span>
      </a>
    );
  }
  // Only the app's own paths go through its router; mail addresses and other sites stay plain anchors.
  const Anchor = anchorProps.href.startsWith('/') ? LinkComponent : PlainAnchor;
  return (
    <Anchor {...anchorProps} className={className}>
      {children}
    </Anchor>
  );
}
