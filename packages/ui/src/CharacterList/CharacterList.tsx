import { characterPath } from '@kindred/contract';
import { useId, useState } from 'react';
import { CharacterCard, CharacterCardSkeleton, type CharacterCardView } from '../CharacterCard';
import { FantasyPreview } from '../Dashboard/FantasyPreview';
import { ScreenState } from '../ScreenState';
import { SegmentedTabs, TabPanel } from '../SegmentedTabs';
import { visuallyHidden } from '../theme/utilities.css';
import * as styles from './CharacterList.css';

export const characterListModes = ['normal', 'fantasy'] as const;
export const characterListStatuses = ['loading', 'ready', 'failed'] as const;

export type CharacterListMode = (typeof characterListModes)[number];

export type CharacterListProps = {
  characters: readonly CharacterCardView[];
  status: (typeof characterListStatuses)[number];
  /** Retry on the failed list. */
  onRetry: () => void;
  /** The toggle's first position. */
  initialMode?: CharacterListMode;
  onModeChange?: (mode: CharacterListMode) => void;
};

const modeOptions = [
  { value: 'normal', label: 'Normal' },
  { value: 'fantasy', label: 'Fantasy' },
] as const;

const headings: Record<CharacterListMode, { title: string; lede: string }> = {
  normal: { title: 'Real Connections', lede: 'Characters with real-world lives, stories and opinions of their own.' },
  fantasy: { title: 'Fantasy Realm', lede: 'Vampires, witches and legends, waiting beyond the veil.' },
};

/** Placeholders that keep the grid's shape while the first page loads. */
const LOADING_PLACEHOLDERS = 8;

/** Every character, as a grid of portraits; a toggle switches to the (coming) Fantasy realm. */
export function CharacterList({
  characters,
  status,
  onRetry,
  initialMode = 'normal',
  onModeChange,
}: CharacterListProps) {
  const [mode, setMode] = useState(initialMode);
  const tabsId = useId();
  const changeMode = (next: CharacterListMode) => {
    setMode(next);
    onModeChange?.(next);
  };

  return (
    <main className={styles.root}>
      <header className={styles.header}>
        <div className={styles.intro}>
          <p className={styles.eyebrow({ mode })}>Characters</p>
          <h1 className={styles.title}>{headings[mode].title}</h1>
          <p className={styles.lede}>{headings[mode].lede}</p>
        </div>
        <SegmentedTabs
          label="Character type"
          options={modeOptions}
          value={mode}
          onChange={changeMode}
          idPrefix={tabsId}
        />
      </header>

      <TabPanel idPrefix={tabsId} value={mode} className={styles.panel}>
        {mode === 'fantasy' ? (
          <div className={styles.fantasy}>
            <ScreenState
              kind="comingSoon"
              size="section"
              title="Fantasy Characters Coming Soon!"
              message="Vampires, witches and other legends are on their way."
            />
            <FantasyPreview />
          </div>
        ) : (
          <NormalCharacters characters={characters} status={status} onRetry={onRetry} />
        )}
      </TabPanel>
    </main>
  );
}

function NormalCharacters({ characters, status, onRetry }: Omit<CharacterListProps, 'initialMode'>) {
  if (status === 'loading') {
    return (
      <div role="status">
        <span className={visuallyHidden}>Loading characters…</span>
        <div className={styles.grid}>
          {Array.from({ length: LOADING_PLACEHOLDERS }, (_, slot) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
            <CharacterCardSkeleton key={slot} />
          ))}
        </div>
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <ScreenState
        kind="error"
        size="section"
        title="Failed to load characters. Please try again later."
        onRetry={onRetry}
      />
    );
  }
  if (characters.length === 0) {
    return (
      <ScreenState
        kind="empty"
        size="section"
        title="No characters yet."
        message="New characters arrive all the time. Check back soon."
      />
    );
  }
  return (
    <ul className={styles.grid}>
      {characters.map((character, position) => (
        <li key={character.id}>
          <CharacterCard
            name={character.name}
            imageUrl={character.profileImageUrl}
            bio={character.bio}
            priority={position < LOADING_PLACEHOLDERS}
            headingLevel={2}
            href={characterPath(character.id)}
          />
        </li>
      ))}
    </ul>
  );
}
