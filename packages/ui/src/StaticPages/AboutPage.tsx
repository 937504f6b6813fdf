import { BRAND_NAME } from '@kindred/contract';
import { StaticPage, StaticSection } from '../StaticPage';

export function AboutPage() {
  return (
    <StaticPage
      eyebrow="About"
      title="A place to be known."
      lede={`${BRAND_NAME} is a companionship app for adults. Meet AI characters with stories of their own, choose the ones you click with, and talk for as long as you like — they remember, adapt, and grow with you.`}
      withWaitlistLink
    >
      <StaticSection title={`Why we're building ${BRAND_NAME}`}>
        <p>
          Plenty of people end the day with something on their mind and no one to tell. Some are new in town, some work
          odd hours, some are simply curious about what a conversation with an AI can feel like when it is done with
          care. We are building for all of them.
        </p>
        <p>
          A good companion listens, remembers what you said last week, and notices when today is different. That is the
          bar we hold every {BRAND_NAME} character to: not a chatbot that starts from zero each time, but someone who
          knows your story and keeps learning it.
        </p>
      </StaticSection>

      <StaticSection title="What we believe">
        <ul>
          <li>
            <strong>Adults only.</strong> {BRAND_NAME} is made for people 18 and over, and treats them that way.
          </li>
          <li>
            <strong>Your conversations are yours.</strong> What you share stays private. We never sell it and never use
            it for advertising.
          </li>
          <li>
            <strong>Honesty first.</strong> Our characters are AI, and we never pretend otherwise.
          </li>
          <li>
            <strong>Warmth over noise.</strong> We design for conversations that leave you feeling better, not for
            endless scrolling.
          </li>
        </ul>
      </StaticSection>

      <StaticSection title="Where we are">
        <p>
          {BRAND_NAME} opens by invitation. Our public beta begins in <strong>October 2025</strong> with more than 30
          featured characters, and the full launch follows in <strong>January 2026</strong>. If you do not have an
          invitation code yet, join the waitlist and we will let you know when there is a seat for you.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
