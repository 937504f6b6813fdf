import { Icon, type IconProps } from '../icons';
import * as styles from './ErrorBanner.css';

const AlertIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5v5.25" />
    <path d="M12 16.25v.25" />
  </Icon>
);

const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m8.5 12.25 2.5 2.5 4.5-5" />
  </Icon>
);

export type ErrorBannerProps = {
  /** The one message to show: a failure is never a list. */
  children: string;
};

/** A failure the user must know about, announced the moment it appears. */
export function ErrorBanner({ children }: ErrorBannerProps) {
  return (
    <div role="alert" className={styles.banner}>
      <span className={styles.icon}>
        <AlertIcon size="medium" />
      </span>
      <p>{children}</p>
    </div>
  );
}

export type NoticeBannerProps = {
  /** The good news to show, e.g. the server's confirmation of what it did. */
  children: string;
};

/** Good news (a code sent, a password reset), announced politely without taking the user's focus. */
export function NoticeBanner({ children }: NoticeBannerProps) {
  return (
    <div role="status" className={styles.successBanner}>
      <span className={styles.successIcon}>
        <CheckIcon size="medium" />
      </span>
      <p>{children}</p>
    </div>
  );
}
