import { type Character, characterPath } from '@kindred/contract';
import { IconButton } from '../Button';
import { CharacterAvatar } from '../ConversationList';
import { ArrowLeftIcon, SparkleIcon } from '../icons';
import { useLinkComponent } from '../TextLink';
import * as styles from './ChatHeader.css';

/** What the chat shows of its character; a character and a conversation summary both fit. */
export type ChatPartner = Pick<Character, '_id' | 'name' | 'profileImageUrl'>;

export type ChatHeaderProps = {
  character: ChatPartner;
  /** Names the chat after its character. */
  headingId: string;
  /** Back to the conversation list; the button shows on phones only, where one pane shows at a time. */
  onBack?: () => void;
  /** What the character remembers about the user: a link to it at the end of the header. */
  memoryHref?: string;
};

/** What the header says besides the character's name. */
export const chatHeaderTexts = { viewProfile: 'View profile', memory: 'Memory' } as const;

export function ChatHeader({ character, headingId, onBack, memoryHref }: ChatHeaderProps) {
  const LinkComponent = useLinkComponent();
  return (
    <header className={styles.header}>
      {onBack && (
        <div className={styles.back}>
          <IconButton label="Back to conversations" icon={<ArrowLeftIcon />} onClick={onBack} />
        </div>
      )}
      <LinkComponent href={characterPath(character._id)} className={styles.identity}>
        <CharacterAvatar name={character.name} imageUrl={character.profileImageUrl} />
        <div className={styles.names}>
          <h2 id={headingId} className={styles.name}>
            {character.name}
          </h2>
          <span className={styles.hint}>{chatHeaderTexts.viewProfile}</span>
        </div>
      </LinkComponent>
      {memoryHref && (
        <LinkComponent href={memoryHref} className={styles.memory}>
          <SparkleIcon size="small" />
          <span className={styles.memoryLabel}>{chatHeaderTexts.memory}</span>
        </LinkComponent>
      )}
    </header>
  );
}
