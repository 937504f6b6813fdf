import { joinList, upperFirst } from '../text';
import { factsOfKind, isNamedPet, latestFact, type MemoryFact } from './facts';

type Person = 'you' | 'they';

const SWAPS: Record<Person, Record<string, string>> = {
  you: {
    i: 'you',
    me: 'you',
    my: 'your',
    mine: 'yours',
    myself: 'yourself',
    "i'm": "you're",
    am: 'are',
    "i've": "you've",
    our: 'your',
    ours: 'yours',
    we: 'you',
    us: 'you',
    "we're": "you're",
  },
  they: {
    i: 'they',
    me: 'them',
    my: 'their',
    mine: 'theirs',
    myself: 'themselves',
    "i'm": "they're",
    am: 'are',
    "i've": "they've",
    our: 'their',
    ours: 'theirs',
    we: 'they',
    us: 'them',
    "we're": "they're",
  },
};

/** The user's own words about themselves, said back to them (`you`) or about them (`they`): `my mum` → `your mum`. */
export function retell(phrase: string, person: Person): string {
  return phrase.replace(
    /\b(?:i'm|i've|we're|i|me|my|mine|myself|am|our|ours|we|us)\b/gi,
    (word) => SWAPS[person][word.toLowerCase()] ?? word,
  );
}

/** `a nurse` → `you're a nurse`; `works in marketing` → `you work in marketing`. */
export function jobClause(value: string, person: Person): string {
  const job = retell(value, person);
  const works = job.match(/^works (.*)$/);
  if (works) return `${person} work ${works[1]}`;
  return person === 'you' ? `you're ${job}` : `they are ${job}`;
}

/** `Biscuit (dog)`, `Biscuit` when the animal is unknown, `a dog` when the name is. */
export function petPhrase(fact: MemoryFact): string {
  if (!isNamedPet(fact)) return `a ${fact.detail ?? fact.value}`;
  return fact.detail ? `${fact.value} (${fact.detail})` : fact.value;
}

/** What a character knows about the user, one `label: value` line per kind, for a prompt or a summary. */
export function describeFacts(facts: readonly MemoryFact[], formatDay: (iso: string) => string): string[] {
  const lines: string[] = [];
  const name = latestFact(facts, 'name');
  if (name) lines.push(`Name they go by: ${name.value}`);
  const age = latestFact(facts, 'age');
  if (age) lines.push(`Age they gave: ${age.value}`);
  const job = latestFact(facts, 'job');
  if (job) lines.push(`Work: ${jobClause(job.value, 'they')}`);
  const home = latestFact(facts, 'home');
  if (home) lines.push(`Lives in: ${home.value}`);
  const likes = factsOfKind(facts, 'like').map((fact) => retell(fact.value, 'they'));
  if (likes.length > 0) lines.push(`Likes: ${joinList(likes)}`);
  const pets = factsOfKind(facts, 'pet').map(petPhrase);
  if (pets.length > 0) lines.push(`Pets: ${joinList(pets)}`);
  for (const plan of factsOfKind(facts, 'plan')) {
    lines.push(`Plan (said ${formatDay(plan.at)}): ${retell(plan.value, 'they')}`);
  }
  for (const loss of factsOfKind(facts, 'loss')) {
    const when = loss.detail ? `, ${retell(loss.detail, 'they')}` : '';
    lines.push(
      `Grieving (said ${formatDay(loss.at)}): ${retell(loss.value, 'they')}${when}; never ask after them as if alive`,
    );
  }
  const feeling = latestFact(facts, 'feeling');
  if (feeling) lines.push(`Last said they felt ${feeling.value} (${formatDay(feeling.at)})`);
  return lines;
}

/** A fact said to the user, as the Memory panel shows it: `Your dog is called Biscuit`. */
export function describeFactToUser(fact: MemoryFact): string {
  const said = (phrase: string) => retell(phrase, 'you');
  switch (fact.kind) {
    case 'name':
      return `You go by ${fact.value}`;
    case 'age':
      return `You are ${fact.value}`;
    case 'job':
      return upperFirst(jobClause(fact.value, 'you'));
    case 'home':
      return `You live in ${fact.value}`;
    case 'like':
      return `You like ${said(fact.value)}`;
    case 'pet':
      return isNamedPet(fact) && fact.detail
        ? `Your ${fact.detail} is called ${fact.value}`
        : `You have ${petPhrase(fact)}`;
    case 'plan':
      return `You're ${said(fact.value)}`;
    case 'feeling':
      return `You said you felt ${fact.value}`;
    case 'loss':
      return `You lost ${said(fact.value)}${fact.detail ? ` (${said(fact.detail)})` : ''}`;
  }
}
