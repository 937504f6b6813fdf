import type { Character, InteractionItem, InteractionType, RelationshipType } from '@kindred/contract';
import { type AnyColumn, and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { characters, interactions } from '../../../db/schema';
import type { AccountUser } from '../accounts/users';
import { characterOrder, toCharacter } from '../characters/repository';
import { browsePage } from './browse';
import { BLOCKED, type ChatAccess, chatAccessOf, relationshipFor } from './relationship';

export interface Page {
  page: number;
  limit: number;
}

export interface InteractionsRepository {
  /** Characters the user has neither liked nor disliked; see `browsePage` for what a page is. */
  browse(userId: string, page: Page): Promise<Character[]>;
  /**
   * Records the user's like and answers what came of it; undefined for an unknown character.
   * Liking again changes nothing and answers the relationship the first like recorded.
   */
  like(user: AccountUser, characterId: string): Promise<{ relationship: RelationshipType | null } | undefined>;
  /** Records the user's dislike, replacing a like; false for an unknown character. */
  dislike(userId: string, characterId: string): Promise<boolean>;
  /** The user's interactions, the most recent first; `createdAt` is when the current like or dislike was recorded. */
  list(userId: string, query: Page & { type?: InteractionType | undefined }): Promise<InteractionItem[]>;
}

/** Whether the user may chat with the character, or why not (see `chatAccessOf`). */
export async function chatAccess(executor: Executor, userId: string, characterId: string): Promise<ChatAccess> {
  const [row] = await executor
    .select({ type: interactions.type, relationship: interactions.relationship })
    .from(interactions)
    .where(ownedBy(userId, characterId));
  return chatAccessOf(row);
}

/** True for the rows whose character (`characterId`) has blocked chats with the user: `chatAccessOf`'s 'blocked', in SQL. */
export function chatBlocked(userId: string, characterId: AnyColumn): SQL {
  return sql`exists (select 1 from ${interactions} where ${interactions.userId} = ${userId} and ${interactions.characterId} = ${characterId} and ${interactions.relationship} = ${BLOCKED})`;
}

/**
 * The ids of the characters the user liked, disliked, matched (liked, and the like became a match)
 * and was blocked by (liked, and the like was answered Blocked), most recent first.
 */
export async function characterIdsByInteraction(
  executor: Executor,
  userId: string,
): Promise<{ likes: string[]; dislikes: string[]; matches: string[]; blocked: string[] }> {
  const rows = await executor
    .select({ id: interactions.characterId, type: interactions.type, relationship: interactions.relationship })
    .from(interactions)
    .where(eq(interactions.userId, userId))
    .orderBy(desc(interactions.updatedAt), interactions.characterId);
  return {
    likes: rows.filter((row) => row.type === 'like').map((row) => row.id),
    dislikes: rows.filter((row) => row.type === 'dislike').map((row) => row.id),
    matches: rows.filter((row) => row.relationship === 'Matched').map((row) => row.id),
    blocked: rows.filter((row) => chatAccessOf(row) === 'blocked').map((row) => row.id),
  };
}

function ownedBy(userId: string, characterId: string) {
  return and(eq(interactions.userId, userId), eq(interactions.characterId, characterId));
}

export function createInteractionsRepository(db: Database): InteractionsRepository {
  const findMatchPreferences = async (characterId: string) => {
    const [row] = await db
      .select({ ageRangeMin: characters.ageRangeMin, ageRangeMax: characters.ageRangeMax })
      .from(characters)
      .where(eq(characters.slug, characterId));
    return row;
  };

  /**
   * Makes `type` the user's interaction with the character in one statement, so concurrent
   * requests for the same pair never collide. A row that already has `type` is left as it is (its
   * time and relationship stay) and nothing is returned.
   */
  const record = async (
    userId: string,
    characterId: string,
    type: InteractionType,
    relationship: RelationshipType | null,
  ) => {
    const [written] = await db
      .insert(interactions)
      .values({ userId, characterId, type, relationship })
      .onConflictDoUpdate({
        target: [interactions.userId, interactions.characterId],
        set: { type, relationship, updatedAt: sql`now()` },
        setWhere: ne(interactions.type, type),
      })
      .returning({ relationship: interactions.relationship });
    return written;
  };

  const recordedRelationship = async (userId: string, characterId: string) => {
    const [row] = await db
      .select({ relationship: interactions.relationship })
      .from(interactions)
      .where(ownedBy(userId, characterId));
    return row?.relationship ?? null;
  };

  return {
    browse: (userId, page) => browsePage(db, userId, page),

    async like(user, characterId) {
      const character = await findMatchPreferences(characterId);
      if (!character) return undefined;
      const written = await record(user.id, characterId, 'like', relationshipFor(user, character));
      // Liked before: the first like's answer stands.
      return { relationship: written ? written.relationship : await recordedRelationship(user.id, characterId) };
    },

    async dislike(userId, characterId) {
      if (!(await findMatchPreferences(characterId))) return false;
      await record(userId, characterId, 'dislike', null);
      return true;
    },

    async list(userId, { page, limit, type }) {
      const rows = await db
        .select()
        .from(interactions)
        .innerJoin(characters, eq(characters.slug, interactions.characterId))
        .where(and(eq(interactions.userId, userId), type && eq(interactions.type, type)))
        .orderBy(desc(interactions.updatedAt), ...characterOrder)
        .limit(limit)
        .offset((page - 1) * limit);
      return rows.map((row) => ({
        character: toCharacter(row.characters),
        type: row.interactions.type,
        createdAt: row.interactions.updatedAt.toISOString(),
      }));
    },
  };
}
