import { useId } from 'react';
import { Button } from '../Button';
import { ArrowLeftIcon } from '../icons';
import { ScreenState } from '../ScreenState';
import { SegmentedTabs, TabPanel } from '../SegmentedTabs';
import { AboutPanel } from './AboutPanel';
import * as styles from './CharacterProfile.css';
import type { CharacterProfileView } from './characterProfileView';
import { GalleryPanel } from './GalleryPanel';
import { galleryImages } from './galleryImages';
import { InstagramCarousel } from './InstagramCarousel';
import { InterestsPanel } from './InterestsPanel';
import { Lightbox } from './Lightbox';
import { ProfileCard } from './ProfileCard';

export const profileTabs = ['about', 'interests', 'gallery'] as const;
export const characterProfileStatuses = ['loading', 'failed', 'notFound', 'ready'] as const;

export type ProfileTab = (typeof profileTabs)[number];

export type CharacterProfileProps = {
  status: (typeof characterProfileStatuses)[number];
  /** Present once loaded; without it a ready profile counts as not found. */
  character: CharacterProfileView | null;
  liked: boolean;
  matched: boolean;
  /** The character answered the user's like Blocked: the profile says they are not available to chat. */
  blocked?: boolean;
  /** A like is being sent. */
  likePending?: boolean;
  tab: ProfileTab;
  showMore: boolean;
  /** The picture open in the lightbox, or null when it is closed. */
  lightboxIndex: number | null;
  onLike: () => void;
  onMessage: () => void;
  onTabChange: (tab: ProfileTab) => void;
  onToggleShowMore: () => void;
  onOpenImage: (index: number) => void;
  onCloseLightbox: () => void;
  onPreviousImage: () => void;
  onNextImage: () => void;
  onSelectImage: (index: number) => void;
  /** Retry after a failed load. */
  onRetry: () => void;
  /** 'Go Back' after a failed load. */
  onBack: () => void;
  /** 'Discover Other Characters' when there is no such character. */
  onDiscoverOthers: () => void;
};

const tabOptions = [
  { value: 'about', label: 'About' },
  { value: 'interests', label: 'Interests' },
  { value: 'gallery', label: 'Gallery' },
] as const;

/** A character's profile: who they are, what they love, their pictures, and the way to them. */
export function CharacterProfile(props: CharacterProfileProps) {
  const { status, character } = props;
  if (status === 'loading') return <ScreenState kind="loading" title="Loading..." />;
  if (status === 'failed') {
    return (
      <ScreenState
        kind="error"
        title="Failed to load character"
        onRetry={props.onRetry}
        action={
          <Button variant="secondary" icon={<ArrowLeftIcon size="small" />} onClick={props.onBack}>
            Go Back
          </Button>
        }
      />
    );
  }
  if (status === 'notFound' || !character) {
    return (
      <ScreenState
        kind="notFound"
        title="Character Not Found"
        message="This love story hasn't been written yet..."
        action={<Button onClick={props.onDiscoverOthers}>Discover Other Characters</Button>}
      />
    );
  }
  return <LoadedProfile {...props} character={character} />;
}

function LoadedProfile({
  character,
  liked,
  matched,
  blocked,
  likePending,
  tab,
  showMore,
  lightboxIndex,
  onLike,
  onMessage,
  onTabChange,
  onToggleShowMore,
  onOpenImage,
  onCloseLightbox,
  onPreviousImage,
  onNextImage,
  onSelectImage,
}: CharacterProfileProps & { character: CharacterProfileView }) {
  const tabsId = useId();
  const images = galleryImages(character.name, character.images);

  return (
    <main className={styles.root}>
      <div className={styles.aside}>
        <ProfileCard
          character={character}
          liked={liked}
          matched={matched}
          blocked={blocked}
          likePending={likePending}
          onLike={onLike}
          onMessage={onMessage}
        />
      </div>

      <div className={styles.content}>
        <div className={styles.tabs}>
          <SegmentedTabs
            label={`About ${character.name}`}
            variant="underline"
            options={tabOptions}
            value={tab}
            onChange={onTabChange}
            idPrefix={tabsId}
          />
          <TabPanel idPrefix={tabsId} value={tab} className={styles.panel}>
            {tab === 'about' && (
              <AboutPanel character={character} showMore={showMore} onToggleShowMore={onToggleShowMore} />
            )}
            {tab === 'interests' && <InterestsPanel interests={character.interests} />}
            {tab === 'gallery' && (
              <GalleryPanel images={images} placeholders={!character.images?.length} onOpenImage={onOpenImage} />
            )}
          </TabPanel>
        </div>

        <InstagramCarousel />
      </div>

      {lightboxIndex !== null && (
        <Lightbox
          images={images}
          index={lightboxIndex}
          label={`${character.name}'s gallery`}
          onClose={onCloseLightbox}
          onPrevious={onPreviousImage}
          onNext={onNextImage}
          onSelect={onSelectImage}
        />
      )}
    </main>
  );
}
