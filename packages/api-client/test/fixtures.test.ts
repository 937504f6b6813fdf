import {
  character,
  chatMessage,
  conversationSummary,
  DEFAULT_SETTINGS,
  interactionItem,
  memoryRecord,
  PROFILE_GENDERS,
  siteResponse,
  tokenPair,
  user,
} from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import {
  ava,
  bareSite,
  characters,
  chatReply,
  completeUser,
  conversations,
  exampleSite,
  history,
  incompleteUser,
  interactions,
  longMemory,
  memories,
  partialSite,
  renewedTokens,
  tokens,
} from '../src/mocks';
import { clientWith, useMockServer } from './support';

useMockServer();

describe('fixtures', () => {
  it('have the shapes of the contract', () => {
    for (const fixture of [incompleteUser, completeUser]) expect(user.parse(fixture)).toEqual(fixture);
    for (const fixture of [tokens, renewedTokens]) expect(tokenPair.parse(fixture)).toEqual(fixture);
    for (const fixture of [exampleSite, bareSite, partialSite]) expect(siteResponse.parse(fixture)).toEqual(fixture);
    for (const fixture of characters) expect(character.parse(fixture)).toEqual(fixture);
    for (const fixture of interactions) expect(interactionItem.parse(fixture)).toEqual(fixture);
    for (const fixture of conversations) expect(conversationSummary.parse(fixture)).toEqual(fixture);
    for (const fixture of history) expect(chatMessage.parse(fixture)).toEqual(fixture);
    for (const fixture of [...memories, longMemory]) expect(memoryRecord.parse(fixture)).toEqual(fixture);
  });

  it('describe users the profile form could have produced', () => {
    expect(incompleteUser.profileComplete).toBe(false);
    expect(completeUser.profileComplete).toBe(true);
    expect(PROFILE_GENDERS).toContain(completeUser.gender);
    const liked = new Set(completeUser.likes);
    expect(completeUser.matches.every((id) => liked.has(id))).toBe(true);
  });

  it('refer only to characters that exist', () => {
    const ids = new Set(characters.map(({ _id }) => _id));
    const referenced = [
      ...completeUser.likes,
      ...completeUser.dislikes,
      ...interactions.map((item) => item.character._id),
      ...conversations.map(({ _id }) => _id),
    ];
    expect(referenced.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('keep the history newest first, as the server sends it', () => {
    const timestamps = history.map(({ timestamp }) => timestamp);
    expect(timestamps).toEqual([...timestamps].sort().reverse());
  });
});

const replyId = '00000000-0000-4000-8000-00000000a1a1';
const memoryId = memories[0]?._id ?? '';

describe('default handlers', () => {
  it('answer every call of the client with a body it accepts', async () => {
    const { api } = clientWith();
    const id = ava._id;
    const userId = completeUser._id;
    const credentials = { email: 'sam@example.com', password: 'secret1' };

    const results = await Promise.all([
      api.login(credentials),
      api.register({ ...credentials, invitationCode: 'KINDRED' }),
      api.verifyOtp({ email: credentials.email, otp: '123456' }),
      api.resendOtp({ email: credentials.email }),
      api.forgotPassword({ email: credentials.email }),
      api.resetPassword({ email: credentials.email, otp: '123456', newPassword: 'secret2' }),
      api.logout(tokens.refreshToken),
      api.refresh(tokens.refreshToken),
      api.me(),
      api.changePassword(userId, { currentPassword: 'secret1', newPassword: 'a-longer-secret' }),
      api.exportAccount(userId),
      api.deleteAccount(userId, 'secret1'),
      api.updateProfile(userId, { name: 'Sam Lee', age: 29, gender: 'female', location: '', bio: '', avatar: 'SL' }),
      api.joinWaitlist({ email: credentials.email }),
      api.characters(),
      api.character(id),
      api.browse(),
      api.interactions(),
      api.like(id),
      api.dislike(id),
      api.conversations(userId),
      api.history(userId, id),
      api.chat(userId, id, 'Hello'),
      api.chatStream(userId, id, { onEvent: () => {} }),
      api.chatStop(userId, id),
      api.chatRegenerate(userId, id, { onEvent: () => {} }),
      api.chooseReply(userId, id, replyId),
      api.editMessage(userId, id, replyId, 'Hello again'),
      api.deleteMessage(userId, id, replyId),
      api.memories(userId, id),
      api.createMemory(userId, id, { content: 'Call me Sam' }),
      api.updateMemory(userId, id, memoryId, { pinned: true }),
      api.deleteMemory(userId, id, memoryId),
      api.settings(userId),
      api.updateSettings(userId, { ...DEFAULT_SETTINGS, breakReminders: false }),
      api.site(),
      api.health(),
    ]);

    expect(results).toHaveLength(Object.keys(api).length);
  });

  it('stream a reply word by word to a client that asks for events', async () => {
    const { api } = clientWith();
    const events: string[] = [];
    const reply = await api.chat(completeUser._id, ava._id, 'Hello', { onEvent: (event) => events.push(event.type) });
    expect(reply).toBe(chatReply);
    expect(events.slice(0, 2)).toEqual(['human', 'reply']);
    expect(events.filter((type) => type === 'delta').length).toBeGreaterThan(1);
    expect(events.at(-1)).toBe('done');
  });

  it('page the lists by the query', async () => {
    const { api } = clientWith();

    const firstPage = await api.characters({ page: 1, limit: 10 });
    const secondPage = await api.characters({ page: 2, limit: 10 });

    expect([...firstPage, ...secondPage]).toEqual(characters);
    expect(secondPage).toHaveLength(characters.length - 10);
  });
});
