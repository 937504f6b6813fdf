import { BRAND_NAME, paths } from '@kindred/contract';
import { StaticPage, StaticSection } from '../StaticPage';
import { TextLink } from '../TextLink';
import { LEGAL_LAST_UPDATED } from './legal';

export function TermsPage() {
  return (
    <StaticPage
      eyebrow="Terms"
      title="Terms of Service"
      lastUpdated={LEGAL_LAST_UPDATED}
      lede={`These terms govern your use of ${BRAND_NAME}. By creating an account you agree to them, so please read them carefully.`}
    >
      <StaticSection title={`Who can use ${BRAND_NAME}`}>
        <p>
          You must be <strong>at least 18 years old</strong> to use {BRAND_NAME}. During the beta, creating an account
          requires an invitation code. Invitations are personal and may not be sold.
        </p>
      </StaticSection>

      <StaticSection title="Your account">
        <p>
          Give accurate information when you sign up, keep your password to yourself, and tell us if you think someone
          else has used your account. You are responsible for what happens under your account. One account per person.
        </p>
      </StaticSection>

      <StaticSection title="About the characters">
        <p>
          {BRAND_NAME} characters are fictional and powered by AI. They are not real people, they can be wrong, and
          nothing they say is medical, legal, financial or mental-health advice. If you are in crisis or in danger,
          contact your local emergency services.
        </p>
      </StaticSection>

      <StaticSection title="Acceptable use">
        <p>When you use {BRAND_NAME}, you agree not to:</p>
        <ul>
          <li>break the law, or use the service to harm, harass or deceive anyone;</li>
          <li>create or request content that sexualises minors, under any circumstances;</li>
          <li>try to reach other members' data, or get around invitations, locks or limits;</li>
          <li>access the service with bots or scrapers, overload it, or reverse-engineer it.</li>
        </ul>
      </StaticSection>

      <StaticSection title="Your content">
        <p>
          What you write remains yours. You give us permission to store and process it for the sole purpose of running{' '}
          {BRAND_NAME} for you, including your characters' memory of your conversations.
        </p>
      </StaticSection>

      <StaticSection title="Membership and the beta">
        <p>
          {BRAND_NAME} is a subscription service with a premium tier. Prices and what each tier includes are shown
          before you pay, and you can cancel at any time with effect from the end of the billing period. The beta is a
          preview: features may change, some are marked as coming soon, and the service may occasionally be unavailable.
        </p>
      </StaticSection>

      <StaticSection title="Suspension and closing your account">
        <p>
          You can close your account whenever you like. We may suspend or close accounts that break these terms, and
          will tell you why unless the law prevents us.
        </p>
      </StaticSection>

      <StaticSection title="Liability">
        <p>
          We work hard to keep {BRAND_NAME} available and safe, but we provide it as it is. To the extent the law
          allows, we are not liable for indirect losses arising from your use of the service.
        </p>
      </StaticSection>

      <StaticSection title="Changes and contact">
        <p>
          When these terms change we update the date at the top of this page and let you know by email before
          significant changes take effect. Questions are welcome through the contacts on our{' '}
          <TextLink href={paths.team}>Team page</TextLink>.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
