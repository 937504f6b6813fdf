/** Things people talk about, found by keyword; the first ones are character interests. */
export const TOPICS = {
  hiking: { label: 'hiking', pattern: /\b(?:hik(?:e|es|ed|er|ers|ing)|trails?|trek(?:s|king)?|backpacking)\b/ },
  climbing: { label: 'climbing', pattern: /\b(?:climb(?:s|ed|er|ers|ing)?|bouldering|crag)\b/ },
  surfing: { label: 'surfing', pattern: /\b(?:surf(?:s|ed|er|ers|ing|board)?)\b/ },
  sailing: { label: 'sailing', pattern: /\b(?:sail(?:s|ed|ing|or|ors|boat)?|boats?|yachts?)\b/ },
  cycling: { label: 'cycling', pattern: /\b(?:cycl(?:e|es|ed|ing|ist|ists)|bik(?:e|es|ing)|bicycles?)\b/ },
  yoga: { label: 'yoga', pattern: /\b(?:yoga|meditat(?:e|es|ion|ing)|pilates)\b/ },
  dancing: { label: 'dancing', pattern: /\b(?:danc(?:e|es|ed|er|ers|ing)|salsa|tango|ballet)\b/ },
  music: {
    label: 'music',
    pattern:
      /\b(?:music|musicians?|songs?|jazz|blues|bands?|concerts?|gigs?|guitar|piano|playlists?|albums?|vinyl|hip[- ]hop|techno|orchestra|violin|drums?)\b/,
  },
  singing: { label: 'singing', pattern: /\b(?:sing(?:s|ing|er|ers)?|sang|karaoke|choir|vocals)\b/ },
  film: {
    label: 'films',
    pattern: /\b(?:films?|movies?|cinema|netflix|documentar(?:y|ies)|tv shows?|anime)\b/,
    interests: ['film', 'movies'],
  },
  books: {
    label: 'books',
    pattern: /\b(?:books?|reading|novels?|library|bookshops?|bookstores?|authors?|kindle)\b/,
    interests: ['books', 'reading'],
  },
  poetry: { label: 'poetry', pattern: /\b(?:poe(?:m|ms|try|t|ts)|haikus?)\b/ },
  painting: {
    label: 'painting',
    pattern: /\b(?:paint(?:s|ed|ing|ings|er)?|drawing|draw|sketch(?:ing|es)?|art|watercolou?rs?|canvas)\b/,
  },
  photography: { label: 'photography', pattern: /\b(?:photo(?:s|graphy|grapher|graphs)?|cameras?|pictures?)\b/ },
  cooking: { label: 'cooking', pattern: /\b(?:cook(?:s|ed|ing)?|bak(?:e|es|ed|ing)|recipes?|kitchen)\b/ },
  food: {
    label: 'food',
    pattern:
      /\b(?:food|eat(?:ing)?|restaurants?|dinner|lunch|breakfast|pizza|pasta|sushi|noodles|ramen|tacos?|curry|dessert|cake|snacks?)\b/,
  },
  coffee: { label: 'coffee', pattern: /\b(?:coffee|espresso|lattes?|cappuccinos?|caf[eé]s?|barista)\b/ },
  tea: { label: 'tea', pattern: /\b(?:tea|teas|matcha|chai|oolong)\b/ },
  gardening: {
    label: 'gardening',
    pattern: /\b(?:garden(?:s|ing|er)?|plants?|flowers?|seedlings?|allotment)\b/,
  },
  astronomy: {
    label: 'astronomy',
    pattern:
      /\b(?:stars|stargazing|astronom(?:y|er)|telescopes?|planets?|galax(?:y|ies)|night sky|constellations?|meteors?)\b/,
  },
  chess: { label: 'chess', pattern: /\b(?:chess|checkmate|grandmaster)\b/ },
  gaming: { label: 'games', pattern: /\b(?:video ?games?|gam(?:e|es|ing|er|ers)|playstation|xbox|nintendo)\b/ },
  travel: {
    label: 'travel',
    pattern: /\b(?:travel(?:s|led|ling|ing)?|trips?|holidays?|vacations?|abroad|flights?|journey)\b/,
  },
  work: { label: 'work', pattern: /\b(?:work|job|boss|office|shifts?|colleagues?|career|meetings?|deadlines?)\b/ },
  family: {
    label: 'family',
    pattern:
      /\b(?:mum|mom|mother|dad|father|parents?|sisters?|brothers?|family|grandma|grandmother|grandpa|kids|children|son|daughter)\b/,
  },
  pets: { label: 'pets', pattern: /\b(?:dogs?|cats?|pupp(?:y|ies)|kittens?|pets?)\b/ },
  love: {
    label: 'love',
    pattern: /\b(?:dating|dates?|boyfriend|girlfriend|partner|crush|relationships?|breakup|broke up|husband|wife)\b/,
  },
  sleep: { label: 'sleep', pattern: /\b(?:sleep|insomnia|nap|naps|nightmares?)\b/ },
  /**
   * The speaker being unwell. A doctor or a hospital alone says nothing of the kind ("I'm a doctor",
   * "I work at the city hospital"); being in one, or going to see one, does.
   */
  health: {
    label: 'health',
    pattern:
      /\b(?:sick(?! of\b)|ill|unwell|poorly|headaches?|migraines?|flu|fever|covid|nause(?:a|ous)|throwing up|in (?:so much |a lot of )?pain|(?:i'm|i am|i was|i've been|ended up|rushed|taken|had to go|have to go|going) (?:in|into|to) (?:the )?(?:hospital|a&e|er|emergency room)|(?:see|saw|seeing|visit|call) (?:a|the|my) (?:doctor|gp)|(?:doctor|gp)'?s appointment)\b/,
  },
  school: { label: 'studies', pattern: /\b(?:school|exams?|study|studying|class|university|college|homework|uni)\b/ },
  weather: { label: 'the weather', pattern: /\b(?:rain|raining|sunny|snow|snowing|weather|storm)\b/ },
  friends: { label: 'friends', pattern: /\b(?:friends?|mates?)\b/ },
} satisfies Record<string, { label: string; pattern: RegExp; interests?: string[] }>;

export type TopicId = keyof typeof TOPICS;

const topicIds = Object.keys(TOPICS) as TopicId[];

/** Topics a text mentions, in order of first mention. */
export function findTopics(normalized: string): TopicId[] {
  const text = normalized.toLowerCase();
  return topicIds
    .map((id) => ({ id, index: text.search(TOPICS[id].pattern) }))
    .filter(({ index }) => index >= 0)
    .sort((a, b) => a.index - b.index)
    .map(({ id }) => id);
}

/** The character interests (as written on profiles) a topic stands for. */
function topicInterests(id: TopicId): readonly string[] {
  const topic = TOPICS[id];
  return 'interests' in topic ? topic.interests : [id];
}

/** The topic a character interest belongs to, if Kindred knows it. */
export function topicOfInterest(interest: string): TopicId | undefined {
  const key = interest.trim().toLowerCase();
  return topicIds.find((id) => topicInterests(id).includes(key));
}

export function sharesTopic(interests: readonly string[], id: TopicId): boolean {
  return interests.some((interest) => topicOfInterest(interest) === id);
}
