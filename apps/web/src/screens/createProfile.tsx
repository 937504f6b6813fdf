import { profileFormMachine } from '@kindred/machines';
import { CreateProfile, type ProfileSubmission } from '@kindred/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useServices } from '../app/ServicesContext';
import { useSession } from '../app/useSession';

/**
 * Profile completion. After a successful update the session reloads the user; the now complete
 * profile makes the route guard send the user on to the dashboard.
 */
export function CreateProfileScreen() {
  const { client } = useServices();
  const { session, user } = useSession();
  const form = useActorRef(
    profileFormMachine.provide({
      actors: { updateProfile: fromPromise(({ input }) => client.api.updateProfile(input.userId, input.body)) },
      actions: {
        reloadUser: () => session.send({ type: 'user.reload' }),
        logError: (_, { error }) => console.error(error),
      },
    }),
    { input: { userId: user?._id ?? '' } },
  );
  const pending = useSelector(form, (snapshot) => snapshot.hasTag('pending') || snapshot.status === 'done');

  const submit = (profile: ProfileSubmission) => {
    form.send({ type: 'user.change', values: profile });
    form.send({ type: 'user.submit' });
  };

  return <CreateProfile pending={pending} onSubmit={submit} />;
}
