import { humanGap, TIME } from '../../time';
import type { ReplyContext } from '../context';

function timeOfDayGreeting(ctx: ReplyContext): string {
  const a = ctx.address();
  const coffee = ctx.character.interests.some((interest) => /coffee|tea/i.test(interest));
  switch (ctx.part) {
    case 'late night':
      return ctx.random.pick([`Hi${a}. It's late — can't sleep?`, `Hey${a}. It's late — can't sleep?`]);
    case 'morning':
      return ctx.random.pick([
        `Good morning${a}!`,
        `Morning${a} — did you sleep well?`,
        coffee ? `Good morning${a}; I'm still on my first cup.` : `Good morning${a} — you're up early.`,
      ]);
    case 'afternoon':
      return ctx.random.pick([
        `Hi${a} — how's your afternoon going?`,
        `Good afternoon${a}.`,
        `Hey${a} — nice to hear from you.`,
      ]);
    default:
      return ctx.random.pick([
        `Good evening${a}.`,
        `Hey${a} — how was your day?`,
        `Hi${a} — nice to hear from you tonight.`,
      ]);
  }
}

function afterAbsence(ctx: ReplyContext, gap: string): string {
  const a = ctx.address();
  if (ctx.level <= 2) {
    return ctx.random.pick([
      `You were gone ${gap} — nice to hear from you again${a}.`,
      `Hi${a}! You were gone ${gap}.`,
    ]);
  }
  return ctx.random.pick([
    `You were gone ${gap}! I missed talking to you${a}.`,
    `There you are${a}. You were gone ${gap} — I was starting to wonder about you.`,
  ]);
}

/** Hello, fitted to the hour, to how long they were away, and to how close the two are. */
export function greetingPart(ctx: ReplyContext): string[] {
  if (ctx.firstMessage) {
    const a = ctx.address();
    return [
      ctx.random.pick([
        `Hi${a} — it's nice to meet you.`,
        `Hello${a} — I'm glad you said hi.`,
        `Hey${a} — it's lovely to finally talk.`,
      ]),
    ];
  }
  const sentences: string[] = [];
  if (ctx.gapMs !== null && ctx.gapMs >= TIME.DAY) {
    sentences.push(afterAbsence(ctx, humanGap(ctx.gapMs)));
    if (ctx.part === 'late night') sentences.push("It's late — can't sleep?");
  } else {
    sentences.push(timeOfDayGreeting(ctx));
  }
  if (ctx.level >= 4 && sentences.length === 1 && ctx.random.chance(0.5)) {
    sentences.push(ctx.random.pick(["I was hoping you'd write.", 'I missed you.']));
  }
  return sentences;
}
