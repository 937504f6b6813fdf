import { CHARACTERS_SCREEN_LIMIT } from '@kindred/contract';
import { CharacterList } from '@kindred/ui';
import { useCharacterList } from './discovery/useCharacterList';
import { useOpenCharacter } from './discovery/useOpenCharacter';

/** /characters: every character, a click away from their profile. */
export function CharactersScreen() {
  const openCharacter = useOpenCharacter();
  const { characters, status } = useCharacterList(CHARACTERS_SCREEN_LIMIT);
  return <CharacterList characters={characters} status={status} onOpenCharacter={openCharacter} />;
}
