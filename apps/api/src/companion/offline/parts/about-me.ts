import { joinList, numberWord, splitSentences, upperFirst } from '../../text';
import { dreamLine, fearsAndFlaws, homeOf, interestLabel, jobLine, peevesPhrase, storySentences } from '../../voice';
import type { ReplyContext } from '../context';
import type { AboutMe } from '../intents';
import { interestVoicesOf } from '../interests';

function knows(ctx: ReplyContext, kind: 'job' | 'home'): boolean {
  return ctx.facts.some((fact) => fact.kind === kind);
}

/** Something the character is doing right now, from one of their interests. */
export function currentActivity(ctx: ReplyContext): string {
  const activities = interestVoicesOf(ctx.character.interests).map(({ voice }) => voice.now);
  return activities.length > 0 ? ctx.random.pick(activities) : 'thinking about you, honestly';
}

/** Why the character loves one of their interests (by default any of them), and what they ask about it. */
export function loveLine(
  ctx: ReplyContext,
  interests: readonly string[] = ctx.character.interests,
): { label: string; line: string; question: string } | undefined {
  const voices = interestVoicesOf(interests);
  if (voices.length === 0) return undefined;
  const chosen = ctx.random.pick(voices);
  return {
    label: chosen.label,
    line: ctx.random.pick(chosen.voice.love),
    question: ctx.random.pick(chosen.voice.questions),
  };
}

const ANSWERS: Record<AboutMe, (ctx: ReplyContext) => string[]> = {
  age: (ctx) => {
    const { age } = ctx.character;
    return [
      ctx.random.pick([
        `I'm ${age}.`,
        `${upperFirst(numberWord(age))}, if you can believe it.`,
        `I'm ${age}: old enough to know what I like, young enough to change my mind.`,
      ]),
    ];
  },
  home: (ctx) => {
    const { city, place } = homeOf(ctx.character);
    const sentences = [
      `I live in ${place}.`,
      ctx.random.pick([
        `${city} suits me, most days.`,
        `Come visit and I'll show you my favourite corners of ${city}.`,
      ]),
    ];
    if (!knows(ctx, 'home')) sentences.push('Where are you writing from?');
    return sentences;
  },
  job: (ctx) => {
    const [, more] = splitSentences(ctx.character.bio);
    const sentences = [jobLine(ctx.character)];
    if (more && /^I\b/.test(more) && more.length < 200) sentences.push(more);
    if (!knows(ctx, 'job')) sentences.push('What about you, what do you do?');
    return sentences;
  },
  hobbies: (ctx) => {
    const favourites = ctx.character.interests.slice(0, 3);
    const love = loveLine(ctx, favourites);
    const labels = favourites.map(interestLabel);
    return [`Mostly ${joinList(labels)}.`, ...(love ? [love.line] : []), 'What about you?'];
  },
  dreams: (ctx) => [
    dreamLine(ctx.character),
    ctx.level <= 2 ? "That's a big thing to say out loud to someone new." : 'You know me well enough to hear that now.',
    'What are you hoping for?',
  ],
  fears: (ctx) => {
    const { fears, flaws } = fearsAndFlaws(ctx.character);
    const fear = fears.length > 0 ? ctx.random.pick(fears) : flaws[0];
    return [
      ...(fear ? [fear] : []),
      ctx.level <= 2 ? "That's more honest than I usually am with someone new." : "I don't say that to many people.",
    ];
  },
  peeves: (ctx) => [
    ctx.random.pick([
      `Don't get me started: ${peevesPhrase(ctx.character)}.`,
      `Oh, easy: ${peevesPhrase(ctx.character)}.`,
    ]),
    ctx.random.pick(['What gets on your nerves?', 'Your turn.']),
  ],
  story: (ctx) => {
    // Two sentences at a time, the next ones each time they ask again, then their own words.
    const story = storySentences(ctx.character);
    const chapters = story.flatMap((sentence, index) =>
      index % 2 === 0 ? [[sentence, story[index + 1]].filter(Boolean).join(' ')] : [],
    );
    const examples = (ctx.character.exampleDialogue ?? []).map((exchange) => exchange.character);
    const told = ctx.pickUnsaid(chapters.slice(0, 1)) ?? ctx.pickUnsaid([...chapters, ...examples]);
    if (!told) return ['You know most of my story by now.', 'Ask me anything: I will answer honestly.'];
    return [
      told,
      ctx.pickUnsaid(['What about you, where did you grow up?', 'Your turn: what should I know about you?']) ??
        'And you?',
    ];
  },
  name: (ctx) => [
    ctx.random.pick([`I'm ${ctx.character.name}.`, `It's ${ctx.me}.`]),
    ...(ctx.name ? [] : ['And you?']),
  ],
  wellbeing: (ctx) => {
    const answer =
      ctx.level >= 3 && ctx.random.chance(0.4)
        ? "Better now that you're here."
        : `I'm good, thanks for asking. I've been ${currentActivity(ctx)}.`;
    return [answer, 'How are you?'];
  },
  doing: (ctx) => [
    ctx.random.pick([`Right now? I'm ${currentActivity(ctx)}.`, `Just ${currentActivity(ctx)}, honestly.`]),
    'What about you?',
  ],
};

/** The character answering a question about themselves, from their profile. */
export function aboutMePart(ctx: ReplyContext, about: AboutMe): string[] {
  return ANSWERS[about](ctx);
}
