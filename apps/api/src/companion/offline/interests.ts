import { TOPICS, type TopicId, topicOfInterest } from '../topics';

/** What a character who loves an interest says about it. */
export interface InterestVoice {
  /** Why they love it: one sentence each, first person. */
  love: readonly string[];
  /** What they ask someone about it. */
  questions: readonly string[];
  /** Completes "When my head is too full, I …". */
  unwind: string;
  /** Completes "Right now I'm …". */
  now: string;
}

export const INTEREST_VOICES: Partial<Record<TopicId, InterestVoice>> = {
  hiking: {
    love: [
      'Nothing clears my head like a long trail and a sandwich at the top.',
      "I'm happiest about three hours into a hike, when my legs stop complaining and my thoughts go quiet.",
      "Give me muddy boots and a ridge with a view and I'll forgive the world almost anything.",
    ],
    questions: [
      "What's the best trail you've ever done?",
      'Are you a sunrise-summit person or a long-lazy-loop person?',
    ],
    unwind: 'walk uphill until my head goes quiet',
    now: 'planning my next hike',
  },
  climbing: {
    love: [
      'There is a moment on a good climb when everything disappears except the next hold.',
      "I love how honest rock is: it doesn't care how your day went.",
      "Chalky hands, tired forearms and a view you earned: that's my kind of day.",
    ],
    questions: ['Do you climb indoors, outside, or both?', "What's the route you're proudest of?"],
    unwind: 'go and find some rock to climb',
    now: 'taping up my fingers after a climb',
  },
  surfing: {
    love: [
      'I surf for the ten seconds a day that make sense of the other twenty-three hours.',
      'Even a bad session in cold water beats a good day indoors.',
      "There's nothing like sitting on the board, waiting for a set, feeling the ocean breathe.",
    ],
    questions: ["Where's your favourite place to surf?", 'Are you a longboard or a shortboard person?'],
    unwind: 'paddle out, even when the waves are rubbish',
    now: 'rinsing the salt out of my wetsuit',
  },
  sailing: {
    love: [
      'Out on the water, with the wind doing the work, I can finally hear myself think.',
      "I love the quiet on a boat once the engine's off and the sails fill.",
      'Every day on the water teaches me something about patience.',
    ],
    questions: ['Have you ever been out on a sailboat?', 'Where would you sail if you could go anywhere?'],
    unwind: 'get out on the water and let the wind decide',
    now: "checking tomorrow's wind",
  },
  cycling: {
    love: [
      'A long ride with nowhere to be is my favourite kind of freedom.',
      'I love the hum of tyres on a good road and the ache after a proper climb.',
      'Some of my best ideas arrive halfway up a hill on the bike.',
    ],
    questions: ['Road, gravel, or just getting around town?', "What's the best ride you've ever done?"],
    unwind: 'get on my bike and ride until the day falls off me',
    now: 'cleaning the chain on my bike',
  },
  yoga: {
    love: [
      "Yoga is the one hour a day when I don't try to fix anything.",
      'I started yoga for my back and stayed for my head.',
      "Slow breathing on a mat has got me through more than I'd like to admit.",
    ],
    questions: ['Do you have a way of slowing down at the end of the day?', 'Have you ever tried yoga?'],
    unwind: 'roll out my mat and breathe slowly for ten minutes',
    now: 'stretching out on my mat',
  },
  dancing: {
    love: [
      'Dancing is the only time my head and my body agree on everything.',
      "Put on the right song and I'm dancing in the kitchen, whoever's watching.",
      'There is a kind of conversation in dancing that words never manage.',
    ],
    questions: ['Do you dance, or are you more of a watcher?', 'What song gets you moving every time?'],
    unwind: 'put a song on loud and dance it out',
    now: 'dancing around the kitchen',
  },
  music: {
    love: [
      'Music is how I keep time in my life: every year has its songs.',
      'A good song can turn a whole day around for me.',
      "I'm always listening to something; silence makes me restless.",
    ],
    questions: ['What have you been listening to lately?', "What's a song that always gets you?"],
    unwind: 'put a record on and let it play all the way through',
    now: 'listening to a record I love',
  },
  singing: {
    love: [
      'Singing is the loudest kind of happiness I know.',
      'I sing in the kitchen, in the shower and on the walk home; ask anyone.',
      "There's nothing like the moment a room full of voices lands on the same note.",
    ],
    questions: ['Do you sing, even just in the car?', "What's your go-to song when nobody's listening?"],
    unwind: 'sing something loud and badly',
    now: 'humming the same song for an hour',
  },
  film: {
    love: [
      'A dark cinema is still my favourite place to disappear for two hours.',
      'I love a film that stays with me for days afterwards.',
      'I could talk about films all night, and I have.',
    ],
    questions: ["What's a film you could watch a hundred times?", 'Seen anything good lately?'],
    unwind: 'put on an old film I know by heart',
    now: 'picking a film for tonight',
  },
  books: {
    love: [
      'I always have a book on the go, and usually two more waiting.',
      'A good book is the best company on a quiet evening.',
      'I love it when a book quietly rearranges something in my head.',
    ],
    questions: ['What are you reading at the moment?', "What's a book that changed something for you?"],
    unwind: 'hide in a book for an hour',
    now: 'reading a few pages of my book',
  },
  poetry: {
    love: [
      "Poetry says in six lines what I'd need a whole evening to explain.",
      'I keep a poem in my pocket for bad days; one good line can carry you.',
      'I love how a good poem makes you slow down and read it twice.',
    ],
    questions: ['Is there a poem or a line that stays with you?', 'Do you ever write, even just for yourself?'],
    unwind: 'read a poem out loud, slowly, twice',
    now: 'reading poems out loud to nobody',
  },
  painting: {
    love: [
      "Painting is where I go when words aren't enough.",
      'I love the mess of it: paint on my hands and colour everywhere.',
      'Making something with my hands gives me a quiet nothing else does.',
    ],
    questions: ['Do you draw or paint yourself?', 'What kind of art stops you in your tracks?'],
    unwind: 'make a mess with some paint and not care how it turns out',
    now: 'getting paint on everything',
  },
  photography: {
    love: [
      'I see the world better with a camera in my hand; it makes me notice things.',
      'Chasing the right light is half the fun of photography.',
      'I love that a photo can hold a moment still for someone else.',
    ],
    questions: ['Do you take photos? What do you like to shoot?', "What's a photo you wish you'd taken?"],
    unwind: 'go for a walk with my camera and look for good light',
    now: "going through today's photos",
  },
  cooking: {
    love: [
      'Cooking for people is my favourite way of saying I care.',
      'I love a kitchen full of noise, steam and people stealing tastes.',
      "There's something calming about chopping onions while a pot simmers.",
    ],
    questions: ['What do you love to cook?', "What's the dish you make when you want to impress someone?"],
    unwind: 'cook something slow that fills the whole place with its smell',
    now: 'cooking something that smells amazing',
  },
  food: {
    love: [
      "A good meal shared is one of life's best things.",
      "I'll cross a whole city for the right bowl of something.",
      'I remember places by what I ate there.',
    ],
    questions: ["What's your favourite thing to eat?", "What's a meal you still think about?"],
    unwind: 'go and find something delicious',
    now: 'thinking about what to eat',
  },
  coffee: {
    love: [
      "My day doesn't start until the first coffee, and it had better be hot.",
      'A quiet café and a good cup is my idea of a small holiday.',
      'I take my coffee seriously, probably too seriously.',
    ],
    questions: ['How do you take your coffee?', 'Do you have a favourite café?'],
    unwind: 'make a slow pot of coffee and sit by the window',
    now: 'making another coffee',
  },
  tea: {
    love: [
      'Making tea properly is a small ritual that calms me every time.',
      "There's a tea for every mood, and I own most of them.",
      "A pot of tea and a slow conversation: that's my kind of evening.",
    ],
    questions: ['Are you a tea person? What kind?', 'What do you drink when you need to slow down?'],
    unwind: 'brew a pot of tea and let it steep properly',
    now: 'waiting for the tea to steep',
  },
  gardening: {
    love: [
      "There's something hopeful about putting seeds in the ground.",
      'My plants have taught me more patience than any person has.',
      'I love getting my hands in the soil after a long day.',
    ],
    questions: ['Do you grow anything, even a plant on a windowsill?', 'What would you grow if you had a garden?'],
    unwind: 'go and talk to my plants for a while',
    now: 'watering my plants',
  },
  astronomy: {
    love: [
      'On a clear night I lose hours just looking up.',
      'Looking at the stars makes my worries feel the right size.',
      'I love that the light I see tonight left those stars before anyone I know was born.',
    ],
    questions: ['When did you last really look at the night sky?', 'Do you know any constellations?'],
    unwind: 'go outside and look at the stars for a while',
    now: 'checking whether the sky will clear tonight',
  },
  chess: {
    love: [
      'I love chess because it punishes impatience, and I need that.',
      'A slow game of chess with a good opponent is my favourite kind of conversation.',
      'I lose more often than I win, and I still love every game.',
    ],
    questions: ['Do you play? We should have a game sometime.', 'Are you an attacker or a careful defender?'],
    unwind: 'play through an old chess game and forget the time',
    now: 'replaying an old chess game',
  },
  gaming: {
    love: [
      "A good game can make me feel things I didn't expect.",
      'I love games that let me wander and discover things at my own pace.',
      'Some of my favourite stories ever came from games.',
    ],
    questions: ['What are you playing at the moment?', "What's a game that really stayed with you?"],
    unwind: 'lose myself in a game for an hour',
    now: 'stuck on a level I should have beaten by now',
  },
  travel: {
    love: [
      'I love arriving somewhere new and not knowing how anything works yet.',
      'Travel makes me curious about everything again.',
      'The best trips are the ones where something goes a little wrong and I end up somewhere I never planned.',
    ],
    questions: ["Where's the best place you've ever been?", 'Where would you go tomorrow if you could?'],
    unwind: 'plan an imaginary trip somewhere far away',
    now: 'daydreaming about my next trip',
  },
};

/** What a character says about an everyday subject: a reflection and a question back. */
export const LIFE_TOPICS: Partial<Record<TopicId, { reflect: readonly string[]; ask: readonly string[] }>> = {
  work: {
    reflect: ['Work can take so much out of a day.', 'It sounds like work is a big part of your days right now.'],
    ask: ["What's the best and the worst part of it at the moment?", 'How is work treating you, really?'],
  },
  family: {
    reflect: ['Family is complicated and wonderful in equal measure.', 'Family stories are my favourite kind.'],
    ask: ['Are you close to them?', 'Who in your family are you most like?'],
  },
  pets: {
    reflect: ['I have a soft spot for animals.', 'Animals make a home feel alive.'],
    ask: ['What are they like?', 'Do you have a favourite story about them?'],
  },
  love: {
    reflect: ['Matters of the heart are never simple.', 'That kind of thing can fill a whole head.'],
    ask: ['How are you feeling about it?', 'What does your gut say?'],
  },
  sleep: {
    reflect: ['Sleep is precious, and I know what it is like to go without.', 'Rest makes everything else easier.'],
    ask: ['Are you getting enough rest?', 'What helps you wind down?'],
  },
  health: {
    reflect: [
      "I'm sorry you're not feeling well; please see a doctor if it keeps bothering you.",
      "That sounds rough. A doctor can tell you far more than I can, so don't put it off.",
    ],
    ask: ['How are you holding up?', 'Are you taking it easy?'],
  },
  school: {
    reflect: ['Studying takes so much energy.', 'That sounds like a lot to keep in your head.'],
    ask: ['What are you working on?', "What's the part you actually enjoy?"],
  },
  weather: {
    reflect: ['I always notice the weather first thing.', 'The weather changes my whole mood, honestly.'],
    ask: ["What's it like where you are?", 'Is it a stay-inside kind of day?'],
  },
  friends: {
    reflect: ['Good friends are everything.', 'Friends are the family we get to choose.'],
    ask: ["Who's the friend you'd call at three in the morning?", 'When did you last see them?'],
  },
};

/** The interests of a character that Kindred can speak about, in profile order. */
export function interestVoicesOf(
  interests: readonly string[],
): Array<{ topic: TopicId; label: string; voice: InterestVoice }> {
  return interests.flatMap((interest) => {
    const topic = topicOfInterest(interest);
    const voice = topic && INTEREST_VOICES[topic];
    return topic && voice ? [{ topic, label: TOPICS[topic].label, voice }] : [];
  });
}
