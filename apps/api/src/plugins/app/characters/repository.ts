import type { Character } from '@kindred/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { CompanionCharacter } from '../../../companion/types';
import type { Database } from '../../../db/database';
import { type CharacterRow, characters } from '../../../db/schema';
import { type ReadCache, scopes } from '../read-cache/read-cache';

export interface CharactersPage {
  data: Character[];
  total: number;
}

/** A character as its companion speaks: the API's character and how it talks, which only the companion reads. */
export type SpeakingCharacter = Character & Required<Pick<CompanionCharacter, 'scenario' | 'exampleDialogue'>>;

export interface CharactersRepository {
  /** One page of every character, in their stable order. */
  list(page: { page: number; limit: number }): Promise<CharactersPage>;
  /**
   * One character, for the API and for its companion alike: an endpoint answering with it shows
   * only the contract's fields, as the serializer drops any field the response schema does not name.
   */
  findById(id: string): Promise<SpeakingCharacter | undefined>;
}

/** The character as the API shows it: the slug is both `_id` and `id`. */
export function toCharacter(row: CharacterRow): Character {
  return {
    _id: row.slug,
    id: row.slug,
    name: row.name,
    bio: row.bio,
    age: row.age,
    gender: row.gender,
    location: row.location,
    profileImageUrl: row.profileImageUrl,
    images: row.images,
    personalityTraits: row.personalityTraits,
    interests: row.interests,
    backgroundStory: row.backgroundStory,
    flawsAndFears: row.flawsAndFears,
    dreamsAndGoals: row.dreamsAndGoals,
    petPeeves: row.petPeeves,
  };
}

function toSpeakingCharacter(row: CharacterRow): SpeakingCharacter {
  return { ...toCharacter(row), scenario: row.scenario, exampleDialogue: row.exampleDialogue };
}

/** The order every character list follows. */
export const characterOrder = [asc(characters.position), asc(characters.slug)];

/** `cache` keeps the characters every chat request looks up. */
export function createCharactersRepository(db: Database, cache: ReadCache): CharactersRepository {
  return {
    async list({ page, limit }) {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(characters)
          .orderBy(...characterOrder)
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(characters),
      ]);
      return { data: rows.map(toCharacter), total: totals?.total ?? 0 };
    },

    findById: (id) =>
      cache.read(scopes.characters, id, async () => {
        const [row] = await db.select().from(characters).where(eq(characters.slug, id));
        return row && toSpeakingCharacter(row);
      }),
  };
}
