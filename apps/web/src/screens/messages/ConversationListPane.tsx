import { conversationListFailed, searchWithoutResults, visibleConversations } from '@kindred/machines';
import { ConversationList } from '@kindred/ui';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ConversationListActor } from './useConversationList';

export type ConversationListPaneProps = {
  list: ConversationListActor;
  /** The conversation open in the chat pane. */
  activeId: string | undefined;
  onSelect: (id: string) => void;
};

/** The conversation list of the Messages screen, bound to its machine. */
export function ConversationListPane({ list, activeId, onSelect }: ConversationListPaneProps) {
  const conversations = useSelector(list, (snapshot) => visibleConversations(snapshot.context), shallowEqual);
  const loading = useSelector(list, (snapshot) => snapshot.matches('loading'));
  const failed = useSelector(list, conversationListFailed);
  const noResultsFor = useSelector(list, (snapshot) => searchWithoutResults(snapshot.context));
  const loadingMore = useSelector(list, (snapshot) => snapshot.matches({ ready: { paging: 'loadingMore' } }));
  return (
    <ConversationList
      conversations={conversations}
      activeId={activeId}
      loading={loading}
      failed={failed}
      noResultsFor={noResultsFor}
      loadingMore={loadingMore}
      onSearchChange={(query) => list.send({ type: 'user.search', query })}
      onSelect={onSelect}
      onScrollNearBottom={() => list.send({ type: 'user.scrolledNearBottom' })}
      onRetry={() => list.send({ type: 'user.retry' })}
    />
  );
}
