import type { ConversationSummary } from '@kindred/contract';
import { useId } from 'react';
import { Icon } from '../icons';
import { ScreenState } from '../ScreenState';
import { Spinner } from '../Spinner';
import { visuallyHidden } from '../theme/utilities.css';
import * as styles from './ConversationList.css';
import { ConversationRow } from './ConversationRow';
import { useNearBottom } from './useNearBottom';

/** What the list says besides the conversations themselves. */
export const conversationListTexts = {
  search: 'Search Messages',
  noMatches: 'No matches yet.',
  noResults: (query: string) => `No conversations match “${query}”`,
  loading: 'Loading conversations',
  loadingMore: 'Loading more conversations',
  loadFailed: "Couldn't load your conversations",
  loadFailedMessage: 'The server could not be reached. We keep trying by ourselves, or you can retry now.',
} as const;

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
  /** The list could not be loaded: an error with Retry instead of the rows or the empty text. */
  failed?: boolean;
  /** Set when the search is what leaves the list empty: the query nothing matches. */
  noResultsFor?: string;
  /** The next page is loading: a spinner under the rows. */
  loadingMore?: boolean;
  /** The moment the rows' times are relative to; fixed in stories and tests. */
  now?: Date;
  onSearchChange: (text: string) => void;
  onSelect: (id: string) => void;
  /** The reader scrolled within CONVERSATION_SCROLL_THRESHOLD_PX of the bottom: time for the next page. */
  onScrollNearBottom?: () => void;
  /** Retry was pressed on the failed list. */
  onRetry?: () => void;
};

/** The user's conversations, newest first, with a search by name. */
export function ConversationList({
  conversations,
  activeId,
  defaultSearch,
  loading = false,
  failed = false,
  noResultsFor,
  loadingMore = false,
  now,
  onSearchChange,
  onSelect,
  onScrollNearBottom,
  onRetry,
}: ConversationListProps) {
  const searchId = useId();
  const onScroll = useNearBottom(onScrollNearBottom);

  const rows = failed ? (
    <div className={styles.failed}>
      <ScreenState
        kind="error"
        size="section"
        title={conversationListTexts.loadFailed}
        message={conversationListTexts.loadFailedMessage}
        onRetry={onRetry}
      />
    </div>
  ) : loading ? (
    <div className={styles.status}>
      <Spinner size="large" label={conversationListTexts.loading} />
    </div>
  ) : conversations.length === 0 ? (
    <p className={styles.empty}>
      {noResultsFor === undefined ? conversationListTexts.noMatches : conversationListTexts.noResults(noResultsFor)}
    </p>
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
          {conversationListTexts.search}
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
          placeholder={conversationListTexts.search}
          defaultValue={defaultSearch}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <div className={styles.scroller} onScroll={onScroll}>
        {rows}
        {loadingMore && (
          <div className={styles.more}>
            <Spinner label={conversationListTexts.loadingMore} />
          </div>
        )}
      </div>
    </div>
  );
}
