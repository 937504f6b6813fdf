import type { RelationshipType } from '@kindred/contract';
import type { CharacterRow } from '../../../db/schema';
import type { AccountUser } from '../accounts/users';

/** What a character looks at before answering a like. */
export type MatchPreferences = Pick<CharacterRow, 'ageRangeMin' | 'ageRangeMax'>;

/**
 * Whether a like becomes a match: the character matches only users whose age is within its age
 * range. Every reason a character will not match a user belongs here (blocking, say), so the like
 * endpoint never decides it anywhere else.
 */
export function relationshipFor(user: Pick<AccountUser, 'age'>, character: MatchPreferences): RelationshipType {
  const { age } = user;
  const withinAgeRange = age !== null && age >= character.ageRangeMin && age <= character.ageRangeMax;
  return withinAgeRange ? 'Matched' : 'Blocked';
}
