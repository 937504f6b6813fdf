import { humanGap, TIME } from '../../time';
import type { VoiceKind } from '../../voice';
import type { ReplyContext } from '../context';
import { interestVoicesOf } from '../interests';

/** A first hello in the character's own voice (`a` is `, Sam` or nothing). */
const FIRST_HELLO: Record<VoiceKind, (a: string) => string[]> = {
  playful: (a) => [`Well, hello${a}!`, `Hey${a} — finally, someone new to talk to.`, `Oh, hi${a}! You found me.`],
  gentle: (a) => [`Hi${a} — I'm really glad you wrote.`, `Hello${a}. It's lovely to meet you.`],
  calm: (a) => [`Hello${a}. Nice to meet you.`, `Hi${a}. Good to finally talk.`],
  direct: (a) => [`Hi${a}. Good to meet you.`, `Hey${a}. Glad you said hello.`],
  bright: (a) => [`Hi${a}! Oh, this is exciting.`, `Hello${a}! I'm so happy you're here.`],
};

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
    // Each character opens as themselves: their voice, and what their own interests had them doing.
    const hello = ctx.random.pick(FIRST_HELLO[ctx.voice](ctx.address()));
    const doing = interestVoicesOf(ctx.character.interests).map(({ voice }) => voice.now);
    return doing.length > 0 ? [hello, `I was just ${ctx.random.pick(doing)}.`] : [hello];
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
