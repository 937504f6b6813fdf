import { retell } from '../../memory/describe';
import type { MemoryFact } from '../../memory/facts';
import type { VoiceKind } from '../../voice';
import type { ReplyContext } from '../context';

const SORRY: Record<VoiceKind, ReadonlyArray<(who: string, a: string) => string>> = {
  gentle: [
    (who, a) => `Oh${a}. I'm so sorry about ${who}.`,
    (who, a) => `Oh${a}, I'm so very sorry. Losing ${who} is so hard.`,
  ],
  calm: [
    (who, a) => `I'm so sorry${a}. Losing ${who} is a heavy thing.`,
    (who, a) => `I'm sorry about ${who}${a}. Truly.`,
  ],
  direct: [
    (who, a) => `I'm so sorry about ${who}${a}. That's a real loss.`,
    (who, a) => `I'm sorry about ${who}${a}. That's hard, no way around it.`,
  ],
  playful: [
    (who, a) => `Oh no${a}. I'm so sorry about ${who}.`,
    (who, a) => `No jokes from me${a}: I'm so sorry about ${who}.`,
  ],
  bright: [(who, a) => `Oh${a}, I'm so sorry about ${who}.`, (who, a) => `I'm so sorry${a}. Losing ${who} hurts.`],
};

const GRIEF = [
  "There's no right way to feel right now, and you don't have to be okay with me.",
  'Grief shows how much they mattered to you.',
  "Whatever you're feeling about it is allowed here.",
];

const INVITE = [
  'Would you like to tell me about them, or should I just keep you company for a while?',
  "I'm here. Do you want to talk about them, or about anything else at all?",
];

/** The character meeting a loss the user just told of: sorrow, room to grieve, and company; never a question about the one who died as if alive. */
export function lossPart(ctx: ReplyContext, loss: MemoryFact): string[] {
  const who = loss.value === 'someone close to me' ? 'them' : retell(loss.value, 'you');
  const sorry = ctx.random.pick(SORRY[ctx.voice])(who, ctx.address());
  return [sorry, ctx.random.pick(GRIEF), ctx.random.pick(INVITE)];
}
