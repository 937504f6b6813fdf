import type { Database } from '../../../db/database';
import { characterIdsByInteraction } from '../interactions/repository';
import type { CharacterLists } from './users';

/** The ids of the characters a user liked, disliked and matched, as GET /users/me shows them. */
export async function characterListsOf(db: Database, userId: string): Promise<CharacterLists> {
  return characterIdsByInteraction(db, userId);
}
