/** The route table of the product specification (section 2). */

export type RouteAccess = 'public' | 'incompleteProfile' | 'completeProfile';

export const paths = {
  landing: '/',
  auth: '/auth',
  waitlist: '/waitlist',
  about: '/about',
  product: '/product',
  team: '/team',
  privacy: '/privacy',
  terms: '/terms',
  createProfile: '/create-profile',
  dashboard: '/dashboard',
  characters: '/characters',
  character: '/characters/:id',
  createCharacter: '/characters/create',
  storyMode: '/story-mode',
  vip: '/vip',
  account: '/account',
  settings: '/settings',
  characterCreation: '/character-creation',
  matches: '/matches',
  browse: '/browse',
  messages: '/messages',
  conversation: '/messages/:id',
  /** What the character of a conversation remembers about the user. */
  conversationMemory: '/messages/:id/memory',
} as const;

export type RouteName = keyof typeof paths;

export const routeAccess: Record<RouteName, RouteAccess> = {
  landing: 'public',
  auth: 'public',
  waitlist: 'public',
  about: 'public',
  product: 'public',
  team: 'public',
  privacy: 'public',
  terms: 'public',
  createProfile: 'incompleteProfile',
  dashboard: 'completeProfile',
  characters: 'completeProfile',
  character: 'completeProfile',
  createCharacter: 'completeProfile',
  storyMode: 'completeProfile',
  vip: 'completeProfile',
  account: 'completeProfile',
  settings: 'completeProfile',
  characterCreation: 'completeProfile',
  matches: 'completeProfile',
  browse: 'completeProfile',
  messages: 'completeProfile',
  conversation: 'completeProfile',
  conversationMemory: 'completeProfile',
};

/** The routes that show a coming-soon placeholder (title, message, Go Back). */
export const placeholderRoutes = [
  'createCharacter',
  'storyMode',
  'vip',
  'characterCreation',
] as const satisfies readonly RouteName[];

export const characterPath = (id: string) => `/characters/${encodeURIComponent(id)}`;
export const conversationPath = (id: string) => `/messages/${encodeURIComponent(id)}`;
export const conversationMemoryPath = (id: string) => `${conversationPath(id)}/memory`;
