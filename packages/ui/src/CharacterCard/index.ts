export {
  CharacterCard,
  type CharacterCardProps,
  characterCardLayouts,
  characterCardSizes,
} from './CharacterCard';
export { CharacterCardSkeleton, type CharacterCardSkeletonProps } from './CharacterCardSkeleton';
export type { CharacterCardView, CharacterView } from './characterView';
export { fallbackPortrait, Portrait, type PortraitProps } from './Portrait';
