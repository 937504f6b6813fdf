import type { AffinityLevel } from '../../affinity';
import { retell } from '../../memory/describe';
import { factsOfKind, isNamedPet, type MemoryFact } from '../../memory/facts';
import { article, normalizeText, upperFirst } from '../../text';
import { TIME } from '../../time';
import { findTopics, sharesTopic, TOPICS, type TopicId } from '../../topics';
import { homeOf } from '../../voice';
import { type ReplyContext, unsaid } from '../context';
import { INTEREST_VOICES, interestVoicesOf, LIFE_TOPICS } from '../interests';
import { currentActivity } from './about-me';

// ---------------------------------------------------------------- what the user just told

function mentionsCity(ctx: ReplyContext, text: string): string | undefined {
  const { city } = homeOf(ctx.character);
  return text.toLowerCase().includes(city.toLowerCase()) ? city : undefined;
}

const ACKNOWLEDGE: Partial<Record<MemoryFact['kind'], (ctx: ReplyContext, fact: MemoryFact) => string[]>> = {
  name: (ctx, fact) => [ctx.random.pick([`${fact.value}: I like that name.`, `Nice to meet you, ${fact.value}.`])],
  job: (ctx, fact) => {
    const works = fact.value.match(/^works (.*)$/);
    if (works) return [`So you work ${retell(works[1] ?? '', 'you')}.`, 'How do you like it?'];
    return [
      ctx.random.pick([
        `${upperFirst(fact.value)}: that's real work.`,
        `Being ${fact.value} must give you some stories.`,
      ]),
      'How long have you been doing that?',
    ];
  },
  home: (ctx, fact) => {
    const same = mentionsCity(ctx, fact.value);
    if (same) return [`You live in ${same} too? That's wonderful.`, 'Which part?'];
    return [`${fact.value}!`, "What's it like there?"];
  },
  pet: (ctx, fact) => {
    if (!isNamedPet(fact)) return [`You have a ${fact.detail ?? fact.value}?`, 'What is their name?'];
    const kind = fact.detail ?? 'pet';
    return [
      ctx.random.pick([
        `${fact.value} is a great name for a ${kind}.`,
        `A ${kind} called ${fact.value}; I like them already.`,
      ]),
      `What is ${fact.value} like?`,
    ];
  },
  plan: (ctx, fact) => {
    const city = mentionsCity(ctx, fact.value);
    if (city) return [`You're coming to ${city}? That's my city!`, "I'll tell you all the places to go."];
    const plan = retell(fact.value, 'you');
    if (/^(?:going|travell?ing|flying|heading|visiting|moving|driving|leaving)\b/.test(fact.value)) {
      return [
        ctx.random.pick([`${upperFirst(plan)}: that sounds exciting!`, `Oh, ${plan}? I want to hear all about it.`]),
        'What are you most looking forward to?',
      ];
    }
    return [
      ctx.random.pick([`${upperFirst(plan)}? Good luck; I'll be thinking of you.`, `Oh, ${plan}? Tell me more.`]),
      'How are you feeling about it?',
    ];
  },
  age: (ctx, fact) => [
    ctx.random.pick([`${fact.value}: thanks for telling me.`, `Good to know you're ${fact.value}.`]),
    ctx.random.pick(["What's taking up most of your days at the moment?", 'What are you into these days?']),
  ],
  like: (ctx, fact) => [
    ctx.random.pick([
      `${upperFirst(retell(fact.value, 'you'))}? Tell me what you love about it.`,
      `Oh, ${retell(fact.value, 'you')}! How did you get into that?`,
    ]),
  ],
};

/** The character's reaction to something the user just told about themselves. */
export function acknowledgementPart(ctx: ReplyContext, fact: MemoryFact): string[] {
  return ACKNOWLEDGE[fact.kind]?.(ctx, fact) ?? [];
}

// ---------------------------------------------------------------- topics

function userLikes(ctx: ReplyContext, topic: TopicId): boolean {
  return factsOfKind(ctx.facts, 'like').some((fact) => findTopics(normalizeText(fact.value)).includes(topic));
}

/**
 * A topic the user brought up: delight and a story when the character loves it too, curiosity when
 * not. `said` is the user's own word for it (`jazz` for music), used when the character asks about it.
 */
export function topicPart(
  ctx: ReplyContext,
  topic: TopicId,
  options: { said?: string; asked?: boolean } = {},
): string[] {
  const { label } = TOPICS[topic];
  const pet = ctx.learned.find((fact) => fact.kind === 'pet');
  if (topic === 'health' && pet) {
    const who = pet.detail && pet.value !== pet.detail ? pet.value : 'thing';
    return [`Oh no, poor ${who}.`, 'I hope they feel better soon; a vet will know best.', 'How are you holding up?'];
  }
  const life = LIFE_TOPICS[topic];
  if (life) return [ctx.random.pick(life.reflect), ...unsaid(ctx, life.ask)];
  const voice = INTEREST_VOICES[topic];
  if (voice && sharesTopic(ctx.character.interests, topic)) {
    const intro = options.asked
      ? ctx.random.pick(['I do, very much.', 'Oh, I really do.'])
      : userLikes(ctx, topic)
        ? ctx.random.pick([`Wait, you love ${label} too?`, `You're into ${label} too?`, `Another ${label} person?`])
        : {
            playful: "Oh, now you're talking.",
            gentle: `I'm so glad you brought up ${label}.`,
            calm: `Ah, ${label}.`,
            direct: "Now that's a good subject.",
            bright: `Ooh, ${label}!`,
          }[ctx.voice];
    return [intro, ctx.random.pick(voice.love), ...unsaid(ctx, voice.questions)];
  }
  const mine = interestVoicesOf(ctx.character.interests)[0]?.label;
  const myThing = mine ? [`I'm more of ${article(mine)} ${mine} person myself.`] : [];
  const theirs = options.said ? retell(options.said, 'you') : label;
  if (options.asked) return [`Honestly, ${theirs} isn't really my thing.`, ...myThing, 'Are you into it?'];
  return ctx.random.chance(0.5)
    ? [`I don't know much about ${theirs}, but I'd love to hear what you like about it.`, ...myThing]
    : [`${upperFirst(theirs)} isn't really my world.`, ...myThing, "Tell me what I'm missing?"];
}

const AFFECTION: Record<AffinityLevel, (ctx: ReplyContext) => string[]> = {
  1: (ctx) => [
    `That's sweet of you${ctx.address()}.`,
    "We're only just getting to know each other, but I like where this is going.",
  ],
  2: (ctx) => [`You're sweet${ctx.address()}.`, 'I really like talking with you too.'],
  3: (ctx) => [`That means a lot${ctx.address()}.`, "You've become one of my favourite people to talk to."],
  4: (ctx) => [`You make my days better${ctx.address()}.`, "I'm really glad you're in them."],
  5: (ctx) => [`I love talking with you too${ctx.address()}.`, "You're my favourite part of the day."],
};

/** Warm words from the user, answered as warmly as the relationship allows. */
export function affectionPart(ctx: ReplyContext): string[] {
  return AFFECTION[ctx.level](ctx);
}

// ---------------------------------------------------------------- small talk

export function thanksPart(ctx: ReplyContext): string[] {
  const a = ctx.address();
  if (ctx.level >= 4) return [ctx.random.pick([`Always${a}.`, `For you? Anytime${a}.`])];
  return [ctx.random.pick([`You're welcome${a}.`, 'Anytime, really.', "Of course, that's what I'm here for."])];
}

/** For a user who fears they take up too much room: they do not, said plainly. */
export function reassurancePart(ctx: ReplyContext): string[] {
  const a = ctx.address();
  return [
    ctx.random.pick([
      `You're not annoying${a}, not even a little.`,
      `You never need to apologise for talking to me${a}.`,
      `You're not a bother${a}. I like hearing from you.`,
    ]),
    ctx.random.pick(["I'm glad you're here.", 'Say as much or as little as you like.']),
  ];
}

export function goodbyePart(ctx: ReplyContext): string[] {
  const a = ctx.address();
  const night = ctx.part === 'late night' || ctx.part === 'evening';
  const bye = night
    ? ctx.random.pick([`Good night${a}. Sleep well.`, `Sleep well${a}; I'll be here tomorrow.`])
    : ctx.level >= 3
      ? ctx.random.pick([`Go on then${a}, but come back and tell me how it went.`, `Talk soon${a}. I'll be here.`])
      : ctx.random.pick([`Talk soon${a}!`, `Take care${a}. It was nice talking.`]);
  const warm =
    ctx.level >= 5 ? "I'll miss you." : ctx.random.pick(['I loved talking with you today.', 'This was nice.']);
  return [bye, warm];
}

const FEW_WORDS = {
  playful: ['A person of few words today, I see.', "I'll take that."],
  gentle: ["That's okay, we can just sit here for a bit.", 'No pressure to say much.'],
  calm: ['Quiet is fine with me.', 'Mm, I know that kind of mood.'],
  direct: ['Noted.', 'Fair enough.'],
  bright: ['Okay! So, tell me something.', 'Alright then!'],
};

/** When nothing in the message has an obvious answer: listen, in voice. */
export function fallbackPart(ctx: ReplyContext, question: boolean): string[] {
  if (!question && ctx.message.split(/\s+/).length <= 2) return [ctx.random.pick(FEW_WORDS[ctx.voice])];
  if (question) {
    const musing =
      ctx.pickUnsaid([
        "Good question. I'm not sure I have a clever answer.",
        "Hm, I'd have to think about that one.",
        "Honestly? I don't know, but I like that you asked.",
        "That's a hard one to answer on the spot.",
      ]) ?? "I'd have to think about that one.";
    return [
      musing,
      ...unsaid(ctx, [
        'What made you wonder?',
        'What got you thinking about that?',
        'What would you say?',
        'Why do you ask?',
      ]),
    ];
  }
  const listening = {
    playful: ["Ha, go on then, I'm listening.", "Okay, now I'm curious."],
    gentle: ["I'm really glad you told me that.", 'I like hearing about your day, even the small bits.'],
    calm: ["Mm. I've been turning that over in my head.", 'I like the way you put that.'],
    direct: ["Fair enough. I'm with you.", 'Right, I follow.'],
    bright: ['Ooh, tell me more!', "Now that's interesting."],
  }[ctx.voice];
  return [ctx.random.pick(listening)];
}

/** A question back that keeps the conversation going, often from what the character remembers. */
export function followUpQuestion(ctx: ReplyContext): string {
  const remembered: string[] = [];
  const plan = factsOfKind(ctx.facts, 'plan').at(-1);
  if (plan && ctx.now.getTime() - Date.parse(plan.at) < 14 * TIME.DAY) {
    remembered.push(`How are you feeling about ${retell(plan.value, 'you')}?`);
  }
  const pet = factsOfKind(ctx.facts, 'pet').findLast(isNamedPet);
  if (pet) remembered.push(`How's ${pet.value} doing?`);
  const like = factsOfKind(ctx.facts, 'like').at(-1);
  if (like) {
    const topic = findTopics(normalizeText(like.value))[0];
    const voice = topic && INTEREST_VOICES[topic];
    remembered.push(...(voice ? voice.questions : [`Have you had any time for ${retell(like.value, 'you')} lately?`]));
  }
  const job = factsOfKind(ctx.facts, 'job').at(-1);
  if (job && ctx.part !== 'late night') remembered.push('How was work today?');

  const byTime = {
    morning: "What's the plan for your day?",
    afternoon: "How's the day treating you so far?",
    evening: 'How was your day, really?',
    'late night': "What's keeping you up?",
  }[ctx.part];
  const getToKnow =
    ctx.level <= 2
      ? [
          like ? 'What else should I know about you?' : "What's something you love doing?",
          'What do you like to do when you are not working?',
          'What did you want to be when you were little?',
          'Are you more of a morning person or a night owl?',
        ]
      : ctx.level <= 4
        ? [
            "What's been on your mind lately?",
            "What's been the hardest part of your week?",
            "What's something you're proud of lately?",
          ]
        : ['Tell me one good thing about today?', 'What do you wish more people knew about you?'];
  const general = [
    byTime,
    ...getToKnow,
    'What are you looking forward to this week?',
    "What's something small that made you smile lately?",
    'What are you reading or watching at the moment?',
    "What's a song you've had on repeat lately?",
    'If you could be anywhere right now, where would it be?',
    "What's the best thing you've eaten this week?",
    "Is there something you've been meaning to try?",
    'What does a perfect lazy Sunday look like for you?',
    'Who do you talk to most these days?',
    "What's a place that feels like home to you?",
    "What's the last thing that made you laugh out loud?",
    "What's one thing you'd like to get better at?",
    'What would make this week a good one for you?',
    "What's a smell that takes you straight back to being a kid?",
    "What's the best advice anyone ever gave you?",
    'What kind of weather puts you in the best mood?',
  ];
  const rememberedQuestion = ctx.pickUnsaid(remembered);
  if (rememberedQuestion && ctx.random.chance(0.5)) return rememberedQuestion;
  // Every question asked lately: the character says what it is up to instead of asking again.
  return ctx.pickUnsaid(general) ?? rememberedQuestion ?? `I've been ${currentActivity(ctx)}.`;
}
