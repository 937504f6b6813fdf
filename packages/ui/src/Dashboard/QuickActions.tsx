import { useId } from 'react';
import { ArrowRightIcon } from '../icons';
import * as styles from './QuickActions.css';
import { quickActions } from './quickActionList';

export type QuickActionsProps = { onNavigate: (path: string) => void };

/** Five shortcuts to the places a visit usually starts. */
export function QuickActions({ onNavigate }: QuickActionsProps) {
  const idPrefix = useId();
  return (
    <nav aria-label="Quick actions">
      <ul className={styles.list}>
        {quickActions.map((action) => (
          <li key={action.path} className={styles.item}>
            <button
              type="button"
              className={styles.tile({ tone: action.tone })}
              aria-describedby={`${idPrefix}-${action.path}-description`}
              onClick={() => onNavigate(action.path)}
            >
              <span className={styles.badge({ tone: action.tone })}>{action.icon}</span>
              <span className={styles.text}>
                <span className={styles.title}>{action.title}</span>
                {/* Named by the title alone; the line under it is read as the description. */}
                <span id={`${idPrefix}-${action.path}-description`} className={styles.description} aria-hidden="true">
                  {action.description}
                </span>
              </span>
              <span className={styles.arrow}>
                <ArrowRightIcon size="small" />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
