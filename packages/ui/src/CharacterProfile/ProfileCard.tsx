import { useId } from 'react';
import { Button, IconButton } from '../Button';
import { Portrait } from '../CharacterCard';
import { HeartIcon, MailIcon, MapPinIcon } from '../icons';
import type { CharacterProfileView } from './characterProfileView';
import * as styles from './ProfileCard.css';

/** Shown when the character lists no personality trait. */
export const DEFAULT_TRAIT = 'Charismatic';

export type ProfileCardProps = {
  character: CharacterProfileView;
  liked: boolean;
  matched: boolean;
  /** The character answered the user's like Blocked: the Message button stays disabled and says why. */
  blocked?: boolean;
  likePending?: boolean;
  onLike: () => void;
  onMessage: () => void;
};

/** Who the character is at a glance, and what the user can do: like them, then write to them. */
export function ProfileCard({
  character,
  liked,
  matched,
  blocked = false,
  likePending = false,
  onLike,
  onMessage,
}: ProfileCardProps) {
  const hintId = useId();
  const canMessage = (liked || matched) && !blocked;
  const facts = [
    { label: 'Age', value: character.age },
    { label: 'Gender', value: character.gender },
    { label: 'Personality', value: character.personality[0] ?? DEFAULT_TRAIT },
  ].filter((fact) => fact.value !== undefined && fact.value !== '');

  return (
    <article className={styles.card}>
      <div className={styles.pictureFrame}>
        <Portrait
          src={character.profileImageUrl}
          alt={`Portrait of ${character.name}`}
          className={styles.portrait}
          loading="eager"
        />
        {/* A character that answered Blocked is no match, whatever an older answer said. */}
        {matched && !blocked && (
          <span className={styles.matchBadge}>
            <HeartIcon size="small" />
            Match
          </span>
        )}
      </div>

      <div className={styles.body}>
        <header className={styles.header}>
          <h1 className={styles.name}>{character.name}</h1>
          <p className={styles.location}>
            <MapPinIcon size="small" />
            {character.location}
          </p>
        </header>

        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt className={styles.factLabel}>{fact.label}</dt>
              <dd className={styles.factValue}>{fact.value}</dd>
            </div>
          ))}
        </dl>

        <div className={styles.actions}>
          <Button
            fullWidth
            icon={<MailIcon size="small" />}
            disabled={!canMessage}
            aria-describedby={canMessage ? undefined : hintId}
            onClick={onMessage}
          >
            Message
          </Button>
          {!liked && (
            <IconButton
              label={`Like ${character.name}`}
              tone="rose"
              icon={<HeartIcon />}
              pending={likePending}
              onClick={onLike}
            />
          )}
        </div>
        {!canMessage && (
          <p id={hintId} className={styles.hint}>
            {blocked
              ? `${character.name} is not available to chat with you.`
              : `Like ${character.name} to start a conversation.`}
          </p>
        )}
      </div>
    </article>
  );
}
