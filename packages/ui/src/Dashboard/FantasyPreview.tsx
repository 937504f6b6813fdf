import { LockOverlay } from '../LockOverlay';
import * as styles from './FantasyPreview.css';
import { fantasyCharacters } from './fantasyCharacters';

/** Two characters of the Fantasy realm, shown but locked until it opens. */
export function FantasyPreview() {
  return (
    <ul className={styles.list}>
      {fantasyCharacters.map((character) => (
        <li key={character.kind}>
          <LockOverlay label="Coming soon">
            <article className={styles.card}>
              <img src={character.imageUrl} alt="" className={styles.image} loading="lazy" />
              <div className={styles.text}>
                <p className={styles.kind}>{character.kind}</p>
                <h3 className={styles.name}>{character.name}</h3>
                <p className={styles.bio}>{character.bio}</p>
              </div>
            </article>
          </LockOverlay>
        </li>
      ))}
    </ul>
  );
}
