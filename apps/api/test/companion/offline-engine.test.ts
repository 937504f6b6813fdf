import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AffinityLevel } from '../../src/companion/affinity';
import type { Memory, MemoryFact } from '../../src/companion/memory/facts';
import { createOfflineModel } from '../../src/companion/offline/engine';
import { splitSentences } from '../../src/companion/text';
import type { ReplyInput } from '../../src/companion/types';
import { seedCharacters } from '../../src/seed/characters';
import { days, hours, ines, MORNING, mathis, replyInput, signal, theo, turn } from './helpers';

const engine = createOfflineModel();
const reply = async (overrides: Partial<ReplyInput>) => (await engine.reply(replyInput(overrides), signal())).text;
/** An ongoing conversation, so no first-meeting greeting: the previous message was a minute ago. */
const ongoing = (overrides: Partial<ReplyInput> = {}): Partial<ReplyInput> => ({
  previousMessageAt: new Date(MORNING.getTime() - 60_000),
  history: [turn('human', 'hello', MORNING), turn('ai', 'Hello to you too.', MORNING)],
  turnCount: 2,
  ...overrides,
});

const at = '2025-03-01T10:00:00.000Z';
const remembered = (...facts: Array<Omit<MemoryFact, 'at'>>): Memory => ({
  facts: facts.map((fact) => ({ ...fact, at })),
  summary: '',
  summarizedUntil: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the offline engine', () => {
  it('needs no network', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('no network here')));
    vi.stubGlobal('fetch', fetch);
    expect(await reply({ message: 'Hi!' })).not.toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the same thing for the same conversation state, and varies as the conversation goes on', async () => {
    const input = ongoing({ message: 'tell me something' });
    expect(await reply(input)).toBe(await reply(input));
    const wordings = new Set<string>();
    for (let turnCount = 2; turnCount < 14; turnCount += 1) wordings.add(await reply({ ...input, turnCount }));
    expect(wordings.size).toBeGreaterThan(3);
  });

  it('finds the facts in the message it answers', async () => {
    const output = await engine.reply(replyInput({ message: "Hi, I'm Sam and I love hiking" }), signal());
    expect(output.facts?.map(({ kind, value }) => [kind, value])).toEqual([
      ['name', 'Sam'],
      ['like', 'hiking'],
    ]);
  });

  it('stops when the call is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(engine.reply(replyInput(), { signal: controller.signal })).rejects.toThrow('gone');
  });
});

describe('greetings', () => {
  it('meets the user by name the first time', async () => {
    expect(await reply({ message: "Hi, I'm Sam and I love hiking", userName: 'Samantha' })).toMatch(
      /^(?:Hi|Hello|Hey|Well, hello|Oh, hi), Sam\b/,
    );
  });

  it('opens each first conversation as the character, not with one line for all', async () => {
    const openings = await Promise.all(
      seedCharacters.map((seed) => reply({ character: { ...seed, id: seed.slug }, message: 'Hi!', history: [] })),
    );
    expect(new Set(openings).size).toBe(seedCharacters.length);
    const hellos = new Set(openings.map((opening) => splitSentences(opening)[0]));
    expect(hellos.size).toBeGreaterThanOrEqual(8);
    // What each was doing comes from their own interests.
    expect(openings.filter((opening) => opening.includes('I was just')).length).toBeGreaterThan(
      seedCharacters.length / 2,
    );
  });

  it('notices it is late in the user’s own time zone', async () => {
    // 14:30 UTC is 03:30 the next morning in Auckland.
    const text = await reply(
      ongoing({ message: 'hey', now: new Date('2025-03-04T14:30:00Z'), timeZone: 'Pacific/Auckland' }),
    );
    expect(text).toContain("It's late — can't sleep?");
  });

  it('says good morning in the morning', async () => {
    const texts = await Promise.all(
      [2, 3, 4, 5].map((turnCount) => reply(ongoing({ message: 'good morning!', turnCount }))),
    );
    expect(texts.join(' ')).toMatch(/Good morning|Morning, Sam/);
  });

  it('notices how long the user was gone', async () => {
    const now = new Date('2025-03-07T11:00:00Z');
    const text = await reply(
      ongoing({ message: 'hey', now, previousMessageAt: new Date(now.getTime() - days(3) - hours(2)), affinity: 3 }),
    );
    expect(text).toMatch(/You were gone three days/);
  });

  it('greets a returning user with the name they asked to be called', async () => {
    const text = await reply(
      ongoing({ message: 'hello', userName: 'Samantha Jones', memory: remembered({ kind: 'name', value: 'Sam' }) }),
    );
    expect(text).toContain('Sam');
    expect(text).not.toContain('Samantha');
  });
});

describe('questions about the character', () => {
  it.each([
    ['how old are you?', /38|Thirty-eight/],
    ['where do you live?', /I live in Chamonix, France/],
    ['what do you do?', /I'm a mountain guide in Chamonix/],
    ['what do you do for fun?', /Mostly climbing, hiking and astronomy/],
    ['what are your dreams?', /I want to finish my photographic record of the glacier/],
    ['what are you afraid of?', /I (?:go silent when I am worried|fear losing a client)/],
    ['any pet peeves?', /drones at summits/],
    ['tell me about yourself', /I am the third generation of guides in my family/],
    ["what's your name?", /Mathis/],
    ['how are you?', /\?/],
  ])('answers "%s" from the profile', async (message, expected) => {
    expect(await reply(ongoing({ message }))).toMatch(expected);
  });

  it('answers in each character’s own words', async () => {
    expect(await reply(ongoing({ character: theo, message: 'what do you do?' }))).toMatch(/jazz pianist/);
    expect(await reply(ongoing({ character: ines, message: 'where do you live?' }))).toMatch(/Lisbon/);
  });
});

describe('what the character remembers about the user', () => {
  it('remembers their name', async () => {
    expect(
      await reply(ongoing({ message: "what's my name?", memory: remembered({ kind: 'name', value: 'Sam' }) })),
    ).toMatch(/Sam/);
  });

  it('falls back on the profile name when they never said one', async () => {
    expect(await reply(ongoing({ message: 'what is my name?', userName: 'Priya Shah' }))).toMatch(/Priya/);
  });

  it('remembers their job, their pet, their plans, their likes and where they live', async () => {
    const memory = remembered(
      { kind: 'job', value: 'a nurse' },
      { kind: 'pet', value: 'Biscuit', detail: 'dog' },
      { kind: 'plan', value: 'going to Lisbon next week' },
      { kind: 'like', value: 'jazz' },
      { kind: 'home', value: 'Leeds' },
    );
    expect(await reply(ongoing({ memory, message: 'what do I do?' }))).toMatch(/You're a nurse/);
    expect(await reply(ongoing({ memory, message: 'do you remember my dog?' }))).toMatch(/Biscuit/);
    expect(await reply(ongoing({ memory, message: 'where am I going?' }))).toMatch(/going to Lisbon next week/);
    expect(await reply(ongoing({ memory, message: 'what do I like?' }))).toMatch(/You love jazz/);
    expect(await reply(ongoing({ memory, message: 'where do I live?' }))).toMatch(/You live in Leeds/);
    expect(await reply(ongoing({ memory, message: 'what do you know about me?' }))).toMatch(/a nurse.*jazz.*Biscuit/s);
  });

  it.each([
    ["what was my dog's name?", /Biscuit/],
    ['what did I call my dog?', /Biscuit/],
    ['what was my job again?', /You're a nurse/],
    ['do you remember where I work?', /You're a nurse/],
    ['where am I from?', /You live in Leeds/],
  ])('answers "%s" from what it remembers', async (message, answer) => {
    const memory = remembered(
      { kind: 'job', value: 'a nurse' },
      { kind: 'pet', value: 'Biscuit', detail: 'dog' },
      { kind: 'home', value: 'Leeds' },
    );
    expect(await reply(ongoing({ memory, message }))).toMatch(answer);
  });

  it('tells its own story when asked what else to know about it', async () => {
    const text = await reply(ongoing({ message: 'What else should I know about you?' }));
    expect(text).not.toMatch(/I don't know/);
    expect(text).toMatch(/third generation of guides/);
  });

  it('says so when it was never told', async () => {
    expect(await reply(ongoing({ message: 'do you remember my dog?' }))).toMatch(/You haven't told me about a dog yet/);
    expect(await reply(ongoing({ message: 'what do I do?' }))).toMatch(/You haven't told me what you do yet/);
  });

  it('welcomes what the user just told', async () => {
    expect(await reply(ongoing({ message: 'I work as a nurse' }))).toMatch(/A nurse/);
    expect(await reply(ongoing({ message: 'my dog Biscuit is snoring next to me' }))).toMatch(/Biscuit/);
    expect(await reply(ongoing({ character: ines, message: "I'm going to Lisbon next week" }))).toMatch(
      /You're coming to Lisbon\? That's my city!/,
    );
  });
});

describe('feelings', () => {
  it.each([
    ['I feel so lonely tonight', /lonely|glad you wrote/i],
    ["I'm really sad today", /sorry|hard|happened|company|listening/i],
    ["I'm so stressed about work", /sorry|hard|weighing|head is that full/i],
    ["I'm so happy today!", /love|happy|good to hear|wonderful|deserve|Excellent/i],
  ])('answers "%s" with empathy, by name', async (message, expected) => {
    const text = await reply(ongoing({ message }));
    expect(text).toMatch(expected);
  });

  it('comforts with the character’s own way of unwinding', async () => {
    const texts = await Promise.all(
      [2, 3, 4, 5, 6, 7].map((turnCount) => reply(ongoing({ character: mathis, message: "I'm stressed", turnCount }))),
    );
    expect(texts.join(' ')).toMatch(/walk uphill|rock to climb|look at the stars|camera|coffee/);
  });
});

describe('topics', () => {
  it('is specific and enthusiastic about a topic the character loves', async () => {
    const text = await reply(ongoing({ message: 'I love hiking' }));
    expect(text).toMatch(/hiking (?:too|person)/);
    expect(text).toMatch(/trail|hike|boots|ridge/);
  });

  it('is curious about a topic the character does not know, in the user’s words', async () => {
    expect(await reply(ongoing({ character: theo, message: 'I love surfing' }))).toMatch(
      /I don't know much about surfing|Surfing isn't really my world/,
    );
    expect(await reply(ongoing({ message: 'I like jazz' }))).toMatch(/jazz/);
  });
});

describe('answers that fit what was said', () => {
  it('answers "do you like…?" with yes and a story, or an honest no', async () => {
    expect(await reply(ongoing({ character: theo, message: 'do you like chess?' }))).toMatch(
      /^(?:I do, very much|Oh, I really do)\./,
    );
    expect(await reply(ongoing({ message: 'do you like chess?' }))).toMatch(/^Honestly, chess isn't really my thing\./);
  });

  it('worries about a pet that is unwell before anything else', async () => {
    expect(await reply(ongoing({ message: 'my cat Miso is sick' }))).toMatch(/^Oh no, poor Miso\./);
  });

  it('wishes luck for an exam rather than calling it exciting', async () => {
    const text = await reply(ongoing({ message: 'I have an exam tomorrow' }));
    expect(text).toMatch(/having an exam tomorrow/i);
    expect(text).not.toMatch(/exciting|looking forward/);
  });

  it('offers something from the character’s own life to someone bored', async () => {
    const text = await reply(ongoing({ character: theo, message: "I'm bored" }));
    expect(text).toMatch(/boredom|Bored\?/);
    expect(text).toMatch(/song|music|cook|chess|meal|film|kitchen|silence/);
  });

  it('takes "I love you" as warmly as the relationship allows', async () => {
    expect(await reply(ongoing({ message: 'I love you', affinity: 1 }))).toMatch(
      /only just getting to know each other/,
    );
    expect(await reply(ongoing({ message: 'I love you', affinity: 5 }))).toMatch(/I love talking with you too/);
  });
});

describe('small talk', () => {
  it('takes thanks warmly', async () => {
    expect(await reply(ongoing({ message: 'thank you!' }))).toMatch(/welcome|Anytime|here for/);
  });

  it('says good night in the evening and asks nothing more', async () => {
    const text = await reply(ongoing({ message: 'good night', now: new Date('2025-03-04T21:30:00Z') }));
    expect(text).toMatch(/Good night|Sleep well/);
    expect(text).not.toContain('?');
  });

  it('keeps the conversation going with a question when it has no ready answer', async () => {
    expect(await reply(ongoing({ message: 'the bus was late again' }))).toMatch(/\?/);
    expect(await reply(ongoing({ message: 'what is the meaning of life?' }))).toMatch(/\?$/);
  });

  it('says plainly it is an AI companion when asked sincerely', async () => {
    expect(await reply(ongoing({ message: 'are you a real person?' }))).toMatch(/AI companion/);
  });
});

describe('how replies read', () => {
  const messages = [
    'Hi!',
    "Hi, I'm Sam and I love hiking",
    'how old are you?',
    'what do you do?',
    'I feel lonely',
    'thanks',
    'ok',
    'I love cooking and jazz',
    'what do I do?',
    'the weather is awful',
    'good night',
    'I work as a nurse and my dog Biscuit keeps me busy',
  ];

  it('is two to four sentences, whole, for every character', async () => {
    for (const seed of seedCharacters) {
      for (const [index, message] of messages.entries()) {
        const text = await reply(ongoing({ character: { ...seed, id: seed.slug }, message, turnCount: index }));
        const sentences = text.split('\n\n').flatMap((paragraph) => splitSentences(paragraph));
        expect(sentences.length, `${seed.slug}: ${message} → ${text}`).toBeGreaterThanOrEqual(2);
        expect(sentences.length, `${seed.slug}: ${message} → ${text}`).toBeLessThanOrEqual(4);
        expect(text).not.toMatch(/undefined|null|\[object|\{|\}|\s{3,}|\n{3,}/);
      }
    }
  });

  it('sometimes leaves a blank line between thoughts', async () => {
    const texts = await Promise.all(messages.map((message, turnCount) => reply(ongoing({ message, turnCount }))));
    expect(texts.some((text) => text.includes('\n\n'))).toBe(true);
    expect(texts.some((text) => !text.includes('\n\n'))).toBe(true);
  });

  it('never repeats its previous reply', async () => {
    const input = ongoing({ message: 'ok', turnCount: 7 });
    const first = await reply(input);
    const history = [...(input.history ?? []), turn('human', 'ok', MORNING), turn('ai', first, MORNING)];
    expect(await reply({ ...input, history })).not.toBe(first);
  });

  it('varies across a long conversation without saying the same thing twice in a row', async () => {
    let history = ongoing().history ?? [];
    for (let turnCount = 2; turnCount < 40; turnCount += 2) {
      const text = await reply(ongoing({ message: 'ok', history, turnCount }));
      expect(text).not.toBe(history.at(-1)?.content);
      history = [...history, turn('human', 'ok', MORNING), turn('ai', text, MORNING)];
    }
  });
});

describe('affinity', () => {
  const endearments = /, (?:love|sweetheart|dear|my dear|sunshine|trouble)\b/;

  async function replies(level: AffinityLevel) {
    const texts: string[] = [];
    let history = ongoing().history ?? [];
    for (let turnCount = 2; turnCount < 42; turnCount += 2) {
      const text = await reply(
        ongoing({ character: theo, affinity: level, message: 'I feel sad', history, turnCount }),
      );
      texts.push(text);
      history = [...history, turn('human', 'I feel sad', MORNING), turn('ai', text, MORNING)];
    }
    return texts;
  }

  it('is polite with a stranger: no pet names', async () => {
    expect((await replies(1)).filter((text) => endearments.test(text))).toEqual([]);
  });

  it('uses a pet name with a kindred spirit, sparingly and never twice in a row', async () => {
    const texts = await replies(5);
    const flagged = texts.map((text) => endearments.test(text));
    expect(flagged.filter(Boolean).length).toBeGreaterThan(0);
    expect(flagged.filter(Boolean).length).toBeLessThan(texts.length / 2);
    expect(flagged.some((flag, index) => flag && flagged[index + 1])).toBe(false);
  });

  it('sounds warmer as the relationship grows', async () => {
    const stranger = await replies(1);
    const close = await replies(5);
    expect(stranger.join(' ')).toMatch(/I'm sorry you're feeling sad|That sounds hard/);
    expect(close.join(' ')).toMatch(/I wish I could sit with you|I've got you/);
  });
});

describe('memory and its own words', () => {
  const theoOwnQuestion = theo.exampleDialogue?.[0];

  it('answers a question about itself from its example dialogue: a jazz pianist says what it plays', async () => {
    expect(theoOwnQuestion?.user).toBe('What do you play at the club?');
    const text = await reply(ongoing({ character: theo, message: 'What do you play at the club?' }));
    expect(text).toContain(theoOwnQuestion?.character.split('.')[0] ?? '');
    expect(text).not.toMatch(/I don't know/i);
  });

  it('tells the next part of its story each time it is asked what else to know, not the same one', async () => {
    const asked = 'What else should I know about you?';
    const history = [turn('human', 'hello', MORNING), turn('ai', 'Hello to you too.', MORNING)];
    const answers: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const text = await reply(
        ongoing({ character: theo, message: asked, history: [...history], turnCount: history.length }),
      );
      answers.push(text);
      history.push(turn('human', asked, MORNING), turn('ai', text, MORNING));
    }
    expect(new Set(answers.map((answer) => splitSentences(answer)[0])).size).toBe(3);
  });

  it('answers from what the user said long ago, with when', async () => {
    const text = await reply(
      ongoing({
        message: "When is my sister's wedding?",
        recalled: [
          {
            kind: 'said',
            text: 'My sister Ana is getting married in Porto in May',
            at: new Date(MORNING.getTime() - days(21)).toISOString(),
          },
        ],
      }),
    );
    expect(text).toMatch(/three weeks ago/);
    expect(text).toContain('your sister Ana is getting married in Porto in May');
  });

  it('goes by the notes the user wrote: "call me Sammy" is their name', async () => {
    const memory: Memory = {
      ...remembered({ kind: 'name', value: 'Sam' }),
      notes: [{ text: 'Call me Sammy', pinned: true, at }],
    };
    expect(await reply(ongoing({ message: "what's my name?", memory }))).toContain('Sammy');
  });
});
