import { characterQueryOptions, responseStatus } from '@kindred/api-client';
import { type CharacterProfileSnapshot, characterProfileMachine } from '@kindred/machines';
import { type CharacterProfileProps, profileTabs } from '@kindred/ui';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useServices } from '../../app/ServicesContext';
import { useSession } from '../../app/useSession';
import { logError } from './logError';
import { withLocationText } from './screenCharacter';
import { useInteractions } from './useInteractions';

const NOT_FOUND = 404;

const statusOf = (snapshot: CharacterProfileSnapshot): CharacterProfileProps['status'] => {
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('failed')) return 'failed';
  return snapshot.matches('ready') ? 'ready' : 'loading';
};

const viewOf = (snapshot: CharacterProfileSnapshot) => ({
  status: statusOf(snapshot),
  liked: snapshot.context.liked,
  matched: snapshot.context.matched,
  blocked: snapshot.context.blocked,
  likePending: snapshot.matches({ ready: { like: 'liking' } }),
  tab: profileTabs.find((tab) => snapshot.matches({ ready: { tab } })) ?? 'about',
  showMore: snapshot.matches({ ready: { details: 'expanded' } }),
  lightboxIndex: snapshot.matches({ ready: { lightbox: 'open' } }) ? snapshot.context.imageIndex : null,
});

/** Character {id}: loaded through the shared query cache, liked through the API. */
export function useCharacterProfile(characterId: string) {
  const { client, queryClient } = useServices();
  const { user } = useSession();
  const { like } = useInteractions();
  const profile = useActorRef(
    characterProfileMachine.provide({
      actors: {
        loadCharacter: fromPromise(async ({ input }) => {
          try {
            return await queryClient.fetchQuery(characterQueryOptions(client.api, input.characterId));
          } catch (error) {
            if (responseStatus(error) === NOT_FOUND) return null;
            throw error;
          }
        }),
        likeCharacter: fromPromise(({ input }) => like(input.characterId)),
      },
      actions: { logError },
    }),
    { input: { characterId, likes: user?.likes ?? [], matches: user?.matches ?? [], blocked: user?.blocked } },
  );

  const view = useSelector(profile, viewOf, shallowEqual);
  const loaded = useSelector(profile, (snapshot) => snapshot.context.character);
  const character = useMemo(() => loaded && withLocationText(loaded), [loaded]);
  // The session's user is read again after a like anywhere in the app; it counts as much as this page's own.
  const liked = view.liked || (user?.likes.includes(characterId) ?? false);
  const matched = view.matched || (user?.matches.includes(characterId) ?? false);
  const blocked = view.blocked || (user?.blocked?.includes(characterId) ?? false);
  return { profile, ...view, character, liked, matched, blocked };
}
