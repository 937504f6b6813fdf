import { CHARACTERS_SCREEN_LIMIT } from '@kindred/contract';
import { CharacterList } from '@kindred/ui';
import { useCharacterList } from './discovery/useCharacterList';

/** /characters: every character, each card a link to their profile. */
export function CharactersScreen() {
  const { characters, status, retry } = useCharacterList(CHARACTERS_SCREEN_LIMIT);
  return <CharacterList characters={characters} status={status} onRetry={retry} />;
}
