import vampireArt from '../assets/fantasy-vampire.svg';
import witchArt from '../assets/fantasy-witch.svg';

export type FantasyCharacter = { kind: string; name: string; bio: string; imageUrl: string };

/** The two locked previews of the Fantasy realm shown on the dashboard. */
export const fantasyCharacters: readonly FantasyCharacter[] = [
  {
    kind: 'Vampire',
    name: 'Lucien Noctis',
    bio: 'Four centuries of moonlit balls and quiet regrets. He collects stories the way others collect rare wine.',
    imageUrl: vampireArt,
  },
  {
    kind: 'Witch',
    name: 'Morwenna Vale',
    bio: 'A hedge witch who brews storm tea, reads fortunes in candle smoke and never forgets a kindness.',
    imageUrl: witchArt,
  },
];
