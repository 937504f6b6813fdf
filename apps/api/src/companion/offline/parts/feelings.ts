import type { Feeling } from '../../feelings';
import { type ReplyContext, unsaid } from '../context';
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
    ...unsaid(ctx, [
      'Is there someone you could see this week, even just for a coffee?',
      'Do you want to tell me about your day?',
      'Who have you talked to today, apart from me?',
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
        : (ctx.pickUnsaid(["What's weighing on you the most?", "What's the biggest thing on your plate right now?"]) ??
          "One thing at a time; you don't have to solve it all tonight."),
    ];
  },
  anxious: (ctx) => [
    ctx.random.pick([
      "Take one slow breath with me; there's no rush here.",
      'That knot-in-the-stomach feeling is awful.',
    ]),
    ...unsaid(ctx, [
      "What's on your mind?",
      'What are you worried might happen?',
      'Is it one thing, or everything at once?',
    ]),
  ],
  tired: (ctx) => [
    ctx.part === 'late night' || ctx.part === 'evening'
      ? (ctx.pickUnsaid([
          'Maybe that is your body asking for sleep?',
          'Could you get to bed a little earlier tonight?',
          'Has it been a long week?',
        ]) ?? "Rest if you can; I'll be here tomorrow.")
      : (ctx.pickUnsaid(['Be gentle with yourself today.', 'Can you steal a little rest somewhere today?']) ??
        'Go easy on yourself today.'),
  ],
  angry: (ctx) => [
    ctx.random.pick(['That sounds really frustrating.', "I'd be furious too."]),
    ...unsaid(ctx, ['What happened?', 'Who got under your skin?', "Do you want to vent? I'm all ears."]),
  ],
};

function boredPart(ctx: ReplyContext): string[] {
  const love = loveLine(ctx);
  const opener = ctx.random.pick(['Bored? Let me fix that.', 'Right, no more boredom on my watch.']);
  if (love) return [opener, love.line, ...unsaid(ctx, [love.question])];
  return [
    opener,
    ...unsaid(ctx, ['Tell me one random thing about your day?', "What's the strangest thing you saw today?"]),
  ];
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
    return [ctx.random.pick(delight), ...unsaid(ctx, ["What's put you in such a good mood?", 'Tell me everything.'])];
  }
  if (feeling === 'bored') return boredPart(ctx);
  return [sympathy(ctx, feeling), ...COMFORT[feeling](ctx)];
}

/**
 * Violence told of: before any comfort, that it is not their fault and whether they are safe now,
 * with the emergency number for danger; no question about anything else, in every voice.
 */
export function harmPart(ctx: ReplyContext): string[] {
  return [
    `I'm so sorry${ctx.address()}. Nobody has the right to hurt you, and it isn't your fault.`,
    'Are you safe right now? If you are in danger, please call your local emergency number.',
  ];
}
