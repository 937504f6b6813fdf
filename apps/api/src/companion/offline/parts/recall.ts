import { jobClause, petPhrase, retell } from '../../memory/describe';
import { factsOfKind, isNamedPet, latestFact, type MemoryFact } from '../../memory/facts';
import { joinList, upperFirst } from '../../text';
import { TIME } from '../../time';
import type { ReplyContext } from '../context';
import type { AboutYou } from '../intents';
import { recollectionPart } from './own-words';

function planClause(ctx: ReplyContext, plan: MemoryFact): string {
  const recent = ctx.now.getTime() - Date.parse(plan.at) < 7 * TIME.DAY;
  return recent ? `you're ${retell(plan.value, 'you')}` : `you were ${retell(plan.value, 'you')}`;
}

function recallPet(ctx: ReplyContext, petKind: string | undefined): string[] {
  // A pet that died is remembered as the loss it was, never asked after.
  const lost = factsOfKind(ctx.facts, 'loss').findLast(
    (loss) => !petKind || petKind === 'pet' || loss.value.toLowerCase().split(' ').includes(petKind),
  );
  if (lost) return [`Of course I do. I remember you lost ${retell(lost.value, 'you')}.`, 'How are you holding up?'];
  const pets = factsOfKind(ctx.facts, 'pet').filter((fact) => !petKind || petKind === 'pet' || fact.detail === petKind);
  const named = pets.findLast(isNamedPet);
  if (named) {
    return [
      ctx.random.pick([
        `Of course I do: ${named.value}!`,
        `How could I forget ${named.value}?`,
        `${named.value}, your ${named.detail ?? 'pet'}!`,
      ]),
      `How is ${named.value} doing?`,
    ];
  }
  const kind = petKind && petKind !== 'pet' ? petKind : pets[0]?.detail;
  if (pets.length > 0 && kind) return [`Your ${kind}, of course!`, 'You never told me their name, though. What is it?'];
  // The rules know no such pet, but the user may have told of it in words they do not read (`a beagle`).
  const told = recollectionPart(ctx);
  if (told.length > 0) return told;
  return [
    `You haven't told me about ${kind ? `a ${kind}` : 'your pets'} yet.`,
    'Tell me everything: what is their name?',
  ];
}

const RECALL: Record<AboutYou, (ctx: ReplyContext, petKind?: string) => string[]> = {
  name: (ctx) =>
    ctx.name
      ? [
          ctx.random.pick([
            `You're ${ctx.name}! I'd hardly forget.`,
            `${ctx.name}, of course.`,
            `It's ${ctx.name}: you told me yourself.`,
          ]),
        ]
      : ["You haven't told me yet!", 'What should I call you?'],
  job: (ctx) => {
    const job = latestFact(ctx.facts, 'job');
    if (!job) return ["You haven't told me what you do yet.", "I'd love to know, though."];
    return [
      `${upperFirst(jobClause(job.value, 'you'))}.`,
      ctx.random.pick(['How is work treating you?', 'Has work been kind to you lately?']),
    ];
  },
  likes: (ctx) => {
    const likes = factsOfKind(ctx.facts, 'like').map((fact) => retell(fact.value, 'you'));
    if (likes.length === 0) return ["You haven't told me yet.", 'What do you love doing?'];
    return [`You love ${joinList(likes.slice(-4))}.`, 'See? I pay attention.'];
  },
  pet: (ctx, petKind) => recallPet(ctx, petKind),
  plan: (ctx) => {
    const plan = latestFact(ctx.facts, 'plan');
    if (!plan) return ["You haven't told me about any plans yet.", "What's coming up for you?"];
    return [`You told me ${planClause(ctx, plan)}.`, 'How are you feeling about it?'];
  },
  home: (ctx) => {
    const home = latestFact(ctx.facts, 'home');
    return home
      ? [`You live in ${home.value}.`, 'What is it like there today?']
      : ["You haven't told me where you live yet.", 'Where are you?'];
  },
  everything: (ctx) => {
    const known: string[] = [];
    if (ctx.name) known.push(`you're ${ctx.name}`);
    const job = latestFact(ctx.facts, 'job');
    if (job) known.push(jobClause(job.value, 'you'));
    const likes = factsOfKind(ctx.facts, 'like').map((fact) => retell(fact.value, 'you'));
    if (likes.length > 0) known.push(`you love ${joinList(likes.slice(-3))}`);
    const pet = factsOfKind(ctx.facts, 'pet').at(-1);
    if (pet) known.push(`you have ${petPhrase(pet).replace(/^(\S+) \((.+)\)$/, 'a $2 called $1')}`);
    if (known.length <= 1) return ["Not much yet: you're still a bit of a mystery.", 'Tell me something about you?'];
    return [`I remember that ${joinList(known.slice(0, 4))}.`, 'I keep the things you tell me.'];
  },
};

/** The character answering what they remember about the user. */
export function recallPart(ctx: ReplyContext, about: AboutYou, petKind?: string): string[] {
  return RECALL[about](ctx, petKind);
}
