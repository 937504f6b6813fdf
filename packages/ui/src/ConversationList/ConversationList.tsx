import type { ConversationSummary } from '@kindred/contract';
import { useId } from 'react';
import { Icon } from '../icons';
import { Spinner } from '../Spinner';
import { visuallyHidden } from '../theme/utilities.css';
import * as styles from './ConversationList.css';
import { ConversationRow } from './ConversationRow';
import { useNearBottom } from './useNearBottom';

const SEARCH_PLACEHOLDER = 'Search Messages';

export type ConversationListProps = {
  /**
   * In the order to show them (newest interaction first), already filtered by the search. Each
   * row cuts its last message to the preview itself (PREVIEW_CUT plus PREVIEW_ELLIPSIS), so pass
   * the full text or a preview cut by the same rule.
   */
  conversations: ConversationSummary[];
  /** The conversation open in the chat pane. */
  activeId?: string;
  /** The search box keeps its own text (uncontrolled); this is what it starts with. */
  defaultSearch?: string;
  /** The first page is loading: a spinner instead of the empty text. */
  loading?: boolean;
  /** The next page is loading: a spinner under the rows. */
  loadingMore?: boolean;
  /** The moment the rows' times are relative to; fixed in stories and tests. */
  now?: Date;
  onSearchChange: (text: string) => void;
  onSelect: (id: string) => void;
  /** The reader scrolled within CONVERSATION_SCROLL_THRESHOLD_PX of the bottom: time for the next page. */
  onScrollNearBottom?: () => void;
};

/** The user's conversations, newest first, with a search by name. */
export function ConversationList({
  conversations,
  activeId,
  defaultSearch,
  loading = false,
  loadingMore = false,
  now,
  onSearchChange,
  onSelect,
  onScrollNearBottom,
}: ConversationListProps) {
  const searchId = useId();
  const onScroll = useNearBottom(onScrollNearBottom);

  const rows = loading ? (
    <div className={styles.status}>
      <Spinner size="large" label="Loading conversations" />
    </div>
  ) : conversations.length === 0 ? (
    <p className={styles.empty}>No matches yet.</p>
  ) : (
    <ul className={styles.rows} aria-label="Conversations">
      {conversations.map((conversation) => (
        <ConversationRow
          key={conversation._id}
          conversation={conversation}
          active={conversation._id === activeId}
          now={now}
          onSelect={onSelect}
        />
      ))}
    </ul>
  );

  return (
    <div className={styles.list}>
      <div className={styles.search}>
        <label className={visuallyHidden} htmlFor={searchId}>
          {SEARCH_PLACEHOLDER}
        </label>
        <span className={styles.searchIcon}>
          <Icon size="small">
            <circle cx="11" cy="11" r="6.5" />
            <path d="m16 16 4 4" />
          </Icon>
        </span>
        <input
          id={searchId}
          className={styles.searchInput}
          type="search"
          autoComplete="off"
          placeholder={SEARCH_PLACEHOLDER}
          defaultValue={defaultSearch}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <div className={styles.scroller} onScroll={onScroll}>
        {rows}
        {loadingMore && (
          <div className={styles.more}>
            <Spinner label="Loading more conversations" />
          </div>
        )}
      </div>
    </div>
  );
}
