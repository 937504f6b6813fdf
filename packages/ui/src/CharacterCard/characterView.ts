/**
 * A character as the screens show it: the app maps the API's character (section 3 of the
 * specification: defaults, lower-cased gender, location joined into text) before handing it over.
 * Each screen takes only the fields it shows. Fields a stored character may lack are optional.
 */
export type CharacterView = {
  id: string;
  name: string;
  age?: number;
  /** Lower-case, e.g. 'female'. */
  gender: string;
  /** Ready to show, e.g. 'Barcelona, Catalonia, Spain' or 'Unknown'. */
  location: string;
  bio: string;
  /** Empty when the character has no picture: the fallback portrait shows instead. */
  profileImageUrl: string;
  personality: string[];
  interests: string[];
  backgroundStory?: string;
  flawsAndFears?: string;
  dreamsAndGoals?: string;
  images?: string[];
  verified: boolean;
};

/** A character in a grid: the dashboard's featured mosaic and the character list. */
export type CharacterCardView = Pick<CharacterView, 'id' | 'name' | 'bio' | 'profileImageUrl'>;
