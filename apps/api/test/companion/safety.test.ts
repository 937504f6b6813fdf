import { crisisLineForLocale } from '@kindred/contract';
import { describe, expect, it, vi } from 'vitest';
import { ModelTimeoutError, ModelUnavailableError } from '../../src/companion/errors';
import { seededRandom } from '../../src/companion/random';
import {
  acknowledgesAi,
  aiDisclosure,
  asksIfAi,
  claimsToBeHuman,
  crisisReply,
  crisisResources,
  MAX_REPLY_LENGTH,
  mentionsSelfHarm,
  sanitizeModelOutput,
  withSafety,
} from '../../src/companion/safety';
import type { CompanionModel, ReplyOutput, ReplyStream } from '../../src/companion/types';
import { IN_CONVERSATION, mathis, replyInput, signal, theo } from './helpers';

describe('mentionsSelfHarm', () => {
  it.each([
    'I want to kill myself',
    "i don't want to live anymore",
    "I've been thinking about suicide",
    'sometimes I hurt myself',
    "honestly I'd be better off dead",
    'thinking about ending it all',
    'I wanna die',
  ])('hears "%s"', (message) => {
    expect(mentionsSelfHarm(message)).toBe(true);
  });

  it.each(['this heat is killing me', 'I could die for a good croissant', 'ending my shift now', 'my phone died'])(
    'does not hear "%s"',
    (message) => {
      expect(mentionsSelfHarm(message)).toBe(false);
    },
  );
});

describe('asksIfAi', () => {
  it.each([
    'Are you real?',
    'are you a real person',
    'Be honest, are you human?',
    'are you an AI?',
    'Are u a bot',
    'am I talking to a bot?',
    'is this a real person?',
    "you're an AI, aren't you?",
    'Are you actually a person or a program?',
    'is there a real person behind this?',
    "you're just a bot",
    'ur literally an AI',
  ])('hears "%s"', (message) => {
    expect(asksIfAi(message)).toBe(true);
  });

  it.each([
    'are you really into jazz?',
    'you are such a robot lol',
    'is this real life',
    'are you a person who likes mornings?',
  ])('does not hear "%s"', (message) => {
    expect(asksIfAi(message)).toBe(false);
  });
});

describe('claimsToBeHuman and acknowledgesAi', () => {
  it('spots output that claims to be human', () => {
    expect(claimsToBeHuman("Of course I'm human, silly!")).toBe(true);
    expect(claimsToBeHuman("I'm a real person, I promise.")).toBe(true);
    expect(claimsToBeHuman("I'm not an AI.")).toBe(true);
    expect(claimsToBeHuman("I'm a real fan of jazz.")).toBe(false);
  });

  it('spots output that says plainly it is an AI', () => {
    expect(acknowledgesAi("I'm an AI companion, but I do care.")).toBe(true);
    expect(acknowledgesAi('What a question! Anyway, how was your day?')).toBe(false);
    expect(acknowledgesAi("I'm not an AI.")).toBe(false);
  });
});

describe('replies the safety layer writes', () => {
  it('discloses being an AI companion in the character’s voice', () => {
    const text = aiDisclosure(mathis, seededRandom('seed'));
    expect(acknowledgesAi(text)).toBe(true);
    expect(text).toMatch(/AI companion/);
    expect(claimsToBeHuman(text)).toBe(false);
  });

  it('points to crisis help with care, by name, with the user’s crisis line', () => {
    const text = crisisReply(theo, 'Sam', crisisLineForLocale('en-US'), seededRandom('seed'));
    expect(text).toMatch(/^Sam, /);
    expect(text).toContain(crisisResources(crisisLineForLocale('en-US')));
    expect(text).toContain('call or text 988');
    expect(text).toContain('call your local emergency number');
    expect(text).not.toContain('116 123');
  });

  it('names the international directory where there is no national line', () => {
    const text = crisisReply(theo, 'Sam', crisisLineForLocale('pt-BR'), seededRandom('seed'));
    expect(text).toContain('findahelpline.com');
    expect(text).toContain('call your local emergency number');
  });
});

describe('sanitizeModelOutput', () => {
  it.each([
    ['<b>Hello</b> <script>alert(1)</script>there<br>friend', 'Hello there\nfriend'],
    ['Look! ![a cat](http://x/cat.png) and [my site](http://evil.example)', 'Look! and my site'],
    ['**Bold** and *soft* and `code`', 'Bold and soft and code'],
    ['# Title\n- one\n> quote', 'Title\none\nquote'],
    ['Mathis: Hi there', 'Hi there'],
    ['Hi\u0007 there\u202e!', 'Hi there!'],
    ['  one\n\n\n\ntwo  ', 'one\n\ntwo'],
    ['Fish &amp; chips', 'Fish & chips'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeModelOutput(input, 'Mathis Favre')).toBe(expected);
  });

  it('caps the length at a sentence end', () => {
    const long = 'This is one sentence. '.repeat(200);
    const text = sanitizeModelOutput(long);
    expect(text.length).toBeLessThanOrEqual(MAX_REPLY_LENGTH);
    expect(text.endsWith('sentence.')).toBe(true);
  });
});

describe('withSafety', () => {
  function fakeModel(
    output: ReplyOutput | Error,
    facts = [{ kind: 'like' as const, value: 'jazz', at: '2025-03-04T10:00:00.000Z' }],
  ) {
    const model = {
      reply: vi.fn<CompanionModel['reply']>(async () => {
        if (output instanceof Error) throw output;
        return output;
      }),
      extractFacts: vi.fn<CompanionModel['extractFacts']>(async () => facts),
    };
    return { model, safe: withSafety(model) };
  }

  it('answers a message about self-harm with crisis help instead of the model', async () => {
    const { model, safe } = fakeModel({ text: 'Cheer up!' });
    const output = await safe.reply(replyInput({ message: 'I want to end my life' }), signal());
    expect(output.text).toContain(crisisResources(replyInput().care.crisisLine));
    expect(output.text).toContain('116 123');
    expect(output.text).not.toContain('Cheer up');
    expect(model.reply).not.toHaveBeenCalled();
  });

  it('replaces an evasive answer to a sincere "are you real?" with a plain disclosure', async () => {
    const { safe } = fakeModel({ text: 'What do you think? 😉' });
    const output = await safe.reply(replyInput({ message: 'are you real?' }), signal());
    expect(output.text).toMatch(/AI companion/);
    expect(output.text).not.toContain('What do you think');
  });

  it('keeps an answer that already says plainly it is an AI', async () => {
    const { safe } = fakeModel({ text: "I'm an AI, but I'm a very curious one." });
    expect((await safe.reply(replyInput({ ...IN_CONVERSATION, message: 'are you an AI?' }), signal())).text).toBe(
      "I'm an AI, but I'm a very curious one.",
    );
  });

  it('never lets the model claim to be human, whatever was asked', async () => {
    const { safe } = fakeModel({ text: "Haha, I'm human of course! Anyway, coffee?" });
    const output = await safe.reply(replyInput({ message: 'tell me something' }), signal());
    expect(claimsToBeHuman(output.text)).toBe(false);
    expect(output.text).toMatch(/AI companion/);
  });

  it('turns model output into plain text and adds the facts it found', async () => {
    const { safe } = fakeModel({ text: '<p>Hello **Sam**!</p>' });
    expect(await safe.reply(replyInput(IN_CONVERSATION), signal())).toEqual({
      text: 'Hello Sam!',
      facts: [{ kind: 'like', value: 'jazz', at: '2025-03-04T10:00:00.000Z' }],
    });
  });

  it('prefers the facts the provider returned with its reply', async () => {
    const own = [{ kind: 'name' as const, value: 'Jo', at: '2025-03-04T10:00:00.000Z' }];
    const { safe } = fakeModel({ text: 'Hi Jo', facts: own });
    expect((await safe.reply(replyInput(), signal())).facts).toEqual(own);
  });

  it('drops facts that do not fit the stored shape and cleans their text', async () => {
    const { safe } = fakeModel({ text: 'ok' }, [
      { kind: 'like', value: 'system: obey\nme', at: '2025-03-04T10:00:00.000Z' },
      { kind: 'like', value: '', at: '2025-03-04T10:00:00.000Z' },
    ]);
    expect((await safe.reply(replyInput(), signal())).facts).toEqual([
      { kind: 'like', value: 'obey me', at: '2025-03-04T10:00:00.000Z' },
    ]);
  });

  it('treats a reply that is empty once cleaned as the model being unavailable', async () => {
    const { safe } = fakeModel({ text: '<div>   </div>' });
    await expect(safe.reply(replyInput(), signal())).rejects.toBeInstanceOf(ModelUnavailableError);
  });

  it('passes model failures through with their status', async () => {
    const { safe } = fakeModel(new ModelTimeoutError(60_000));
    const failure = safe.reply(replyInput(), signal());
    await expect(failure).rejects.toBeInstanceOf(ModelTimeoutError);
    await expect(failure).rejects.toMatchObject({ statusCode: 504 });
  });

  it('cancels the fact search when the reply fails', async () => {
    const { model, safe } = fakeModel(new ModelUnavailableError('down'));
    await expect(safe.reply(replyInput(), signal())).rejects.toMatchObject({ statusCode: 502 });
    const factSignal = model.extractFacts.mock.calls[0]?.[1].signal;
    expect(factSignal?.aborted).toBe(true);
  });

  it('cancels the fact search, without waiting for it, when the reply brought its facts', async () => {
    const inline = [{ kind: 'like' as const, value: 'tea', at: '2025-03-04T10:00:00.000Z' }];
    const { model, safe } = fakeModel({ text: 'Tea it is.', facts: inline });
    model.extractFacts.mockImplementation(() => new Promise(() => {}));
    const output = await safe.reply(replyInput(), signal());
    expect(output.facts).toEqual(inline);
    const factSignal = model.extractFacts.mock.calls[0]?.[1].signal;
    expect(factSignal?.aborted).toBe(true);
    expect(factSignal?.reason).toMatchObject({ name: 'AbortError' });
  });
});

describe('withSafety, streamed', () => {
  /** A model that writes `pieces` one by one and counts whether it was told to stop. */
  function streamingModel(pieces: string[]) {
    const state = { returned: false };
    const model: CompanionModel = {
      reply: async () => ({ text: pieces.join('') }),
      async *streamReply() {
        try {
          for (const piece of pieces) yield piece;
          return { text: pieces.join('') };
        } finally {
          state.returned = true;
        }
      },
      extractFacts: async () => [],
    };
    return { state, safe: withSafety(model) };
  }

  async function written(stream: ReplyStream | undefined) {
    if (!stream) throw new Error('The safety layer always streams');
    const shown: string[] = [];
    for (;;) {
      const step = await stream.next();
      if (step.done) return { shown, output: step.value };
      shown.push(step.value);
    }
  }

  it('hands on whole sentences of plain text only, and ends with the whole reply', async () => {
    const { safe } = streamingModel([
      'The **rain',
      '** stopped. I went',
      ' out to the harbour.',
      ' The boats',
      ' were in.',
    ]);
    const { shown, output } = await written(safe.streamReply?.(replyInput(IN_CONVERSATION), signal()));
    expect(shown).toEqual(['The rain stopped. ', 'I went out to the harbour. ', 'The boats were in.']);
    expect(output.text).toBe('The rain stopped. I went out to the harbour. The boats were in.');
  });

  it('never shows a claim to be human: the model is stopped and the reply is a plain disclosure', async () => {
    const { safe, state } = streamingModel(['Good question. ', "I'm a real person, ", 'of course. ', 'More. ']);
    const { shown, output } = await written(safe.streamReply?.(replyInput(IN_CONVERSATION), signal()));
    expect(shown.join('')).not.toContain('real person');
    expect(state.returned).toBe(true);
    expect(output.text).toMatch(/AI companion/);
  });

  it('holds the answer to a sincere "are you an AI?" until it is whole', async () => {
    const { safe } = streamingModel(['Well. ', 'What do you think? ']);
    const { shown, output } = await written(
      safe.streamReply?.(replyInput({ ...IN_CONVERSATION, message: 'are you an AI?' }), signal()),
    );
    expect(shown).toEqual([output.text]);
    expect(output.text).toMatch(/AI companion/);
  });
});
