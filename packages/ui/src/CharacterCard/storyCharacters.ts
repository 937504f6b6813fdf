/*
 * Characters for stories: the contract's fixtures as the screens receive them, with pictures.
 * The fixtures' image URLs are served by the API only, so stories borrow the art the API's
 * generator drew for its seeded characters (an asset import: no server code comes along).
 */
import type { Character } from '@kindred/contract';
import { characters } from '@kindred/contract/fixtures';
import type { CharacterView } from './characterView';

const art = import.meta.glob<string>('../../../../apps/api/assets/characters/*/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** Which seeded character's art each fixture wears. */
const artFor: Record<string, string> = {
  'ava-moreno': 'valeria-ortiz',
  'kai-nakamura': 'lorenzo-bianchi',
  'lena-fischer': 'mia-hoffmann',
  'marcus-bell': 'malik-johnson',
  'noor-haddad': 'noor-haddad',
  'theo-laurent': 'mathis-favre',
  'sofia-rossi': 'sofia-quintero',
  'rowan-ellis': 'rowan-ellis',
  'priya-raman': 'priya-raman',
  'mateo-silva': 'rafael-oliveira',
  'elin-johansson': 'freya-nilsen',
  'jonah-okafor': 'yusuf-adeyemi',
};

function picturesOf(slug: string | undefined) {
  const files = Object.entries(art).filter(([path]) => slug && path.includes(`/characters/${slug}/`));
  const isPortrait = ([path]: [string, string]) => path.endsWith('/portrait.svg');
  return {
    portrait: files.find(isPortrait)?.[1] ?? '',
    scenes: files.filter((file) => !isPortrait(file)).map(([, url]) => url),
  };
}

const locationText = (location: Character['location']) =>
  typeof location === 'string'
    ? location
    : [location.city, location.state, location.country].filter((part) => part).join(', ');

/** A fixture as the app hands it to a screen; its pictures are stand-ins that load in Storybook. */
function toStoryView(character: Character): CharacterView {
  const pictures = picturesOf(artFor[character.id]);
  return {
    id: character.id,
    name: character.name,
    age: character.age,
    gender: character.gender.toLowerCase(),
    location: locationText(character.location),
    bio: character.bio,
    profileImageUrl: character.profileImageUrl && pictures.portrait,
    personality: character.personalityTraits,
    interests: character.interests,
    backgroundStory: character.backgroundStory,
    flawsAndFears: character.flawsAndFears,
    dreamsAndGoals: character.dreamsAndGoals,
    images: character.images.length > 0 ? pictures.scenes : [],
    verified: character.id.length % 2 === 0,
  };
}

export const storyCharacters: CharacterView[] = characters.map(toStoryView);

const byId = (id: string) => {
  const found = storyCharacters.find((character) => character.id === id);
  if (!found) throw new Error(`No story character ${id}`);
  return found;
};

export const storyAva = byId('ava-moreno');
export const storyKai = byId('kai-nakamura');
export const storyNoor = byId('noor-haddad');
export const storySofia = byId('sofia-rossi');
/** No traits, no interests, no pictures at all. */
export const storyRowan = byId('rowan-ellis');

/** The same characters with their real URLs, which do not resolve outside the app: fallbacks show. */
export const storyCharactersWithBrokenImages: CharacterView[] = characters.map((character) => ({
  ...toStoryView(character),
  profileImageUrl: character.profileImageUrl,
  images: character.images,
}));
