import { crisisLineForLocale } from '@kindred/contract';
import { describe, expect, it } from 'vitest';
import { type AffinityState, currentAffinity, INITIAL_AFFINITY, nextAffinity } from '../../src/companion/affinity';
import { SESSION_GAP_MS } from '../../src/companion/care';
import { MEMORY_WINDOW_TURNS } from '../../src/companion/history';
import { createCompanionModel } from '../../src/companion/index';
import { emptyMemory, type Memory } from '../../src/companion/memory/facts';
import { updateMemory } from '../../src/companion/memory/summary';
import { FRESH_WITHIN_REPLIES } from '../../src/companion/offline/context';
import { splitSentences } from '../../src/companion/text';
import type { ChatTurn, CompanionCharacter } from '../../src/companion/types';
import { mathis, signal } from './helpers';

/**
 * A conversation driven the way the chat route drives it: load the latest turns, reply, store both
 * messages, update memory and affinity. Nothing is printed; the assertions read the replies.
 */
function conversation(character: CompanionCharacter) {
  const model = createCompanionModel({ ai: { baseUrl: undefined, model: undefined, apiKey: undefined } });
  const stored: ChatTurn[] = [];
  let memory: Memory = emptyMemory();
  let affinity: AffinityState = INITIAL_AFFINITY;
  let sessionStartedAt = new Date(0);
  return {
    get memory() {
      return memory;
    },
    affinityAt(now: Date) {
      return currentAffinity(affinity, now);
    },
    async send(message: string, at: string): Promise<string> {
      const now = new Date(at);
      const previous = stored.at(-1);
      const previousMessageAt = previous ? new Date(previous.timestamp) : null;
      if (!previousMessageAt || now.getTime() - previousMessageAt.getTime() > SESSION_GAP_MS) sessionStartedAt = now;
      const history = stored.slice(-MEMORY_WINDOW_TURNS);
      const output = await model.reply(
        {
          userId: 'user-sam',
          character,
          userName: 'Samantha Jones',
          userAge: 34,
          now,
          timeZone: 'Europe/Paris',
          previousMessageAt,
          memory,
          affinity: currentAffinity(affinity, now).level,
          history,
          turnCount: stored.length,
          message,
          care: { crisisLine: crisisLineForLocale('fr-FR'), breakReminders: true, sessionStartedAt },
        },
        signal(),
      );
      stored.push(
        { type: 'human', content: message, timestamp: now.toISOString() },
        { type: 'ai', content: output.text, timestamp: new Date(now.getTime() + 2_000).toISOString() },
      );
      memory = updateMemory({
        memory,
        facts: output.facts ?? [],
        history: stored.slice(-MEMORY_WINDOW_TURNS),
        timeZone: 'Europe/Paris',
      });
      affinity = nextAffinity({ state: affinity, message, at: now, timeZone: 'Europe/Paris' });
      return output.text;
    },
  };
}

describe('a conversation over several days', () => {
  it('remembers the user, speaks from the character, and grows warmer', async () => {
    const chat = conversation(mathis);
    const replies: string[] = [];
    const say = async (message: string, at: string) => {
      const text = await chat.send(message, at);
      expect(text, `no repeat after "${message}"`).not.toBe(replies.at(-1));
      replies.push(text);
      return text;
    };

    // Day one, morning in Paris.
    const hello = await say("Hi, I'm Sam and I love hiking", '2025-03-03T08:00:00Z');
    expect(hello).toMatch(/Sam/);
    expect(hello).toMatch(/hiking|trail|boots|ridge/);
    expect(await say('what do you do?', '2025-03-03T08:01:00Z')).toMatch(/mountain guide in Chamonix/);
    expect(await say('I work as a nurse and my dog Biscuit keeps me company', '2025-03-03T08:02:00Z')).toMatch(
      /nurse|Biscuit/,
    );
    expect(await say("I'm going to Lisbon next week", '2025-03-03T08:03:00Z')).toMatch(/Lisbon/);

    // Many more messages the same day push those first turns out of the prompt and into the summary.
    const small = [
      'the weather is lovely',
      'I had coffee',
      'work was busy',
      'thanks for listening',
      'ok',
      'haha',
      'I saw a fox today',
    ];
    for (let index = 0; index < 24; index += 1) {
      await say(small[index % small.length] ?? 'ok', `2025-03-03T09:${String(index).padStart(2, '0')}:00Z`);
    }
    expect(chat.memory.summary).toMatch(/hiking|work/);
    expect(chat.memory.facts.map((fact) => fact.value)).toEqual(
      expect.arrayContaining(['Sam', 'hiking', 'a nurse', 'Biscuit', 'going to Lisbon next week']),
    );

    // Three days later, late at night.
    const back = await say('hey', '2025-03-06T22:30:00Z');
    expect(back).toMatch(/You were gone three days/);
    expect(back).toMatch(/It's late — can't sleep\?/);
    expect(await say("what's my name?", '2025-03-06T22:31:00Z')).toMatch(/Sam/);
    expect(await say('do you remember my dog?', '2025-03-06T22:32:00Z')).toMatch(/Biscuit/);
    expect(await say('what do I do?', '2025-03-06T22:33:00Z')).toMatch(/nurse/);
    expect(await say('where am I going?', '2025-03-06T22:34:00Z')).toMatch(/Lisbon/);
    expect(await say('are you a real person?', '2025-03-06T22:35:00Z')).toMatch(/AI companion/);
    expect(await say('good night', '2025-03-06T22:36:00Z')).toMatch(/Good night|Sleep well/);

    // Warmer, though two days of talk are not yet a friendship.
    expect(chat.affinityAt(new Date('2025-03-06T22:37:00Z'))).toMatchObject({ level: 1, name: 'stranger' });
    expect(chat.affinityAt(new Date('2025-03-06T22:37:00Z')).score).toBeGreaterThan(INITIAL_AFFINITY.score);
    expect(replies.every((text) => !text.includes('Samantha'))).toBe(true);
  });
});

describe('a long evening of small talk', () => {
  const SMALL_TALK = [
    'ok',
    'hmm',
    'I see',
    'yeah',
    'not much really',
    'what do you think?',
    'tell me something',
    'haha',
    'just tired I guess',
    'work was fine',
    'sure',
    'and you?',
  ];

  it('never asks the same question twice within twenty replies', async () => {
    const chat = conversation(mathis);
    const questionsByReply: string[][] = [];
    for (let index = 0; index < 60; index += 1) {
      const at = new Date(Date.UTC(2025, 2, 4, 18, index)).toISOString();
      const reply = await chat.send(SMALL_TALK[index % SMALL_TALK.length] as string, at);
      questionsByReply.push(splitSentences(reply).filter((sentence) => sentence.endsWith('?')));
    }
    questionsByReply.forEach((questions, index) => {
      const earlier = new Set(questionsByReply.slice(Math.max(0, index - FRESH_WITHIN_REPLIES), index).flat());
      for (const question of questions) expect(earlier, `reply ${index + 1}: "${question}"`).not.toContain(question);
    });
    // The character keeps asking: the pool is not run dry in an evening.
    expect(questionsByReply.filter((questions) => questions.length > 0).length).toBeGreaterThan(40);
  });
});
