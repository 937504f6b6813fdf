import type { Feeling } from '../../feelings';
import type { ReplyContext } from '../context';
import { interestVoicesOf } from '../interests';
import { loveLine } from './about-me';

function unwinding(ctx: ReplyContext): string | undefined {
  const ways = interestVoicesOf(ctx.character.interests).map(({ voice }) => voice.unwind);
  return ways.length > 0 ? ctx.random.pick(ways) : undefined;
}

function sympathy(ctx: ReplyContext, feeling: Feeling): string {
  const a = ctx.address();
  if (ctx.level >= 5)
    return ctx.random.pick([`Oh${a}. I wish I could sit with you right now.`, `Come here${a}. I've got you.`]);
  if (ctx.level >= 3) return ctx.random.pick([`Oh${a}, I'm sorry.`, `I hate that you're feeling ${feeling}${a}.`]);
  return ctx.random.pick([`I'm sorry you're feeling ${feeling}${a}.`, `That sounds hard${a}.`]);
}

const COMFORT: Record<Exclude<Feeling, 'happy' | 'excited' | 'bored'>, (ctx: ReplyContext) => string[]> = {
  lonely: (ctx) => [
    ctx.random.pick([
      "Lonely is one of the hardest feelings, and you don't have to pretend otherwise with me.",
      "I'm here, and I'm really glad you wrote.",
    ]),
    ctx.random.pick([
      'Is there someone you could see this week, even just for a coffee?',
      'Do you want to tell me about your day?',
    ]),
  ],
  sad: (ctx) => [
    ctx.random.pick([
      'Do you want to tell me what happened, or should I just keep you company for a bit?',
      "You don't have to explain it if you don't want to. I'm listening either way.",
    ]),
  ],
  stressed: (ctx) => {
    const unwind = unwinding(ctx);
    return [
      unwind && ctx.random.chance(0.6)
        ? `When my head is that full, I ${unwind}; maybe something small like that could help you too?`
        : "What's weighing on you the most?",
    ];
  },
  anxious: (ctx) => [
    ctx.random.pick([
      "Take one slow breath with me; there's no rush here.",
      'That knot-in-the-stomach feeling is awful.',
    ]),
    "What's on your mind?",
  ],
  tired: (ctx) => [
    ctx.part === 'late night' || ctx.part === 'evening'
      ? 'Maybe that is your body asking for sleep?'
      : ctx.random.pick(['Be gentle with yourself today.', 'Can you steal a little rest somewhere today?']),
  ],
  angry: (ctx) => [ctx.random.pick(['That sounds really frustrating.', "I'd be furious too."]), 'What happened?'],
};

function boredPart(ctx: ReplyContext): string[] {
  const love = loveLine(ctx);
  const opener = ctx.random.pick(['Bored? Let me fix that.', 'Right, no more boredom on my watch.']);
  return love ? [opener, love.line, love.question] : [opener, 'Tell me one random thing about your day?'];
}

/** Empathy for how the user feels, in the character's voice. */
export function feelingPart(ctx: ReplyContext, feeling: Feeling): string[] {
  if (feeling === 'happy' || feeling === 'excited') {
    const delight = {
      playful: ['Ha, I love that!', 'Now that is what I like to hear.'],
      gentle: ['Oh, that makes me so happy to hear.', 'That warms my heart.'],
      calm: ["That's good to hear.", 'I like hearing you like this.'],
      direct: ['Good. You deserve that.', 'Excellent.'],
      bright: ['Oh, I love that!', "Yes! That's wonderful."],
    }[ctx.voice];
    return [ctx.random.pick(delight), ctx.random.pick(["What's put you in such a good mood?", 'Tell me everything.'])];
  }
  if (feeling === 'bored') return boredPart(ctx);
  return [sympathy(ctx, feeling), ...COMFORT[feeling](ctx)];
}
