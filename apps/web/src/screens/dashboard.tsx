import { FEATURED_CHARACTERS } from '@kindred/contract';
import { Dashboard } from '@kindred/ui';
import { useNavigate } from 'react-router-dom';
import { useCharacterList } from './discovery/useCharacterList';
import { useOpenCharacter } from './discovery/useOpenCharacter';

/** Home: the tiles lead to the app's screens, a featured card to that character's profile. */
export function DashboardScreen() {
  const navigate = useNavigate();
  const openCharacter = useOpenCharacter();
  // A failure is only logged: the mosaic then invites the user to start matching instead.
  const { characters, status } = useCharacterList(FEATURED_CHARACTERS);
  return (
    <Dashboard
      featured={characters}
      featuredLoading={status === 'loading'}
      onOpenCharacter={openCharacter}
      onNavigate={(path) => void navigate(path)}
    />
  );
}
