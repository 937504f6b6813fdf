import { paths } from '@kindred/contract';
import { Browse } from '@kindred/ui';
import { useNavigate } from 'react-router-dom';
import { useDiscoverDeck } from './discovery/useDiscoverDeck';

/** /browse: the swipe deck. Like and reject always act on the centred card. */
export function BrowseScreen() {
  const navigate = useNavigate();
  const { deck, ...view } = useDiscoverDeck();
  return (
    <Browse
      {...view}
      onLike={() => deck.send({ type: 'user.like' })}
      onReject={() => deck.send({ type: 'user.reject' })}
      onFlip={() => deck.send({ type: 'user.flip' })}
      onGoToMatches={() => void navigate(paths.matches)}
      onRetry={() => deck.send({ type: 'user.retry' })}
    />
  );
}
