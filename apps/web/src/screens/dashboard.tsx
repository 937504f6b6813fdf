import { FEATURED_CHARACTERS } from '@kindred/contract';
import { Dashboard } from '@kindred/ui';
import { useNavigate } from 'react-router-dom';
import { useCharacterList } from './discovery/useCharacterList';

/** Home: the tiles lead to the app's screens, a featured card links to that character's profile. */
export function DashboardScreen() {
  const navigate = useNavigate();
  // A failure is only logged: the mosaic then invites the user to start matching instead.
  const { characters, status } = useCharacterList(FEATURED_CHARACTERS);
  return (
    <Dashboard
      featured={characters}
      featuredLoading={status === 'loading'}
      onNavigate={(path) => void navigate(path)}
    />
  );
}
