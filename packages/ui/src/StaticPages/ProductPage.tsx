import { BRAND_NAME } from '@kindred/contract';
import { StaticCard, StaticCards, StaticPage, StaticSection } from '../StaticPage';

export function ProductPage() {
  return (
    <StaticPage
      eyebrow="Product"
      title="Characters who remember you."
      lede={`${BRAND_NAME} pairs you with intelligent AI characters, each with a name, a face, a past and a personality of their own. Find the ones you connect with and let the conversation grow.`}
      withWaitlistLink
    >
      <StaticSection title="How it works">
        <StaticCards>
          <StaticCard title="Discover">
            <p>Browse character profiles one card at a time. Flip a card to read more, then like or pass.</p>
          </StaticCard>
          <StaticCard title="Match">
            <p>Every character you like becomes a match. Your matches and the ones you passed on stay in one place.</p>
          </StaticCard>
          <StaticCard title="Get to know them">
            <p>
              Open a profile for the full picture: bio, personality, interests, background story and a photo gallery.
            </p>
          </StaticCard>
          <StaticCard title="Talk, any time">
            <p>Chat with the characters you like. They answer in their own voice, day or night.</p>
          </StaticCard>
        </StaticCards>
      </StaticSection>

      <StaticSection title="Built to grow with you">
        <StaticCards>
          <StaticCard title="Long-term memory">
            <p>Your character remembers what you told them, from your sister's name to last week's interview.</p>
          </StaticCard>
          <StaticCard title="An evolving personality">
            <p>Characters change with your shared history, the way people do when they get to know each other.</p>
          </StaticCard>
          <StaticCard title="Time awareness">
            <p>They know a morning from a late night, and notice when it has been a while since you last talked.</p>
          </StaticCard>
          <StaticCard title="Emotional intelligence">
            <p>They pick up on how you are feeling and answer with care, not canned replies.</p>
          </StaticCard>
        </StaticCards>
      </StaticSection>

      <StaticSection title="Two worlds of characters">
        <p>
          <strong>Real-world personalities</strong> are ready to meet today: people with jobs, hobbies, hometowns and
          opinions. <strong>Fantasy</strong> characters, from vampires to witches, are coming soon.
        </p>
      </StaticSection>

      <StaticSection title="Roadmap">
        <StaticCards>
          <StaticCard title="Public beta · October 2025">
            <p>More than 30 featured characters and a 30-day memory.</p>
          </StaticCard>
          <StaticCard title="Full launch · January 2026">
            <p>Unlimited memory, voice conversations and group chats.</p>
          </StaticCard>
          <StaticCard title="Mid 2026">
            <p>Support for more languages and a marketplace of characters.</p>
          </StaticCard>
        </StaticCards>
      </StaticSection>

      <StaticSection title="Membership">
        <p>
          {BRAND_NAME} is a subscription, with a premium tier for members who want more from their companions. Access
          during the beta is by invitation.
        </p>
      </StaticSection>
    </StaticPage>
  );
}
