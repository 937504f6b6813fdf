import { BRAND_NAME, paths } from '@kindred/contract';
import { StaticPage, StaticSection } from '../StaticPage';
import { TextLink } from '../TextLink';
import { LEGAL_LAST_UPDATED } from './legal';

export function PrivacyPage() {
  return (
    <StaticPage
      eyebrow="Privacy"
      title="Privacy Policy"
      lastUpdated={LEGAL_LAST_UPDATED}
      lede={`What you share with ${BRAND_NAME} is personal. This policy explains what we collect, why we collect it, and the choices you have.`}
    >
      <StaticSection title="What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your email address, your password (stored only as a secure hash, never in
            readable form) and the invitation code you signed up with.
          </li>
          <li>
            <strong>Your profile:</strong> your first and last name, age and gender.
          </li>
          <li>
            <strong>Your activity:</strong> the characters you like or pass on, and your matches.
          </li>
          <li>
            <strong>Your conversations:</strong> the messages you send to characters and their replies.
          </li>
          <li>
            <strong>The waitlist:</strong> if you join it, only your email address.
          </li>
        </ul>
      </StaticSection>

      <StaticSection title="How we use it">
        <p>
          We use your information to run {BRAND_NAME}: to sign you in, to verify your email with one-time codes, to show
          you characters and matches, and to give characters a memory of your conversations. We also use it to keep the
          service safe, for example to prevent abuse and to enforce our age requirement.
        </p>
        <p>
          <strong>
            We do not sell your personal information, and we never use your conversations for advertising.
          </strong>
        </p>
      </StaticSection>

      <StaticSection title="Your conversations">
        <p>
          Your conversations are private to you. Character replies are written by an AI model: to produce a reply, the
          recent conversation and what the character remembers about you are processed by the model, and nothing more.
          Our staff do not read conversations, except to investigate a report of abuse or where the law requires it.
        </p>
      </StaticSection>

      <StaticSection title="Memory and retention">
        <p>
          During the beta, characters remember up to 30 days of conversation. We keep your account information for as
          long as your account is open. When you delete your account, we delete your profile, activity and conversations
          within 30 days, unless the law requires us to keep something longer.
        </p>
      </StaticSection>

      <StaticSection title="On your device">
        <p>
          To keep you signed in, {BRAND_NAME} stores two sign-in tokens in your browser's local storage. We use no
          advertising cookies and no third-party trackers.
        </p>
      </StaticSection>

      <StaticSection title="Security">
        <p>
          Everything you send travels encrypted. Passwords are hashed with a modern algorithm, sign-in tokens expire
          quickly, and access to our systems is limited to the people who need it to run the service.
        </p>
      </StaticSection>

      <StaticSection title="Your choices">
        <p>
          You can ask us for a copy of your information, ask us to correct it, or ask us to delete your account and
          everything in it. Depending on where you live, you may have further rights under local law; we honour them
          all.
        </p>
      </StaticSection>

      <StaticSection title="Adults only">
        <p>
          {BRAND_NAME} is for people aged 18 and over. We do not knowingly collect information from anyone younger, and
          we delete it if we learn that we have.
        </p>
      </StaticSection>

      <StaticSection title="Changes and contact">
        <p>
          When this policy changes we update the date at the top of this page, and we email you before any significant
          change takes effect. For any question about your privacy, reach us through the contacts on our{' '}
          <TextLink href={paths.team}>Team page</TextLink>.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
