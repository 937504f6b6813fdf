import type { CharacterView } from '../CharacterCard';

/** What a card of the discovery deck shows. */
export type DeckCardView = Pick<
  CharacterView,
  'id' | 'name' | 'age' | 'bio' | 'personality' | 'interests' | 'gender' | 'location' | 'profileImageUrl' | 'verified'
>;
