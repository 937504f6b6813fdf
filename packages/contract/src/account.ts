import { z } from 'zod';
import { memoryRecord } from './memories';
import {
  affinity,
  interactionType,
  loginBody,
  messageType,
  relationshipType,
  resetPasswordBody,
  user,
} from './schemas';
import { userSettings } from './settings';

/** The /account calls beyond the specification: delete the account, download its data, change the password. */

/** The password the account has now: checked as sign-in checks it, so any stored password passes the schema. */
const currentPassword = loginBody.shape.password;

export const deleteAccountBody = z.object({ password: currentPassword });
/** The new password follows the rules of registration and reset. */
export const changePasswordBody = z.object({ currentPassword, newPassword: resetPasswordBody.shape.newPassword });

/** Where the container answers 204: no body at all. */
export const noContent = z.undefined();

/** Everything Kindred keeps about one user, as GET /users/:id/export answers it; secrets are left out. */
export const accountExport = z.object({
  exportedAt: z.string(),
  profile: user
    .pick({ email: true, name: true, age: true, gender: true, location: true, bio: true, avatar: true })
    .extend({ createdAt: z.string() }),
  /** How the user asked Kindred to treat them (/settings), defaults included. */
  settings: userSettings,
  /** Likes and dislikes, each with when it was first made and when it last changed. */
  interactions: z.array(
    z.object({
      characterId: z.string(),
      characterName: z.string(),
      type: interactionType,
      relationship: relationshipType.nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  /** One per character the user talked with, oldest message first. */
  conversations: z.array(
    z.object({
      characterId: z.string(),
      characterName: z.string(),
      messages: z.array(z.object({ type: messageType, content: z.string(), timestamp: z.string() })),
      /** What the character remembers of the user, newest first, as the Memory panel shows it. */
      memories: z.array(memoryRecord),
      affinity,
    }),
  ),
});

export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
export type AccountExport = z.infer<typeof accountExport>;

/** The name of the downloaded export: `kindred-export-YYYY-MM-DD.json`, dated in UTC. */
export const accountExportFileName = (date: Date) => `kindred-export-${date.toISOString().slice(0, 10)}.json`;
