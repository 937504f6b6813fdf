import { paths } from '@kindred/contract';
import { Matches } from '@kindred/ui';
import { useNavigate } from 'react-router-dom';
import { useGoBack } from '../useGoBack';
import { useMatches } from './discovery/useMatches';

/** /matches: the liked characters under Matched, the disliked under Rejected. */
export function MatchesScreen() {
  const navigate = useNavigate();
  const goBack = useGoBack(paths.dashboard);
  const { matches, ...view } = useMatches();
  return (
    <Matches
      {...view}
      onTabChange={(tab) => matches.send({ type: 'user.selectTab', tab })}
      onRetry={() => matches.send({ type: 'user.retry' })}
      onBack={goBack}
      onDiscover={() => void navigate(paths.browse)}
    />
  );
}
