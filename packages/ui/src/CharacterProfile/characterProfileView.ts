import type { CharacterView } from '../CharacterCard';

/** What the profile shows of a character. */
export type CharacterProfileView = Pick<
  CharacterView,
  | 'id'
  | 'name'
  | 'age'
  | 'gender'
  | 'location'
  | 'profileImageUrl'
  | 'personality'
  | 'interests'
  | 'bio'
  | 'backgroundStory'
  | 'flawsAndFears'
  | 'dreamsAndGoals'
  | 'images'
>;
