export { Browse, type BrowseProps, browseStatuses } from './Browse';
export type { DeckCardView } from './deckCardView';
export { SWIPE_THRESHOLD_PX } from './useSwipe';
