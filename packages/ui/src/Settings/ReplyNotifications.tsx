import { BRAND_NAME } from '@kindred/contract';
import { useId } from 'react';
import * as styles from './Settings.css';
import { Toggle } from './Toggle';

/**
 * Whether this device tells the user of replies with a browser notification: `unsupported` (the
 * browser has none), `blocked` (the user refused them to the site in the browser), `off` or `on`.
 */
export const replyNotificationStates = ['off', 'on', 'blocked', 'unsupported'] as const;
export type ReplyNotificationState = (typeof replyNotificationStates)[number];

export const replyNotificationsTexts = {
  title: 'On this device',
  toggle: 'Notify me of replies',
  hint: `When a character's reply arrives while ${BRAND_NAME} is in a tab you are not looking at, your browser tells you who wrote.`,
  blocked: `Your browser blocks notifications from ${BRAND_NAME}. To get them, allow notifications for this site in the browser's settings, then come back.`,
  unsupported: 'This browser cannot show notifications.',
} as const;

export type ReplyNotificationsProps = {
  state: ReplyNotificationState;
  /** The switch was moved: turning it on asks the browser's permission if it was never given. */
  onChange: (on: boolean) => void;
};

/** The settings of this device alone: browser notifications of replies. */
export function ReplyNotifications({ state, onChange }: ReplyNotificationsProps) {
  const id = useId();
  const hint =
    state === 'blocked'
      ? replyNotificationsTexts.blocked
      : state === 'unsupported'
        ? replyNotificationsTexts.unsupported
        : replyNotificationsTexts.hint;
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {replyNotificationsTexts.title}
      </h2>
      <Toggle
        label={replyNotificationsTexts.toggle}
        hint={hint}
        hintId={`${id}-hint`}
        checked={state === 'on'}
        disabled={state === 'blocked' || state === 'unsupported'}
        onChange={onChange}
      />
    </section>
  );
}
