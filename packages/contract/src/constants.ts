/** Business constants and limits of the product specification (section 9). */

export const PASSWORD_MIN_LENGTH = 6;
/** Upper bound that keeps hashing cheap and bounded (OWASP ASVS 5: at least 64 allowed). */
export const PASSWORD_MAX_LENGTH = 128;

/** Machine-readable `code`s of error answers, for cases a client acts on rather than only shows. */
export const errorCodes = {
  /** The password was right but the address is not verified yet: the client asks for the emailed code. */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
} as const;
export const OTP_LENGTH = 6;
export const INVITATION_CODE_MIN_LENGTH = 1;
export const MINIMUM_AGE = 13;
export const MAXIMUM_AGE = 120;
export const DEFAULT_PROFILE_AGE = 18;
export const DEFAULT_CHARACTER_AGE_RANGE = { min: 18, max: 99 } as const;
export const DEFAULT_CHARACTER_GENDER = 'other';
export const DEFAULT_PROFILE_GENDER = 'prefer-not-to-say';
export const PROFILE_GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;

export const FIRST_PAGE = 1;
export const CHARACTERS_PAGE_SIZE = 20;
export const CHARACTERS_SCREEN_LIMIT = 50;
export const FEATURED_CHARACTERS = 3;
export const FEATURED_BIO_CUT = 120;
export const DISCOVER_PAGE_SIZE = 10;
export const INTERACTIONS_PAGE_SIZE = 100;

export const CONVERSATION_LIST_PAGE_SIZE = 10;
export const CONVERSATION_LIST_REFRESH_MS = 6_000;
export const CONVERSATION_SCROLL_THRESHOLD_PX = 50;
export const PREVIEW_CUT = 35;
export const PREVIEW_ELLIPSIS = '...';

export const CHAT_HISTORY_PAGE_SIZE = 50;
export const CHAT_POLL_PAGE_SIZE = 10;
export const CHAT_POLL_INTERVAL_MS = 5_000;
export const CHAT_AUTO_SCROLL_THRESHOLD_PX = 120;
export const CHAT_MESSAGE_MAX_LENGTH = 4_000;

export const MATCHES_GRID_ROWS = [3, 4] as const;
export const GALLERY_PLACEHOLDER_IMAGES = 6;
export const CAROUSEL_SCROLL_STEP_PX = 380;
export const CAROUSEL_EDGE_THRESHOLD_PX = 10;
export const GOOGLE_POPUP_SIZE = { width: 500, height: 600 } as const;
export const FETCHED_DATA_FRESH_MS = 5 * 60_000;

export const TOKEN_STORAGE_KEYS = { accessToken: 'accessToken', refreshToken: 'refreshToken' } as const;

/** The API is mounted under this prefix on the server; the client's default base URL. */
export const API_PREFIX = '/api';

/**
 * Where the site facts are served below the API prefix. Here rather than beside their schema so the
 * public pages can ask for them without loading zod, which that module's schemas bring along.
 */
export const SITE_PATH = '/site';

/** Raised when a chat answer carries no reply text (spec sections 5 and 8); logged, never shown. */
export const INVALID_CHAT_RESPONSE = 'Invalid chat response';
