import { paths, type Site } from '@kindred/contract';
import { StaticPage, StaticSection } from '../StaticPage';
import { TextLink } from '../TextLink';
import { LEGAL_LAST_UPDATED } from './legal';

export type PrivacyPageProps = {
  /** What the operator set: who runs the site, where to write, which model writes the replies. */
  site: Site;
};

/*
 * Every sentence here describes what the code does. Change the page with the code it describes,
 * and the date with the page.
 */
export function PrivacyPage({ site }: PrivacyPageProps) {
  const { name, operatorName, operatorLocation, supportEmail, modelHost } = site;
  const operator = operatorName ?? 'The operator of this site';
  return (
    <StaticPage
      eyebrow="Privacy"
      title="Privacy Policy"
      lastUpdated={LEGAL_LAST_UPDATED}
      lede={`What you share with ${name} is personal. This page says what is kept, where it goes, how long it stays, and how you take it back.`}
    >
      <StaticSection title="Who keeps your data">
        <p>
          {operator}
          {operatorName && operatorLocation && ` (${operatorLocation})`} runs {name} and keeps the data described here,
          in the site's own database.
        </p>
      </StaticSection>

      <StaticSection title="What is kept">
        <ul>
          <li>
            <strong>Your account:</strong> your email address and your password, stored only as an argon2id hash, never
            in readable form.
          </li>
          <li>
            <strong>Your profile:</strong> the name, age and gender you give, and the location and bio if you add them.
          </li>
          <li>
            <strong>Your settings:</strong> your time zone, whether characters may write first, break reminders, and the
            crisis line you chose.
          </li>
          <li>
            <strong>Your likes:</strong> the characters you like or pass on, and your matches.
          </li>
          <li>
            <strong>Your conversations:</strong> every message you send and every reply, with the time it was sent.
          </li>
          <li>
            <strong>What characters remember:</strong> for each character you talk with, the facts it has picked up from
            your messages (your name, your work, the people and pets in your life, a loss you told it about), a short
            summary of your earlier conversations, and how close the two of you have grown.
          </li>
          <li>
            <strong>Your sign-ins:</strong> a hashed token for each device you are signed in on, for up to 30 days.
          </li>
          <li>
            <strong>The waitlist:</strong> if you join it, your email address and nothing else.
          </li>
        </ul>
      </StaticSection>

      <StaticSection title="Who writes the replies">
        <p>
          Every reply comes from an AI, never from a person.{' '}
          {modelHost ? (
            <>
              On this site a language model at <strong>{modelHost}</strong> writes them. To write each reply it is sent
              the character's profile, your profile name and age, what the character remembers of you, the summary of
              your earlier conversations, your local date and time, and your recent messages with their replies. What
              happens to them there is up to whoever runs that model, under their own terms.
            </>
          ) : (
            <>
              On this site the built-in engine writes them, on the site's own server: your messages are sent to no one
              else.
            </>
          )}
        </p>
      </StaticSection>

      <StaticSection title="Mail">
        <p>
          {name} emails you only about your account: the code that confirms your address, the code that resets your
          password, and a note when someone tries to sign up with your address. Codes are stored hashed and expire after
          10 minutes. If the operator has not set up sending mail, these mails, codes included, are written to the
          server's log instead of being sent.
        </p>
      </StaticSection>

      <StaticSection title="What the server notes">
        <p>
          The server writes one log line for each request it answers, with the address asked for and your network (IP)
          address; the operator decides where those logs go and how long they stay. To slow down password guessing it
          counts sign-in attempts per account and network address, and forgets them a day after the last one.
        </p>
      </StaticSection>

      <StaticSection title="How long it is kept">
        <p>
          Your account, profile, settings, likes, conversations and what characters remember stay until you delete your
          account: none of them expires on its own, and characters keep their memory of you for as long as your account
          exists. Only sign-ins and codes expire by themselves.
        </p>
      </StaticSection>

      <StaticSection title="Your data, in your hands">
        <ul>
          <li>
            <strong>Download:</strong> your <TextLink href={paths.account}>account page</TextLink> gives you one JSON
            file with your profile, your likes and passes, every conversation with its timestamps, and what each
            character remembers of you.
          </li>
          <li>
            <strong>Delete:</strong> deleting your account on your account page removes, at once and all together, your
            account, your sign-ins, your likes and passes, your messages, what characters remember and your waitlist
            entry. Every device you were signed in on is signed out. Nothing of it stays in the site's database; copies
            remain only in backups, if the operator keeps any.
          </li>
          <li>
            <strong>Change:</strong> you can edit your profile and change your password there too; a new password signs
            out your other devices.
          </li>
        </ul>
      </StaticSection>

      <StaticSection title="On your device">
        <p>
          To keep you signed in, {name} stores two sign-in tokens in your browser's local storage. It sets no cookies of
          its own, shows no advertising and loads no third-party trackers.
        </p>
      </StaticSection>

      <StaticSection title="Security">
        <p>
          Passwords are hashed with argon2id. The token that shows you are signed in lasts 15 minutes and is renewed
          with a second token that changes at every use; if an old one is used again, that sign-in ends. Whether what
          you send travels encrypted depends on the site being served over HTTPS: check for the padlock in your browser.
        </p>
      </StaticSection>

      <StaticSection title="Age">
        <p>
          The <TextLink href={paths.terms}>terms</TextLink> ask that you be 18 or over. Your age is kept with your
          profile so that each character talks only with people of the ages it is meant for.
        </p>
      </StaticSection>

      <StaticSection title="Changes and contact">
        <p>
          When this page changes, the date at the top changes with it.{' '}
          {supportEmail ? (
            <>
              For any question about your privacy, write to{' '}
              <TextLink href={`mailto:${supportEmail}`}>{supportEmail}</TextLink>.
            </>
          ) : (
            <>
              Your data is yours to download or delete, at any time, on your{' '}
              <TextLink href={paths.account}>account page</TextLink>.
            </>
          )}
        </p>
      </StaticSection>
    </StaticPage>
  );
}
