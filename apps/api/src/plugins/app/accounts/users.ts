import { MINIMUM_AGE, type User } from '@kindred/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { users } from '../../../db/schema';

/** The user as the server works with it: every field but the password hash. */
export interface AccountUser {
  id: string;
  email: string;
  verified: boolean;
  name: string;
  age: number | null;
  gender: string;
  location: string;
  bio: string;
  avatar: string;
  profileComplete: boolean;
}

export interface CharacterLists {
  likes: string[];
  dislikes: string[];
  matches: string[];
  /** Characters that answered the user's like Blocked: their chats stay closed. */
  blocked: string[];
}

const accountColumns = {
  id: users.id,
  email: users.email,
  verified: users.verified,
  name: users.name,
  age: users.age,
  gender: users.gender,
  location: users.location,
  bio: users.bio,
  avatar: users.avatar,
  profileComplete: users.profileComplete,
};

export async function findUserById(executor: Executor, id: string): Promise<AccountUser | undefined> {
  const [row] = await executor.select(accountColumns).from(users).where(eq(users.id, id));
  return row;
}

/** The user with this (normalised) email and the hash to check a password against. */
export async function findCredentials(executor: Executor, email: string) {
  const [row] = await executor
    .select({ id: users.id, verified: users.verified, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return row;
}

export interface Profile {
  name: string;
  age: number;
  gender: string;
  location: string;
  bio: string;
  avatar: string;
}

/** The profile is complete once it has a name, an age of at least MINIMUM_AGE, and a gender. */
export function isProfileComplete({ name, age, gender }: Pick<AccountUser, 'name' | 'age' | 'gender'>): boolean {
  return name.trim() !== '' && age !== null && age >= MINIMUM_AGE && gender.trim() !== '';
}

export async function updateProfile(executor: Executor, id: string, profile: Profile): Promise<AccountUser> {
  const [row] = await executor
    .update(users)
    .set({ ...profile, profileComplete: isProfileComplete(profile) })
    .where(eq(users.id, id))
    .returning(accountColumns);
  if (!row) throw new Error(`User ${id} vanished while updating the profile`);
  return row;
}

/** The user as GET /users/me and PATCH /users/:id answer it. */
export function toUser(user: AccountUser, lists: CharacterLists): User {
  const { id, verified: _verified, ...fields } = user;
  return { _id: id, ...fields, ...lists };
}
