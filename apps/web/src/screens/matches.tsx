import { paths } from '@kindred/contract';
import { Matches } from '@kindred/ui';
import { useNavigate } from 'react-router-dom';
import { useGoBack } from '../useGoBack';
import { useMatches } from './discovery/useMatches';
import { useOpenCharacter } from './discovery/useOpenCharacter';

/** /matches: the liked characters under Matched, the disliked under Rejected. */
export function MatchesScreen() {
  const navigate = useNavigate();
  const openCharacter = useOpenCharacter();
  const goBack = useGoBack(paths.dashboard);
  const { matches, ...view } = useMatches();
  return (
    <Matches
      {...view}
      onTabChange={(tab) => matches.send({ type: 'user.selectTab', tab })}
      onOpenCharacter={openCharacter}
      onBack={goBack}
      onDiscover={() => void navigate(paths.browse)}
    />
  );
}
