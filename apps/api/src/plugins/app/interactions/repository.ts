import type { Character, InteractionItem, InteractionType, RelationshipType } from '@kindred/contract';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { characters, interactions, users } from '../../../db/schema';
import type { AccountUser } from '../accounts/users';
import { characterOrder, toCharacter } from '../characters/repository';
import { browsePage } from './browse';
import { type ChatAccess, chatAccessOf, relationshipFor } from './relationship';

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

/** What `chatAccessOf` reads, for each character: its age range, the user's age, and the user's interaction with it. */
function chatFacts(executor: Executor, userId: string) {
  return executor
    .select({
      characterId: characters.slug,
      type: interactions.type,
      relationship: interactions.relationship,
      ageRangeMin: characters.ageRangeMin,
      ageRangeMax: characters.ageRangeMax,
      age: users.age,
    })
    .from(characters)
    .innerJoin(users, eq(users.id, userId))
    .leftJoin(interactions, and(eq(interactions.userId, userId), eq(interactions.characterId, characters.slug)))
    .$dynamic();
}

type ChatFactsRow = Awaited<ReturnType<typeof chatFacts>>[number];

const accessOf = ({ type, relationship, ...rest }: ChatFactsRow) =>
  chatAccessOf({ interaction: type ? { type, relationship } : undefined, user: rest, character: rest });

/** Whether the user may chat with the character, or why not (see `chatAccessOf`); `notLiked` for an unknown character. */
export async function chatAccess(executor: Executor, userId: string, characterId: string): Promise<ChatAccess> {
  const [row] = await chatFacts(executor, userId).where(eq(characters.slug, characterId));
  return row ? accessOf(row) : 'notLiked';
}

/** The ids of the characters that will not chat with the user (see `chatAccessOf`), liked or not. */
export async function blockedCharacterIds(executor: Executor, userId: string): Promise<string[]> {
  const rows = await chatFacts(executor, userId);
  return rows.filter((row) => accessOf(row) === 'blocked').map((row) => row.characterId);
}

/**
 * The ids of the characters the user liked, disliked, matched (liked, and the like became a match)
 * and liked but was blocked by (see `chatAccessOf`), most recent first.
 */
export async function characterIdsByInteraction(
  executor: Executor,
  userId: string,
): Promise<{ likes: string[]; dislikes: string[]; matches: string[]; blocked: string[] }> {
  const rows = await chatFacts(executor, userId)
    .where(eq(interactions.userId, userId))
    .orderBy(desc(interactions.updatedAt), interactions.characterId);
  const liked = rows.filter((row) => row.type === 'like');
  return {
    likes: liked.map((row) => row.characterId),
    dislikes: rows.filter((row) => row.type === 'dislike').map((row) => row.characterId),
    matches: rows.filter((row) => row.relationship === 'Matched').map((row) => row.characterId),
    blocked: liked.filter((row) => accessOf(row) === 'blocked').map((row) => row.characterId),
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
