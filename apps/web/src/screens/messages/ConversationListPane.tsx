import { visibleConversations } from '@kindred/machines';
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
  const loadingMore = useSelector(list, (snapshot) => snapshot.matches({ ready: { paging: 'loadingMore' } }));
  return (
    <ConversationList
      conversations={conversations}
      activeId={activeId}
      loading={loading}
      loadingMore={loadingMore}
      onSearchChange={(query) => list.send({ type: 'user.search', query })}
      onSelect={onSelect}
      onScrollNearBottom={() => list.send({ type: 'user.scrolledNearBottom' })}
    />
  );
}
