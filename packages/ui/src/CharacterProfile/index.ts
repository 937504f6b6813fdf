export {
  CharacterProfile,
  type CharacterProfileProps,
  characterProfileStatuses,
  type ProfileTab,
  profileTabs,
} from './CharacterProfile';
export { carouselEdges, type ScrollMetrics } from './carouselEdges';
export type { CharacterProfileView } from './characterProfileView';
export { InstagramCarousel, type InstagramCarouselProps } from './InstagramCarousel';
export { interestIcon } from './interestIcons';
export { Lightbox, type LightboxProps } from './Lightbox';
export { DEFAULT_TRAIT, ProfileCard, type ProfileCardProps } from './ProfileCard';
