export {
  type MatchCardView,
  Matches,
  type MatchesProps,
  type MatchesTab,
  matchesStatuses,
  matchesTabs,
} from './Matches';
export { cardsPerRow } from './matchRows';
