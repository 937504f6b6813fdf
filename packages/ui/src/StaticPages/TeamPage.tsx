import { BRAND_NAME } from '@kindred/contract';
import { MailIcon, MapPinIcon, SparkleIcon } from '../icons';
import { StaticCard, StaticCards, StaticPage, StaticSection } from '../StaticPage';
import type { SocialProfile } from '../siteTypes';
import { TextLink } from '../TextLink';

export type TeamPageProps = {
  founder: { name: string; role: string };
  /** Where the company is based, e.g. 'Lisbon, Portugal'. */
  location: string;
  supportEmail: string;
  socialProfiles: readonly SocialProfile[];
};

export function TeamPage({ founder, location, supportEmail, socialProfiles }: TeamPageProps) {
  return (
    <StaticPage
      eyebrow="Team"
      title={`The people behind ${BRAND_NAME}.`}
      lede="We are a small team of engineers, writers and designers who believe technology can help people feel less alone."
      withWaitlistLink
    >
      <StaticSection title="Who we are">
        <p>
          {BRAND_NAME} started with a simple question: what would it take for a conversation with an AI to feel like
          being remembered? We have been working on the answer ever since.
        </p>
        <StaticCards>
          <StaticCard title={founder.name} icon={<SparkleIcon />}>
            <p>{founder.role}</p>
          </StaticCard>
          <StaticCard title="Where we are" icon={<MapPinIcon />}>
            <p>{location}</p>
          </StaticCard>
        </StaticCards>
      </StaticSection>

      <StaticSection title="Support">
        <StaticCards>
          <StaticCard title="Write to us" icon={<MailIcon />}>
            <p>
              Questions about your account, an invitation or your privacy? Email{' '}
              <TextLink href={`mailto:${supportEmail}`}>{supportEmail}</TextLink> and a person on our team will answer.
            </p>
          </StaticCard>
        </StaticCards>
      </StaticSection>

      <StaticSection title="Follow us">
        <ul>
          {socialProfiles.map((profile) => (
            <li key={profile.href}>
              {profile.network}:{' '}
              <TextLink href={profile.href} external>
                {profile.handle}
              </TextLink>
            </li>
          ))}
        </ul>
      </StaticSection>
    </StaticPage>
  );
}
