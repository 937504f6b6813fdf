import { z } from 'zod';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  INVITATION_CODE_MIN_LENGTH,
  MAXIMUM_AGE,
  MINIMUM_AGE,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_GENDERS,
} from './constants';
import { cleanName, trimText } from './text';

/** Validation messages of the product specification (section 5), shared by forms and server. */
export const validationMessages = {
  email: 'Invalid email address',
  passwordMin: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordMax: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  invitationCode: 'Invitation code is required',
  invitationCodeTooLong: 'An invitation code is at most 64 characters',
  otp: `OTP must be ${OTP_LENGTH} characters`,
  waitlistEmail: 'Please enter a valid email address',
  required: 'Required',
  ageRequired: 'Age is required',
  ageMinimum: `Must be ${MINIMUM_AGE}+`,
  ageWhole: 'Enter your age in whole years',
  ageMaximum: `Age must be ${MAXIMUM_AGE} or less`,
  genderRequired: 'Gender is required',
  otherGender: 'Please specify',
  nameTooLong: 'Keep this to 100 characters or fewer',
  genderTooLong: 'Keep this to 40 characters or fewer',
  locationTooLong: 'Keep the location to 100 characters or fewer',
  bioTooLong: 'Keep the bio to 1000 characters or fewer',
  avatar: 'Avatar must be up to two uppercase initials',
  id: 'Not a valid id',
  page: 'Page must be a whole number from 1 to 10000',
  limit: (max: number) => `Limit must be a whole number from 1 to ${max}`,
  refreshToken: 'Not a valid refresh token',
  interactionType: "Type must be 'like' or 'dislike'",
  chatMessageEmpty: 'Message must not be empty',
  chatMessageTooLong: `Message must be at most ${CHAT_MESSAGE_MAX_LENGTH} characters`,
} as const;

// ---------------------------------------------------------------- shared pieces

/** Text as typed, without what nobody sees at its ends (see `trimText`). */
const trimmedText = () => z.string().overwrite(trimText);
/** A name or one-line label, cleared of invisible characters (see `cleanName`). */
const nameText = () => z.string().overwrite(cleanName);

/**
 * `code` tells a client a case it must act on apart from the message it shows (see `errorCodes`);
 * `retryAfterSeconds` says how long a 429 asks to wait, as the Retry-After header does.
 */
export const errorResponse = z.object({
  message: z.string(),
  code: z.string().optional(),
  retryAfterSeconds: z.number().optional(),
});
export const messageResponse = z.object({ message: z.string() });

const email = trimmedText()
  .max(254, validationMessages.email)
  .pipe(z.email({ error: validationMessages.email }));
const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, validationMessages.passwordMin)
  .max(PASSWORD_MAX_LENGTH, validationMessages.passwordMax);
const otp = z.string().length(OTP_LENGTH, validationMessages.otp);
const objectId = z.string().min(1, validationMessages.id).max(64, validationMessages.id);

export const pageQuery = (defaultLimit: number, maxLimit = 100) =>
  z.object({
    page: z.coerce
      .number()
      .int(validationMessages.page)
      .min(1, validationMessages.page)
      .max(10_000, validationMessages.page)
      .default(1),
    limit: z.coerce
      .number()
      .int(validationMessages.limit(maxLimit))
      .min(1, validationMessages.limit(maxLimit))
      .max(maxLimit, validationMessages.limit(maxLimit))
      .default(defaultLimit),
  });

// ---------------------------------------------------------------- auth

export const loginBody = z.object({ email, password });
export const registerBody = z.object({
  email,
  password,
  invitationCode: trimmedText()
    .min(INVITATION_CODE_MIN_LENGTH, validationMessages.invitationCode)
    .max(64, validationMessages.invitationCodeTooLong),
});
export const otpVerifyBody = z.object({ email, otp });
export const otpResendBody = z.object({ email });
/** How long the address must wait before asking for another code. */
export const otpResendResponse = z.object({ message: z.string(), retryAfterSeconds: z.number() });
export const forgotPasswordBody = z.object({ email });
export const resetPasswordBody = z.object({ email, otp, newPassword: password });
const refreshToken = z.string().min(1, validationMessages.refreshToken).max(512, validationMessages.refreshToken);
export const refreshBody = z.object({ refreshToken });
export const logoutBody = z.object({ refreshToken: refreshToken.optional() });

export const tokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });
export const otpVerifyResponse = z.object({
  message: z.string().optional(),
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
});

// ---------------------------------------------------------------- users

export const user = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  age: z.number().int().nullable(),
  gender: z.string(),
  location: z.string(),
  bio: z.string(),
  avatar: z.string(),
  profileComplete: z.boolean(),
  likes: z.array(z.string()),
  dislikes: z.array(z.string()),
  matches: z.array(z.string()),
  /**
   * Beyond the specification: the characters that answered the user's like Blocked, which never
   * open a chat. The server always sends it; clients may ignore it.
   */
  blocked: z.array(z.string()).optional(),
});
export const meResponse = z.object({ user });

const profileAge = z
  .number()
  .int(validationMessages.ageWhole)
  .min(MINIMUM_AGE, validationMessages.ageMinimum)
  .max(MAXIMUM_AGE, validationMessages.ageMaximum);

export const profileUpdateBody = z.object({
  name: nameText().min(1, validationMessages.required).max(100, validationMessages.nameTooLong),
  age: profileAge,
  gender: nameText().min(1, validationMessages.genderRequired).max(40, validationMessages.genderTooLong),
  location: nameText().max(100, validationMessages.locationTooLong).default(''),
  bio: trimmedText().max(1000, validationMessages.bioTooLong).default(''),
  avatar: z
    .string()
    // Two letters of any script but lower case (with their marks), or digits: what `initialOf` makes.
    .regex(/^(?:[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{N}]\p{M}*){0,2}$/u, validationMessages.avatar)
    .default(''),
});
/**
 * The create-profile form (spec section 5): trimmed names, a whole age the server accepts, one of the
 * genders, and the words for 'other' (kept only when other is chosen). A missing age is `null` or NaN.
 */
export const profileForm = z
  .object({
    firstName: nameText().min(1, validationMessages.required).max(100, validationMessages.nameTooLong),
    lastName: nameText().min(1, validationMessages.required).max(100, validationMessages.nameTooLong),
    age: z.number({ error: validationMessages.ageRequired }).pipe(profileAge),
    gender: z.enum(PROFILE_GENDERS, { error: validationMessages.genderRequired }),
    otherGender: nameText().max(40, validationMessages.genderTooLong),
  })
  .refine(({ gender, otherGender }) => gender !== 'other' || otherGender !== '', {
    path: ['otherGender'],
    message: validationMessages.otherGender,
    // Said together with the other fields' messages, not only once they are all right.
    when: ({ value }) => (value as { gender?: unknown }).gender === 'other',
  })
  .transform((profile) => ({ ...profile, otherGender: profile.gender === 'other' ? profile.otherGender : '' }));
export const userIdParams = z.object({ id: objectId });

// ---------------------------------------------------------------- waitlist

export const waitlistBody = z.object({
  email: trimmedText()
    .max(254, validationMessages.waitlistEmail)
    // A dot inside the domain, found as its first one after the domain's first character: `[^\s@]+\.` would try every dot.
    .regex(/^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/, validationMessages.waitlistEmail),
});
export const waitlistResponse = z.object({ success: z.boolean(), message: z.string() });
export const WAITLIST_ALREADY_JOINED = 'Email already exists in waitlist';

// ---------------------------------------------------------------- characters

export const characterLocation = z.object({
  country: z.string(),
  state: z.string().optional(),
  city: z.string().optional(),
});
export const character = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  bio: z.string(),
  age: z.number().int(),
  gender: z.string(),
  location: z.union([z.string(), characterLocation]),
  profileImageUrl: z.string(),
  images: z.array(z.string()),
  personalityTraits: z.array(z.string()),
  interests: z.array(z.string()),
  backgroundStory: z.string(),
  flawsAndFears: z.string(),
  dreamsAndGoals: z.string(),
  petPeeves: z.string(),
});
export const characterIdParams = z.object({ id: objectId });
export const charactersQuery = pageQuery(20);
export const charactersResponse = z.object({
  data: z.array(character),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export const characterResponse = z.object({ data: character });

// ---------------------------------------------------------------- interactions

export const interactionType = z.enum(['like', 'dislike']);
export const relationshipType = z.enum(['Matched', 'Blocked']);
export const browseQuery = pageQuery(10);
export const browseResponse = z.object({ data: z.array(character) });
export const interactionsQuery = pageQuery(100).extend({
  type: z.enum(interactionType.options, { error: validationMessages.interactionType }).optional(),
});
export const interactionItem = z.object({ character, type: interactionType, createdAt: z.string() });
export const interactionsResponse = z.object({ data: z.object({ data: z.array(interactionItem) }) });
export const likeResponse = z.object({
  message: z.string(),
  relationship: z.object({ type: relationshipType }).nullable(),
});
export const dislikeResponse = messageResponse;

// ---------------------------------------------------------------- messages and chat

export const messageType = z.enum(['human', 'ai']);
/**
 * What became of a reply: being written (`streaming`, its text so far), finished, stopped by the
 * user, cut off by a model failure (`failed`) or by the server stopping (`interrupted`). Human
 * messages are always `complete`. The last three may be regenerated.
 */
export const messageStatus = z.enum(['complete', 'streaming', 'stopped', 'failed', 'interrupted']);
export const chatMessage = z.object({
  _id: z.string(),
  type: messageType,
  content: z.string(),
  timestamp: z.string(),
  /** Beyond the specification: omitted for a complete message. */
  status: messageStatus.optional(),
  /** When the user last changed the text of this (human) message. */
  editedAt: z.string().optional(),
  /**
   * The ids of the replies to the same message, oldest first, this one among them: the one shown is
   * the chosen one, and the one later prompts see. Omitted while there is only one.
   */
  alternatives: z.array(z.string()).optional(),
  /** On a reply: answering taught the character something new about the user (the Memory panel shows what). */
  memoryUpdated: z.literal(true).optional(),
});
/** How close a character and a user have grown: level 1 (stranger) to 5, from a score of 0 to 100. */
export const affinity = z.object({
  level: z.number().int().min(1).max(5),
  name: z.string(),
  score: z.number().int().min(0).max(100),
});
export const conversationSummary = z.object({
  _id: z.string(),
  name: z.string(),
  profileImageUrl: z.string(),
  lastInteraction: z.string(),
  lastMessage: z.object({ content: z.string() }),
  /** Beyond the specification: the server adds it; clients may ignore it. */
  affinity: affinity.optional(),
});
export const userMessagesParams = z.object({ userId: objectId });
export const conversationParams = z.object({ userId: objectId, characterId: objectId });
export const conversationsQuery = pageQuery(10);
export const conversationsResponse = z.object({ data: z.array(conversationSummary) });
export const historyQuery = pageQuery(50);
export const historyResponse = z.object({ data: z.array(chatMessage) });
export const chatBody = z.object({
  message: trimmedText()
    .min(1, validationMessages.chatMessageEmpty)
    .max(CHAT_MESSAGE_MAX_LENGTH, validationMessages.chatMessageTooLong),
});
export const chatResponse = z.object({ aiResponse: z.string() });
export const messageParams = conversationParams.extend({
  messageId: z.uuid(validationMessages.id),
});
/** A human message's new text: the rules of a new message. */
export const editMessageBody = chatBody;
export const editMessageResponse = z.object({
  message: chatMessage,
  /** The new reply being written, when the edited message was the latest one (follow it on the stream). */
  reply: chatMessage.optional(),
});

// ---------------------------------------------------------------- health

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ status: z.enum(['up', 'down']), driver: z.enum(['pglite', 'postgres']) }),
});

// ---------------------------------------------------------------- types

export type ErrorResponse = z.infer<typeof errorResponse>;
export type LoginBody = z.infer<typeof loginBody>;
export type RegisterBody = z.infer<typeof registerBody>;
export type OtpVerifyBody = z.infer<typeof otpVerifyBody>;
export type OtpResendBody = z.infer<typeof otpResendBody>;
export type OtpResendResponse = z.infer<typeof otpResendResponse>;
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export type TokenPair = z.infer<typeof tokenPair>;
export type OtpVerifyResponse = z.infer<typeof otpVerifyResponse>;
export type User = z.infer<typeof user>;
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;
export type ProfileForm = z.output<typeof profileForm>;
export type WaitlistBody = z.infer<typeof waitlistBody>;
export type WaitlistResponse = z.infer<typeof waitlistResponse>;
export type Character = z.infer<typeof character>;
export type CharacterLocation = z.infer<typeof characterLocation>;
export type InteractionType = z.infer<typeof interactionType>;
export type RelationshipType = z.infer<typeof relationshipType>;
export type InteractionItem = z.infer<typeof interactionItem>;
export type LikeResponse = z.infer<typeof likeResponse>;
export type ChatMessage = z.infer<typeof chatMessage>;
export type MessageType = z.infer<typeof messageType>;
export type MessageStatus = z.infer<typeof messageStatus>;
export type EditMessageResponse = z.infer<typeof editMessageResponse>;
export type ConversationSummary = z.infer<typeof conversationSummary>;
export type Affinity = z.infer<typeof affinity>;
export type ChatResponse = z.infer<typeof chatResponse>;
export type HealthResponse = z.infer<typeof healthResponse>;
