import type { InteractionType, RelationshipType } from '@kindred/contract';
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

/** The relationship that keeps a character from ever chatting with the user. */
export const BLOCKED = 'Blocked' satisfies RelationshipType;

/** Whether the user may chat with a character: `open`, or why not. */
export type ChatAccess = 'open' | 'notLiked' | 'blocked';

/** What decides whether a user may chat with a character. */
export interface ChatFacts {
  /** The user's current interaction with the character, if any. */
  interaction: { type: InteractionType; relationship: RelationshipType | null } | undefined;
  user: Pick<AccountUser, 'age'>;
  character: MatchPreferences;
}

/**
 * The one rule of who may chat with whom. A like opens the chat, unless the character blocked it:
 * when it answered the like Blocked (that answer stands, whatever age the user gives later), or when
 * the user's age no longer fits its age range (a user who says they are younger since). A blocked
 * chat stays closed for reading too.
 */
export function chatAccessOf({ interaction, user, character }: ChatFacts): ChatAccess {
  if (interaction?.relationship === BLOCKED || relationshipFor(user, character) === BLOCKED) return 'blocked';
  return interaction?.type === 'like' ? 'open' : 'notLiked';
}
