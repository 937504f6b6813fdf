import { characterPath } from '@kindred/contract';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId } from 'react';
import { Button } from '../Button';
import { CharacterCard, CharacterCardSkeleton, type CharacterView } from '../CharacterCard';
import { ArrowLeftIcon } from '../icons';
import { ScreenState } from '../ScreenState';
import { SegmentedTabs, TabPanel } from '../SegmentedTabs';
import { visuallyHidden } from '../theme/utilities.css';
import * as styles from './Matches.css';
import { cardsPerRow } from './matchRows';

export const matchesTabs = ['matched', 'rejected'] as const;
export const matchesStatuses = ['loading', 'ready', 'failed'] as const;

export type MatchesTab = (typeof matchesTabs)[number];

/** A character in the matched or rejected grid. */
export type MatchCardView = Pick<CharacterView, 'id' | 'name' | 'age' | 'gender' | 'profileImageUrl'>;

export type MatchesProps = {
  tab: MatchesTab;
  /** Liked characters that chat with the user. */
  matched: readonly MatchCardView[];
  /** Liked characters that answered Blocked: not matches, listed apart under Matched. */
  unavailable?: readonly MatchCardView[];
  /** Disliked characters. */
  rejected: readonly MatchCardView[];
  status: (typeof matchesStatuses)[number];
  onTabChange: (tab: MatchesTab) => void;
  /** Retry after a failed load. */
  onRetry: () => void;
  /** 'Go Back' after a failed load. */
  onBack: () => void;
  /** Offered when a tab is empty. */
  onDiscover?: () => void;
};

const texts: Record<MatchesTab, { title: string; lede: string; empty: string }> = {
  matched: { title: 'Connections', lede: 'Everyone you said yes to.', empty: 'No matches yet.' },
  rejected: {
    title: 'Archived',
    lede: 'The ones you passed on, in case you change your mind.',
    empty: 'No rejections yet.',
  },
};

export const matchesTexts = {
  failedTitle: "Couldn't load your matches.",
  failedMessage: 'Check your connection. Kindred keeps trying by itself.',
  unavailableTitle: 'Not available to chat',
  unavailableLede: 'You liked them, but your age is outside the ages they talk with: they are not matches.',
} as const;

const profileUnit = { one: 'profile', other: 'profiles' };

const metaOf = (character: MatchCardView) =>
  [character.age, character.gender].filter((part) => part !== undefined).join(' · ');

const spanOf = (cardsInRow: number) => assignInlineVars({ [styles.span]: String(styles.GRID_COLUMNS / cardsInRow) });

/** Placeholders in the grid's own rhythm: a row of three and a row of four. */
const LOADING_PLACEHOLDERS = 7;

/** The characters the user liked and rejected, in rows of three and four. */
export function Matches({
  tab,
  matched,
  unavailable = [],
  rejected,
  status,
  onTabChange,
  onRetry,
  onBack,
  onDiscover,
}: MatchesProps) {
  const tabsId = useId();
  const loaded = status === 'ready';
  const options = [
    { value: 'matched', label: 'Matched', count: loaded ? matched.length : undefined },
    { value: 'rejected', label: 'Rejected', count: loaded ? rejected.length : undefined },
  ] as const;

  if (status === 'failed') {
    return (
      <ScreenState
        kind="error"
        title={matchesTexts.failedTitle}
        message={matchesTexts.failedMessage}
        onRetry={onRetry}
        action={
          <Button variant="secondary" icon={<ArrowLeftIcon size="small" />} onClick={onBack}>
            Go Back
          </Button>
        }
      />
    );
  }

  const characters = tab === 'matched' ? matched : rejected;
  return (
    <main className={styles.root}>
      <header className={styles.header}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>Matches</p>
          <h1 className={styles.title}>{texts[tab].title}</h1>
          <p className={styles.lede}>{texts[tab].lede}</p>
        </div>
        <SegmentedTabs
          label="Matches"
          options={options}
          value={tab}
          onChange={onTabChange}
          idPrefix={tabsId}
          countUnit={profileUnit}
        />
      </header>

      <TabPanel idPrefix={tabsId} value={tab} className={styles.panel}>
        {status === 'loading' ? (
          <div role="status">
            <span className={visuallyHidden}>Loading connections…</span>
            <div className={styles.grid}>
              {cardsPerRow(LOADING_PLACEHOLDERS).map((perRow, slot) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their position
                <div key={slot} className={styles.cell} style={spanOf(perRow)}>
                  <CharacterCardSkeleton />
                </div>
              ))}
            </div>
          </div>
        ) : (
          <>
            {characters.length === 0 ? (
              <ScreenState
                kind="empty"
                size="section"
                title={texts[tab].empty}
                action={onDiscover && <Button onClick={onDiscover}>Start Matching</Button>}
              />
            ) : (
              <CardGrid characters={characters} />
            )}
            {tab === 'matched' && unavailable.length > 0 && (
              <section className={styles.unavailable} aria-labelledby={`${tabsId}-unavailable`}>
                <h2 id={`${tabsId}-unavailable`} className={styles.unavailableTitle}>
                  {matchesTexts.unavailableTitle}
                </h2>
                <p className={styles.lede}>{matchesTexts.unavailableLede}</p>
                <CardGrid characters={unavailable} headingLevel={3} />
              </section>
            )}
          </>
        )}
      </TabPanel>
    </main>
  );
}

/** Cards in rows of three and four where they fit; two a row on a phone. */
function CardGrid({ characters, headingLevel = 2 }: { characters: readonly MatchCardView[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className={styles.grid}>
      {cardsPerRow(characters.length).map((perRow, position) => {
        const character = characters[position];
        if (!character) return null;
        return (
          <li key={character.id} className={styles.cell} style={spanOf(perRow)}>
            <CharacterCard
              name={character.name}
              imageUrl={character.profileImageUrl}
              meta={metaOf(character)}
              size="compact"
              headingLevel={headingLevel}
              href={characterPath(character.id)}
            />
          </li>
        );
      })}
    </ul>
  );
}
