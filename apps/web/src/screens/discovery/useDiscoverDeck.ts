import { type DiscoverDeckSnapshot, discoverDeckMachine } from '@kindred/machines';
import type { BrowseProps } from '@kindred/ui';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useServices } from '../../app/ServicesContext';
import { useSession } from '../../app/useSession';
import { logError } from './logError';
import { withLocationText } from './screenCharacter';
import { useInteractions } from './useInteractions';

const statusOf = (snapshot: DiscoverDeckSnapshot): BrowseProps['status'] => {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches({ browsing: 'viewing' })) return 'ready';
  // Every card of the page is gone and the next page is on its way: there is nothing to show yet.
  if (snapshot.context.deck.length === 0) return 'loading';
  return 'pending';
};

const viewOf = (snapshot: DiscoverDeckSnapshot) => ({
  deck: snapshot.context.deck,
  index: snapshot.context.index,
  flipped: snapshot.matches({ browsing: { viewing: 'back' } }),
  status: statusOf(snapshot),
  feedback: snapshot.context.feedback,
});

/** The discover deck: pages of characters the user has not decided on yet, liked or rejected one by one. */
export function useDiscoverDeck() {
  const { client } = useServices();
  const { user } = useSession();
  const { like, reject } = useInteractions();
  const deck = useActorRef(
    discoverDeckMachine.provide({
      actors: {
        // Not cached: the deck must never show a character decided on since it was fetched.
        loadBrowsePage: fromPromise(({ input }) => client.api.browse(input)),
        likeCharacter: fromPromise(({ input }) => like(input.characterId)),
        rejectCharacter: fromPromise(({ input }) => reject(input.characterId)),
      },
      actions: { logError },
    }),
    { input: { likes: user?.likes ?? [], dislikes: user?.dislikes ?? [], matches: user?.matches ?? [] } },
  );

  const view = useSelector(deck, viewOf, shallowEqual);
  const cards = useMemo(() => view.deck.map(withLocationText), [view.deck]);
  return { deck, cards, index: view.index, flipped: view.flipped, status: view.status, feedback: view.feedback };
}
