import { accountExportFileName, paths } from '@kindred/contract';
import { accountMachine, buildProfilePayload } from '@kindred/machines';
import { Account, type AccountState, type ProfileSubmission } from '@kindred/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useServices } from '../app/ServicesContext';
import { useSession } from '../app/useSession';
import { ACCOUNT_DELETED_PARAM } from './accountDeleted';
import { withDisplayError } from './auth/displayError';

/** Hands the JSON to the browser as a file to save. */
function download(data: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the file over; the URL is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** /account: the user's profile, password and data, wired to the API; after a deletion, signed out at the landing page. */
export function AccountScreen() {
  const { client } = useServices();
  const { session, user } = useSession();
  const account = useActorRef(
    accountMachine.provide({
      actors: {
        loadAccount: fromPromise(() => client.api.me()),
        saveProfile: fromPromise(async ({ input }) => {
          await withDisplayError(client.api.updateProfile(input.userId, input.profile));
          session.send({ type: 'user.reload' });
          return client.api.me();
        }),
        changePassword: fromPromise(({ input }) =>
          withDisplayError(client.api.changePassword(input.userId, input.passwords)),
        ),
        exportData: fromPromise(async ({ input }) => {
          download(await withDisplayError(client.api.exportAccount(input.userId)), accountExportFileName(new Date()));
        }),
        deleteAccount: fromPromise(({ input }) =>
          withDisplayError(client.api.deleteAccount(input.userId, input.password)),
        ),
      },
      actions: { logError: (_, { error }) => console.error(error) },
    }),
    { input: { userId: user?._id ?? '' } },
  );
  const state = useSelector(account, (snapshot) => snapshot.value);
  const context = useSelector(account, (snapshot) => snapshot.context);

  useEffect(() => {
    if (state !== 'deleted') return;
    // A new page load rather than a route change: nothing of the deleted account (cached pages, the
    // session, its tokens) stays in memory, and no guard of a signed-in route sees the session end
    // before the landing page is the route (it would send the user to /auth). The tokens are dead
    // on the server already; clearing them tells the session nothing, so nothing moves meanwhile.
    client.tokens.clear();
    window.location.replace(`${paths.landing}?${ACCOUNT_DELETED_PARAM}`);
  }, [state, client]);

  const saveProfile = (profile: ProfileSubmission) =>
    account.send({
      type: 'user.saveProfile',
      profile: {
        ...buildProfilePayload(profile),
        // The form edits what profile completion asks; the rest of the profile stays as it is.
        location: context.user?.location ?? '',
        bio: context.user?.bio ?? '',
      },
    });

  return (
    <Account
      state={state === 'deleted' ? 'deleting' : (state satisfies AccountState | 'deleted')}
      profile={context.user}
      error={context.error}
      done={context.done}
      onRetry={() => account.send({ type: 'user.retry' })}
      onSaveProfile={saveProfile}
      onChangePassword={(passwords) => account.send({ type: 'user.changePassword', passwords })}
      onExport={() => account.send({ type: 'user.export' })}
      onRequestDeletion={() => account.send({ type: 'user.requestDeletion' })}
      onCancelDeletion={() => account.send({ type: 'user.cancelDeletion' })}
      onConfirmDeletion={(password) => account.send({ type: 'user.confirmDeletion', password })}
    />
  );
}
