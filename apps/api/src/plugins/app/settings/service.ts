import { DEFAULT_SETTINGS, userSettings as settingsSchema, type UserSettings } from '@kindred/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/database';
import { userSettings } from '../../../db/schema';
import { type ReadCache, scopes } from '../read-cache/read-cache';

export interface Settings {
  /** The user's settings: what they saved, and the defaults for what they never did. */
  of(userId: string): Promise<UserSettings>;
  /** Replaces every setting of the user and answers them as stored. */
  update(userId: string, settings: UserSettings): Promise<UserSettings>;
}

export interface SettingsOptions {
  db: Database;
  /** Read on every chat message, so kept until the database announces a change of the user. */
  cache: ReadCache;
}

const settingsColumns = {
  timeZone: userSettings.timeZone,
  charactersMayWriteFirst: userSettings.charactersMayWriteFirst,
  breakReminders: userSettings.breakReminders,
  crisisLineId: userSettings.crisisLineId,
};

type StoredSettings = { [Key in keyof UserSettings]: Key extends 'crisisLineId' ? string | null : UserSettings[Key] };

/**
 * What was stored, as the contract says it: a zone this server's Intl no longer knows, or a crisis
 * line no longer listed, falls back to its default (the browser's zone, the line of the region)
 * rather than failing every chat of the user.
 */
function fromStored(stored: StoredSettings): UserSettings {
  const { timeZone, crisisLineId } = settingsSchema.shape;
  return {
    timeZone: timeZone.safeParse(stored.timeZone).data ?? null,
    charactersMayWriteFirst: stored.charactersMayWriteFirst,
    breakReminders: stored.breakReminders,
    crisisLineId: crisisLineId.safeParse(stored.crisisLineId).data ?? null,
  };
}

/** The user's settings as stored, with the defaults for what they never saved; read through `db` or a transaction. */
export async function readSettings(db: Database | Transaction, userId: string): Promise<UserSettings> {
  const [row] = await db.select(settingsColumns).from(userSettings).where(eq(userSettings.userId, userId));
  return row ? fromStored(row) : { ...DEFAULT_SETTINGS };
}

export function createSettings({ db, cache }: SettingsOptions): Settings {
  return {
    of: (userId) => cache.read(scopes.user(userId), 'settings', () => readSettings(db, userId)),

    async update(userId, settings) {
      try {
        const [row] = await db
          .insert(userSettings)
          .values({ userId, ...settings })
          .onConflictDoUpdate({ target: userSettings.userId, set: { ...settings, updatedAt: sql`now()` } })
          .returning(settingsColumns);
        if (!row) throw new Error(`The settings of user ${userId} were not stored`);
        return fromStored(row);
      } finally {
        // The database tells every process, this one too, but only a moment after the commit: this
        // process forgets at once, so the next read already sees the change.
        cache.forget(scopes.user(userId));
      }
    },
  };
}
