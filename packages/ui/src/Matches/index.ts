export {
  type MatchCardView,
  Matches,
  type MatchesProps,
  type MatchesTab,
  matchesStatuses,
  matchesTabs,
  matchesTexts,
} from './Matches';
export { cardsPerRow } from './matchRows';
