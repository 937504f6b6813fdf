export { Browse, type BrowseProps, browseStatuses, browseTexts, type DeckFeedbackView } from './Browse';
export type { DeckCardView } from './deckCardView';
export { SWIPE_THRESHOLD_PX } from './useSwipe';
