import { conversationPath, paths } from '@kindred/contract';
import type { ActiveConversation } from '@kindred/machines';
import { Messages } from '@kindred/ui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../app/useSession';
import { ChatPane } from './messages/ChatPane';
import { ConversationListPane } from './messages/ConversationListPane';
import { useChat } from './messages/useChat';
import { useChatCharacter } from './messages/useChatCharacter';
import { useConversationList } from './messages/useConversationList';
import { useReplyAlerts } from './messages/useReplyAlerts';

/**
 * /messages and /messages/{id}: the conversation list beside the chat with character {id}. A
 * phone shows the list on /messages and the chat on /messages/{id}.
 */
export function MessagesScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  // The route guard shows this screen to signed-in users only.
  const userId = useSession().user?._id ?? '';
  const list = useConversationList(userId);
  // A reply that completes while the tab is hidden counts in its title, and may notify.
  const alertReply = useReplyAlerts(
    (characterId) => list.getSnapshot().context.conversations.find((c) => c._id === characterId)?.name,
  );
  const chat = useChat(userId, id, alertReply);
  const character = useChatCharacter(id);
  const summary = useSelector(list, (snapshot) => snapshot.context.conversations.find((c) => c._id === id));

  useEffect(() => {
    if (id !== undefined && chat.getSnapshot().context.characterId !== id) {
      chat.send({ type: 'user.openConversation', characterId: id });
    }
  }, [chat, id]);

  // The open chat's character heads the list even before the first message.
  const { data: active } = character;
  useEffect(() => {
    const conversation: ActiveConversation | null = active
      ? { _id: active._id, name: active.name, profileImageUrl: active.profileImageUrl }
      : null;
    list.send({ type: 'user.openConversation', conversation });
  }, [list, active]);

  return (
    <Messages
      activePane={id === undefined ? 'list' : 'chat'}
      list={
        <ConversationListPane list={list} activeId={id} onSelect={(next) => void navigate(conversationPath(next))} />
      }
      chat={
        id === undefined ? undefined : (
          <ChatPane
            chat={chat}
            characterId={id}
            partner={active ?? summary}
            failure={character.failure}
            onBack={() => void navigate(paths.messages)}
            onRetry={() => {
              if (character.failure) void character.refetch();
              chat.send({ type: 'user.retry' });
            }}
          />
        )
      }
    />
  );
}
