import type { Site } from '@kindred/contract';
import type { ReactNode } from 'react';
import { MailIcon, MapPinIcon, SparkleIcon } from '../icons';
import { StaticCard, StaticCards, StaticPage, StaticSection } from '../StaticPage';
import { TextLink } from '../TextLink';
import { AccountControlsNote } from './AccountControlsNote';

/** A profile link as people read it: `instagram.com/example`, without `https://` or a closing slash. */
const linkLabel = (url: string) => url.replace(/^https:\/\/(?:www\.)?/, '').replace(/\/$/, '');

export type TeamPageProps = {
  /** What the operator set; a fact not set is not shown. */
  site: Site;
};

/** Who runs the site and how to reach them: only what the operator said, nothing filled in. */
export function TeamPage({ site }: TeamPageProps) {
  const { name, operatorName, operatorLocation, founderName, founderTitle, supportEmail, socialLinks } = site;
  const cards: ReactNode[] = [
    operatorName && (
      <StaticCard key="operator" title="Run by" icon={<SparkleIcon />}>
        <p>{operatorName}</p>
      </StaticCard>
    ),
    founderName && (
      <StaticCard key="founder" title={founderName} icon={<SparkleIcon />}>
        {founderTitle && <p>{founderTitle}</p>}
      </StaticCard>
    ),
    operatorLocation && (
      <StaticCard key="location" title="Where we are" icon={<MapPinIcon />}>
        <p>{operatorLocation}</p>
      </StaticCard>
    ),
  ].filter(Boolean);

  return (
    <StaticPage
      eyebrow="Team"
      title={`The people behind ${name}.`}
      lede={`Who runs ${name}, and how to reach them.`}
      withWaitlistLink
    >
      {cards.length > 0 && (
        <StaticSection title="Who we are">
          <StaticCards>{cards}</StaticCards>
        </StaticSection>
      )}

      <StaticSection title="Support">
        {supportEmail ? (
          <StaticCards>
            <StaticCard title="Write to us" icon={<MailIcon />}>
              <p>
                Questions about your account, an invitation or your privacy? Email{' '}
                <TextLink href={`mailto:${supportEmail}`}>{supportEmail}</TextLink>.
              </p>
            </StaticCard>
          </StaticCards>
        ) : (
          <AccountControlsNote />
        )}
      </StaticSection>

      {socialLinks.length > 0 && (
        <StaticSection title="Follow us">
          <ul>
            {socialLinks.map((link) => (
              <li key={link.url}>
                {link.network}:{' '}
                <TextLink href={link.url} external>
                  {linkLabel(link.url)}
                </TextLink>
              </li>
            ))}
          </ul>
        </StaticSection>
      )}
    </StaticPage>
  );
}
