import { useEffect, useId, useRef, useState } from 'react';
import heroMp4 from '../assets/hero.mp4';
import heroWebm from '../assets/hero.webm';
import heroPoster from '../assets/hero-poster.jpg';
import { IconButton } from '../Button';
import { PauseIcon, PlayIcon } from './dashboardIcons';
import * as styles from './Hero.css';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** The dashboard's opening: a muted, looping video behind the headline. */
export function Hero() {
  const reducedMotion = usePrefersReducedMotion();
  // Until the person presses the button, motion follows their system setting.
  const [choice, setChoice] = useState<'playing' | 'paused' | null>(null);
  const playing = choice ? choice === 'playing' : !reducedMotion;
  const videoRef = useRef<HTMLVideoElement>(null);
  const titleId = useId();

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (playing) {
      // Browsers may refuse even a muted autoplay (battery saver); the poster then stays.
      video.play().catch(() => setChoice('paused'));
    } else {
      video.pause();
    }
  }, [playing]);

  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <video
        ref={videoRef}
        className={styles.video}
        poster={heroPoster}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
        tabIndex={-1}
      >
        <source src={heroWebm} type="video/webm" />
        <source src={heroMp4} type="video/mp4" />
      </video>
      <div className={styles.content}>
        <p className={styles.eyebrow}>Welcome back</p>
        <h1 id={titleId} className={styles.headline}>
          Your Adventure Awaits
        </h1>
        <p className={styles.lede}>Meet someone new, pick up where you left off, or step into a story.</p>
      </div>
      <div className={styles.control}>
        <IconButton
          label={playing ? 'Pause background video' : 'Play background video'}
          icon={playing ? <PauseIcon size="small" /> : <PlayIcon size="small" />}
          onClick={() => setChoice(playing ? 'paused' : 'playing')}
        />
      </div>
    </section>
  );
}
