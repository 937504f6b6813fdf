import type { SocialLink } from '@kindred/contract';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import landingBackground from '../assets/landing-background.svg';
import { Button } from '../Button';
import { ArrowUpRightIcon } from '../icons';
import { SiteFooter } from '../SiteFooter';
import { TextLink } from '../TextLink';
import { Wordmark } from '../Wordmark';
import * as styles from './Landing.css';

export type LandingProps = {
  /** The authentication form; it stays unmounted until the visitor asks to get started. */
  authForm: ReactNode;
  /** The operator's first social profile, linked at the bottom right; none is shown when the operator set none. */
  socialProfile?: SocialLink;
  /** Opens with the form showing, as on /auth. */
  initiallyRevealed?: boolean;
  onGetStarted?: () => void;
};

export function Landing({ authForm, socialProfile, initiallyRevealed = false, onGetStarted }: LandingProps) {
  const [revealed, setRevealed] = useState(initiallyRevealed);
  const [revealedByVisitor, setRevealedByVisitor] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);

  // Keyboard and screen-reader users continue where the form appeared, not at the vanished button.
  useEffect(() => {
    if (revealedByVisitor) panelRef.current?.focus();
  }, [revealedByVisitor]);

  const getStarted = () => {
    setRevealed(true);
    setRevealedByVisitor(true);
    onGetStarted?.();
  };

  return (
    <div className={styles.root} style={assignInlineVars({ [styles.backgroundImage]: `url("${landingBackground}")` })}>
      <header className={styles.header}>
        <Wordmark />
      </header>

      <main className={styles.main}>
        <div className={styles.hero}>
          <p className={styles.eyebrow}>By invitation</p>
          <h1 className={styles.headline}>
            Discover a new era of <span className={styles.headlineAccent}>companionship.</span>
          </h1>
          <p className={styles.lede}>Engage with intelligent AI characters who learn, adapt, and grow with you.</p>
          {!revealed && (
            <div className={styles.actions}>
              <Button size="large" onClick={getStarted}>
                Get Started
              </Button>
            </div>
          )}
        </div>

        {revealed && (
          <div ref={panelRef} tabIndex={-1} className={styles.authPanel}>
            {authForm}
          </div>
        )}
      </main>

      <SiteFooter
        end={
          socialProfile && (
            <TextLink href={socialProfile.url} external tone="primary" underline="hover" weight="medium">
              Follow us on {socialProfile.network}
              <ArrowUpRightIcon size="small" />
            </TextLink>
          )
        }
      />
    </div>
  );
}
