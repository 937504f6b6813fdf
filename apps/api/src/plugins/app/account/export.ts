import type { AccountExport } from '@kindred/contract';
import { asc, eq } from 'drizzle-orm';
import { currentAffinity } from '../../../companion';
import type { Database } from '../../../db/database';
import { characters, companionships, interactions, messages, users } from '../../../db/schema';
import { memoriesOfUser } from '../chat/memories';
import { readSettings } from '../settings/service';

/** Everything Kindred keeps about the user, without secrets (password hash, codes, tokens); undefined when the account is gone. */
export async function exportAccount(db: Database, userId: string, now: Date): Promise<AccountExport | undefined> {
  // One snapshot: a message sent while the export is read is either in it with its memory, or not at all.
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({
        email: users.email,
        name: users.name,
        age: users.age,
        gender: users.gender,
        location: users.location,
        bio: users.bio,
        avatar: users.avatar,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!profile) return undefined;

    const likesAndDislikes = await tx
      .select({
        characterId: interactions.characterId,
        characterName: characters.name,
        type: interactions.type,
        relationship: interactions.relationship,
        createdAt: interactions.createdAt,
        updatedAt: interactions.updatedAt,
      })
      .from(interactions)
      .innerJoin(characters, eq(characters.slug, interactions.characterId))
      .where(eq(interactions.userId, userId))
      .orderBy(asc(interactions.createdAt), asc(interactions.characterId));

    const talks = await tx
      .select({
        characterId: companionships.characterId,
        characterName: characters.name,
        affinityScore: companionships.affinityScore,
        affinityUpdatedAt: companionships.affinityUpdatedAt,
      })
      .from(companionships)
      .innerJoin(characters, eq(characters.slug, companionships.characterId))
      .where(eq(companionships.userId, userId))
      .orderBy(asc(characters.position), asc(characters.slug));

    const allMessages = await tx
      .select({
        characterId: messages.characterId,
        type: messages.type,
        content: messages.content,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .where(eq(messages.userId, userId))
      .orderBy(asc(messages.characterId), asc(messages.createdAt));

    const memoriesByCharacter = await memoriesOfUser(tx, userId);
    const messagesByCharacter = new Map<string, typeof allMessages>();
    for (const message of allMessages) {
      const list = messagesByCharacter.get(message.characterId);
      if (list) list.push(message);
      else messagesByCharacter.set(message.characterId, [message]);
    }
    return {
      exportedAt: now.toISOString(),
      profile: { ...profile, createdAt: profile.createdAt.toISOString() },
      settings: await readSettings(tx, userId),
      interactions: likesAndDislikes.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
      conversations: talks.map(({ characterId, characterName, affinityScore, affinityUpdatedAt }) => ({
        characterId,
        characterName,
        messages: (messagesByCharacter.get(characterId) ?? []).map(({ type, content, createdAt }) => ({
          type,
          content,
          timestamp: createdAt.toISOString(),
        })),
        memories: memoriesByCharacter.get(characterId) ?? [],
        // As the conversation list shows it: cooled by the silence since.
        affinity: currentAffinity({ score: affinityScore, updatedAt: affinityUpdatedAt }, now),
      })),
    };
  });
}
