import { conversationPath, paths } from '@kindred/contract';
import { CharacterProfile } from '@kindred/ui';
import { useNavigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../app/pageTitles';
import { useGoBack } from '../useGoBack';
import { useCharacterProfile } from './discovery/useCharacterProfile';

/** /characters/{id}. Another id is another profile, so it starts afresh. */
export function CharacterScreen() {
  const { id = '' } = useParams();
  return <CharacterProfileScreen key={id} characterId={id} />;
}

function CharacterProfileScreen({ characterId }: { characterId: string }) {
  const navigate = useNavigate();
  const goBack = useGoBack(paths.characters);
  const { profile, ...view } = useCharacterProfile(characterId);
  usePageTitle(view.character?.name);
  return (
    <CharacterProfile
      {...view}
      onLike={() => profile.send({ type: 'user.like' })}
      onMessage={() => void navigate(conversationPath(characterId))}
      onTabChange={(tab) => profile.send({ type: 'user.selectTab', tab })}
      onToggleShowMore={() => profile.send({ type: 'user.toggleMore' })}
      onOpenImage={(index) => profile.send({ type: 'user.openImage', index })}
      onCloseLightbox={() => profile.send({ type: 'user.closeLightbox' })}
      onPreviousImage={() => profile.send({ type: 'user.previousImage' })}
      onNextImage={() => profile.send({ type: 'user.nextImage' })}
      onSelectImage={(index) => profile.send({ type: 'user.selectImage', index })}
      onRetry={() => profile.send({ type: 'user.retry' })}
      onBack={goBack}
      onDiscoverOthers={() => void navigate(paths.characters)}
    />
  );
}
