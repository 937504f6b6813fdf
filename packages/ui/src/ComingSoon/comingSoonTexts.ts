import { BRAND_NAME, type placeholderRoutes } from '@kindred/contract';

type PlaceholderRoute = (typeof placeholderRoutes)[number];

/** What each placeholder screen of the route table announces. */
export const comingSoonTexts: Record<PlaceholderRoute, { title: string; message: string }> = {
  createCharacter: {
    title: 'Create a Character',
    message:
      'Design a companion from the ground up: their look, their story and the way they talk. Character creation is on its way.',
  },
  storyMode: {
    title: 'Story Mode',
    message: 'Step into interactive stories with the characters you love, where every choice you make shapes the plot.',
  },
  vip: {
    title: 'VIP Access',
    message: `Priority access to new characters and features, and more from every conversation. ${BRAND_NAME} VIP is coming soon.`,
  },
  characterCreation: {
    title: 'Character Creation',
    message:
      'Shape personalities, backstories and voices for characters of your own. We are putting the finishing touches on it.',
  },
};
