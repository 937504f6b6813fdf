import { conversationPath } from '@kindred/contract';
import { type MemorySnapshot, memoriesLoadFailed } from '@kindred/machines';
import { MemoryPanel, type MemoryPanelStatus, memoryPanelTexts, ScreenState } from '@kindred/ui';
import { shallowEqual, useSelector } from '@xstate/react';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../app/pageTitles';
import { useSession } from '../app/useSession';
import { useMemory } from './memory/useMemory';
import { useChatCharacter } from './messages/useChatCharacter';

/** /messages/{id}/memory. Another id is another character's memory, so it starts afresh. */
export function MemoryScreen() {
  const { id = '' } = useParams();
  return <CharacterMemoryScreen key={id} characterId={id} />;
}

const statusOf = (snapshot: MemorySnapshot): MemoryPanelStatus =>
  memoriesLoadFailed(snapshot) ? 'failed' : snapshot.matches('loading') ? 'loading' : 'ready';

/** What the panel shows of the machine. */
const panelViewOf = (snapshot: MemorySnapshot) => ({
  status: statusOf(snapshot),
  memories: snapshot.context.memories,
  editing: snapshot.context.editing,
  saving: snapshot.matches({ ready: { edit: 'saving' } }),
  pinningId: snapshot.context.pinning?.memoryId ?? null,
  note: snapshot.context.note,
  adding: snapshot.matches({ ready: { note: 'adding' } }),
  error: snapshot.context.error,
  done: snapshot.context.done,
});

function CharacterMemoryScreen({ characterId }: { characterId: string }) {
  // The route guard shows this screen to signed-in users only.
  const userId = useSession().user?._id ?? '';
  const memory = useMemory(userId, characterId);
  const view = useSelector(memory, panelViewOf, shallowEqual);
  const character = useChatCharacter(characterId);
  const name = character.data?.name;
  usePageTitle(name && `${name} · Memory`);

  if (!name) {
    return character.failure === 'notFound' ? (
      <ScreenState kind="error" title="Failed to load character" />
    ) : character.failure === 'failed' ? (
      <ScreenState kind="error" title={memoryPanelTexts.loadFailed} onRetry={() => void character.refetch()} />
    ) : (
      <ScreenState kind="loading" title={memoryPanelTexts.loading} />
    );
  }

  return (
    <MemoryPanel
      characterName={name}
      chatHref={conversationPath(characterId)}
      {...view}
      onRetry={() => memory.send({ type: 'user.retry' })}
      onEdit={(memoryId) => memory.send({ type: 'user.edit', memoryId })}
      onDraftChange={(text) => memory.send({ type: 'user.type', text })}
      onSave={() => memory.send({ type: 'user.save' })}
      onCancelEdit={() => memory.send({ type: 'user.cancel' })}
      onPin={(memoryId, pinned) => memory.send({ type: 'user.pin', memoryId, pinned })}
      onDelete={(memoryId) => memory.send({ type: 'user.delete', memoryId })}
      onUndoDelete={(memoryId) => memory.send({ type: 'user.undoDelete', memoryId })}
      onNoteChange={(text) => memory.send({ type: 'user.typeNote', text })}
      onAddNote={() => memory.send({ type: 'user.addNote' })}
    />
  );
}
