import { paths, type Site } from '@kindred/contract';
import { StaticPage, StaticSection } from '../StaticPage';
import { TextLink } from '../TextLink';
import { LEGAL_LAST_UPDATED } from './legal';

export type TermsPageProps = {
  /** What the operator set: who runs the site and where to write. */
  site: Site;
};

/*
 * What the site does is said as the code does it; what it asks of you are the rules. Change the page
 * with the code it describes, and the date with the page.
 */
export function TermsPage({ site }: TermsPageProps) {
  const { name, operatorName, supportEmail } = site;
  const operator = operatorName ?? 'the operator of this site';
  return (
    <StaticPage
      eyebrow="Terms"
      title="Terms of Service"
      lastUpdated={LEGAL_LAST_UPDATED}
      lede={`These terms govern your use of ${name}, which is run by ${operator}. By creating an account you agree to them, so please read them carefully.`}
    >
      <StaticSection title={`Who can use ${name}`}>
        <p>
          You must be <strong>at least 18 years old</strong> to use {name}. For now, creating an account takes an
          invitation code. Invitations are personal and may not be sold.
        </p>
      </StaticSection>

      <StaticSection title="Your account">
        <p>
          Give accurate information when you sign up and keep your password to yourself. You are responsible for what
          happens under your account. One account per person.
        </p>
      </StaticSection>

      <StaticSection title="About the characters">
        <p>
          {name} characters are fictional and their replies are written by an AI, never by a person: each conversation
          opens by saying so, and a character says so whenever you sincerely ask. They can be wrong, and nothing they
          say is medical, legal, financial or mental-health advice. If you are in crisis or in danger, contact your
          local emergency services; in hard moments a character points you to a crisis line, which you can choose in
          your <TextLink href={paths.settings}>settings</TextLink>.
        </p>
      </StaticSection>

      <StaticSection title="Acceptable use">
        <p>When you use {name}, you agree not to:</p>
        <ul>
          <li>break the law, or use the service to harm, harass or deceive anyone;</li>
          <li>create or request content that sexualises minors, under any circumstances;</li>
          <li>try to reach other members' data, or get around invitations, locks or limits;</li>
          <li>access the service with bots or scrapers, overload it, or reverse-engineer it.</li>
        </ul>
      </StaticSection>

      <StaticSection title="Your content">
        <p>
          What you write remains yours. It is stored and processed only to run {name} for you, including your
          characters' memory of your conversations, as the <TextLink href={paths.privacy}>Privacy Policy</TextLink>{' '}
          describes, and you can download it or delete it whenever you like.
        </p>
      </StaticSection>

      <StaticSection title="Price and availability">
        <p>
          No payment is taken: using {name} costs nothing today. Some features are marked as coming soon, the number of
          messages one person may send a day is limited, and the service may sometimes be unavailable.
        </p>
      </StaticSection>

      <StaticSection title="Closing your account">
        <p>
          You can delete your account whenever you like on your <TextLink href={paths.account}>account page</TextLink>:
          it is gone at once, with everything in it. Accounts that break these terms may be deleted by {operator}.
        </p>
      </StaticSection>

      <StaticSection title="Liability">
        <p>
          {name} is provided as it is. To the extent the law allows, {operator} is not liable for indirect losses
          arising from your use of the service.
        </p>
      </StaticSection>

      <StaticSection title="Changes and contact">
        <p>
          When these terms change, the date at the top changes with them.{' '}
          {supportEmail ? (
            <>
              Questions are welcome at <TextLink href={`mailto:${supportEmail}`}>{supportEmail}</TextLink>.
            </>
          ) : (
            <>
              Your data and your account are yours to manage on your{' '}
              <TextLink href={paths.account}>account page</TextLink>.
            </>
          )}
        </p>
      </StaticSection>
    </StaticPage>
  );
}
