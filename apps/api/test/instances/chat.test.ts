import { CHAT_POLL_PAGE_SIZE, pathOf } from '@kindred/contract';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { keptMemoryRows, memoryRows } from '../../src/plugins/app/chat/memories';
import {
  characterIds,
  chat,
  conversationsOf,
  Gate,
  historyOf,
  likeCharacter,
  ScriptedModel,
  sendMessage,
  signUpChatter,
} from '../helpers/chat';
import { describeInstances, untilPropagated, useInstances } from '../helpers/instances';
import { bearer, signUpUser, type TestUser } from '../helpers/users';

const [first = '', second = ''] = characterIds;

interface Turn {
  type: 'human' | 'ai';
  content: string;
}

/** What one user's conversations hold, oldest message first, and the order of the conversation list. */
class Transcript {
  readonly #turns = new Map<string, Turn[]>();
  #latestFirst: string[] = [];

  /** A new match heads the list before any message is exchanged. */
  match(characterId: string) {
    this.#latestFirst = [characterId, ...this.#latestFirst.filter((id) => id !== characterId)];
  }

  add(characterId: string, turn: Turn) {
    this.#turns.set(characterId, [...this.turnsWith(characterId), turn]);
    this.match(characterId);
  }

  turnsWith(characterId: string): Turn[] {
    return this.#turns.get(characterId) ?? [];
  }

  /** What the client's poll of each conversation and its conversation list should show. */
  polled(characterIdsPolled: string[]) {
    return {
      histories: characterIdsPolled.map((id) => this.turnsWith(id).slice(-CHAT_POLL_PAGE_SIZE).reverse()),
      conversations: this.#latestFirst.map((id) => ({ id, lastMessage: this.turnsWith(id).at(-1)?.content ?? '' })),
    };
  }
}

/** What a client polling through `app` sees, in the shape of `Transcript.polled`. */
async function pollThrough(app: FastifyInstance, user: TestUser, characterIdsPolled: string[]) {
  const histories = await Promise.all(
    characterIdsPolled.map((id) => historyOf(app, user, id, `?limit=${CHAT_POLL_PAGE_SIZE}`)),
  );
  const conversations = await conversationsOf(app, user);
  return {
    histories: histories.map((page) => page.map(({ type, content }) => ({ type, content }))),
    conversations: conversations.map(({ _id, lastMessage }) => ({ id: _id, lastMessage: lastMessage.content })),
  };
}

describeInstances('a conversation held through two instances', () => {
  const instances = useInstances({}, {});

  // The first conversation outgrows a poll's page; the list's order changes back and forth.
  const conversationOfRound = [first, first, second, first, first, second, second, first, first, first, second, first];

  it('shows every message of every round exactly once and in order through either instance', async () => {
    const [a, b] = instances();
    const user = await signUpUser(a);
    const transcript = new Transcript();
    const conversations = [first, second];
    // Each instance has read the empty list before the likes: the like through the other one must reach it.
    for (const app of [a, b])
      expect(await pollThrough(app, user, conversations)).toEqual(transcript.polled(conversations));
    await likeCharacter(a, user, first);
    transcript.match(first);
    await likeCharacter(b, user, second);
    transcript.match(second);
    for (const app of [a, b]) {
      await expect
        .poll(() => pollThrough(app, user, conversations), untilPropagated)
        .toEqual(transcript.polled(conversations));
    }

    for (const [index, characterId] of conversationOfRound.entries()) {
      // A sends and B polls, then the other way round.
      const [sender, poller] = index % 2 === 0 ? [a, b] : [b, a];
      // Both answered the poll before this send, so each may hold an earlier answer; it must be the current one.
      for (const app of [poller, sender]) {
        expect(await pollThrough(app, user, conversations)).toEqual(transcript.polled(conversations));
      }

      const message = `Round ${index + 1}: how has your day been?`;
      const reply = await chat(sender, user, characterId, message);
      transcript.add(characterId, { type: 'human', content: message });
      transcript.add(characterId, { type: 'ai', content: reply });

      for (const app of [poller, sender]) {
        await expect
          .poll(() => pollThrough(app, user, conversations), untilPropagated)
          .toEqual(transcript.polled(conversations));
      }
    }
  });
});

describeInstances('a conversation polled through another instance while the reply is written', () => {
  const model = new ScriptedModel();
  const instances = useInstances({ overrides: { companionModel: model } }, {});

  it("shows the user's message and the reply being written at once, then the reply, each exactly once", async () => {
    const [a, b] = instances();
    const user = await signUpUser(a);
    await likeCharacter(a, user, first);
    const transcript = new Transcript();
    transcript.match(first);
    await expect.poll(() => pollThrough(b, user, [first]), untilPropagated).toEqual(transcript.polled([first]));

    const gate = new Gate();
    model.script(user.id, gate);
    const sending = sendMessage(a, user, first, 'Are you there?');
    await gate.reached;
    // The reply is there from the start, without a word yet; the list still ends on the user's message.
    await expect
      .poll(() => pollThrough(b, user, [first]), untilPropagated)
      .toEqual({
        histories: [
          [
            { type: 'ai', content: '' },
            { type: 'human', content: 'Are you there?' },
          ],
        ],
        conversations: [{ id: first, lastMessage: 'Are you there?' }],
      });
    transcript.add(first, { type: 'human', content: 'Are you there?' });

    gate.open();
    expect((await sending).json()).toEqual({ aiResponse: 'Reply to: Are you there?' });
    transcript.add(first, { type: 'ai', content: 'Reply to: Are you there?' });
    await expect.poll(() => pollThrough(b, user, [first]), untilPropagated).toEqual(transcript.polled([first]));
  });
});

describeInstances('a retried send reaching another instance while the first is answered', () => {
  const model = new ScriptedModel();
  const instances = useInstances({ overrides: { companionModel: model } }, {});

  it('answers 409 there while the instance answering it runs, and the reply once it has answered', async () => {
    const [a, b] = instances();
    const user = await signUpUser(a);
    await likeCharacter(a, user, first);
    const gate = new Gate();
    model.script(user.id, gate);
    const sending = sendMessage(a, user, first, 'Did this arrive?', { idempotencyKey: 'retried-elsewhere' });
    await gate.reached;

    const retry = await sendMessage(b, user, first, 'Did this arrive?', { idempotencyKey: 'retried-elsewhere' });
    expect(retry.statusCode).toBe(409);

    gate.open();
    expect((await sending).json()).toEqual({ aiResponse: 'Reply to: Did this arrive?' });
    expect(await chat(b, user, first, 'Did this arrive?', { idempotencyKey: 'retried-elsewhere' })).toBe(
      'Reply to: Did this arrive?',
    );
    expect((await historyOf(b, user, first)).map((message) => message.type)).toEqual(['ai', 'human']);
  });
});

describeInstances('who may chat, decided through one instance and asked through the other', () => {
  const instances = useInstances({}, {});

  it('lets the user send through one once they liked through the other, and refuses once they disliked', async () => {
    const [a, b] = instances();
    const user = await signUpUser(a);
    // Refused, and the refusal kept by the instance that gave it.
    expect((await sendMessage(b, user, first, 'Hello?')).statusCode).toBe(403);

    await likeCharacter(a, user, first);
    await expect.poll(async () => (await sendMessage(b, user, first, 'Hello?')).statusCode, untilPropagated).toBe(200);

    await a.inject({
      method: 'POST',
      url: `/api${pathOf('dislike', { id: first })}`,
      headers: bearer(user.accessToken),
    });
    await expect
      .poll(async () => (await sendMessage(b, user, first, 'Still there?')).statusCode, untilPropagated)
      .toBe(403);
  });
});

describeInstances('what a character remembers, changed through one instance and replied with through the other', () => {
  const model = new ScriptedModel();
  const instances = useInstances({ overrides: { companionModel: model } }, { overrides: { companionModel: model } });

  it('writes the next reply with a note added through the other, and without it once deleted there', async () => {
    const [a, b] = instances();
    const user = await signUpChatter(a, first);
    const notesOfNextReply = async () => {
      await chat(a, user, first, 'Hello again');
      const notes = model.inputsFor(user.id).at(-1)?.memory.notes ?? [];
      return notes.map((note) => note.text);
    };
    /** The notes the instance writing the replies keeps, as its next reply reads them. */
    const keptNotes = async () =>
      (await keptMemoryRows(a.readCache, user.id, first, () => memoryRows(a.database.db, user.id, first)))
        .filter((row) => row.kind === 'note')
        .map((row) => row.content);
    expect(await notesOfNextReply()).toEqual([]);

    const note = 'Training for a marathon in May';
    const created = await b.inject({
      method: 'POST',
      url: `/api${pathOf('memories', { userId: user.id, characterId: first })}`,
      headers: bearer(user.accessToken),
      payload: { content: note },
    });
    expect(created.statusCode).toBe(200);
    await expect.poll(keptNotes, untilPropagated).toEqual([note]);
    expect(await notesOfNextReply()).toEqual([note]);

    const { _id: memoryId } = created.json<{ data: { _id: string } }>().data;
    const deleted = await b.inject({
      method: 'DELETE',
      url: `/api${pathOf('updateMemory', { userId: user.id, characterId: first, memoryId })}`,
      headers: bearer(user.accessToken),
    });
    expect(deleted.statusCode).toBe(204);
    await expect.poll(keptNotes, untilPropagated).toEqual([]);
    expect(await notesOfNextReply()).toEqual([]);
  });
});
