import {
  type Character,
  type CharacterLocation,
  DEFAULT_CHARACTER_AGE_RANGE,
  DEFAULT_CHARACTER_GENDER,
  GALLERY_PLACEHOLDER_IMAGES,
  type LikeResponse,
} from '@kindred/contract';

/** A character as the server may send it: any field can be missing, and the id may be either one. */
export type CharacterInput = Partial<Omit<Character, 'location'>> & { location?: Character['location'] | null };

/** A character with the local defaults of the browse mapping (spec section 3) filled in. */
export interface CharacterView extends Omit<CharacterInput, 'id' | 'gender' | 'location' | 'interests'> {
  id: string;
  name: string;
  bio: string;
  personality: string[];
  interests: string[];
  avatar: string;
  profileImageUrl: string;
  location: string | CharacterLocation;
  gender: string;
  occupation: string;
  communicationStyle: string;
  relationshipType: string;
  ageRangeMin: number;
  ageRangeMax: number;
  verified: boolean;
}

const withDefaults = (character: CharacterInput): Omit<CharacterView, 'verified'> => {
  const id = character._id ?? character.id ?? '';
  const image = character.profileImageUrl ?? '';
  return {
    ...character,
    id,
    name: character.name ?? '',
    bio: character.bio ?? '',
    personality: character.personalityTraits ?? [],
    interests: character.interests ?? [],
    avatar: image,
    profileImageUrl: image,
    location: character.location ?? { country: 'Unknown' },
    gender: (character.gender ?? DEFAULT_CHARACTER_GENDER).toLowerCase(),
    occupation: 'Not specified',
    communicationStyle: 'average',
    relationshipType: 'casual',
    ageRangeMin: DEFAULT_CHARACTER_AGE_RANGE.min,
    ageRangeMax: DEFAULT_CHARACTER_AGE_RANGE.max,
  };
};

/** The browse mapping: verified is true when the id has an even number of characters. */
export const toDeckCard = (character: CharacterInput): CharacterView => {
  const card = withDefaults(character);
  return { ...card, verified: card.id.length % 2 === 0 };
};

/** The profile view uses the same defaults, but never shows a character as verified. */
export const toProfileView = (character: CharacterInput): CharacterView => ({
  ...withDefaults(character),
  verified: false,
});

/** Location text as is; an object as its present parts joined by commas; else 'Unknown'. */
export const formatLocation = (location: string | Partial<CharacterLocation> | null | undefined): string => {
  if (typeof location === 'string') return location.trim() === '' ? 'Unknown' : location;
  const parts = [location?.city, location?.state, location?.country].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(', ') : 'Unknown';
};

/** A like makes a match unless the answer has no relationship or a blocked one. */
export const isMatch = (response: Partial<LikeResponse> | null | undefined): boolean => {
  const type = response?.relationship?.type;
  return type !== undefined && type !== 'Blocked';
};

/** The character will not chat with the user, whom it answered Blocked. */
export const isBlocked = (response: Partial<LikeResponse> | null | undefined): boolean =>
  response?.relationship?.type === 'Blocked';

/** The gallery shows the character's images, or the placeholder set when there are none. */
export const galleryLength = (character: Pick<CharacterInput, 'images'>) =>
  character.images && character.images.length > 0 ? character.images.length : GALLERY_PLACEHOLDER_IMAGES;
