import { crisisLineForLocale } from '@kindred/contract';
import { settingsMachine, shownSettings } from '@kindred/machines';
import { Settings } from '@kindred/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useServices } from '../app/ServicesContext';
import { useSession } from '../app/useSession';
import { withDisplayError } from './auth/displayError';

/** What the device says, read once: neither changes while the page is open. */
const detectedTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const timeZones = Intl.supportedValuesOf('timeZone');

/** The user's settings, each change saved as soon as it is made. */
export function SettingsScreen() {
  const { client } = useServices();
  const { user } = useSession();
  const settings = useActorRef(
    settingsMachine.provide({
      actors: {
        loadSettings: fromPromise(({ input }) => withDisplayError(client.api.settings(input.userId))),
        saveSettings: fromPromise(({ input }) =>
          withDisplayError(client.api.updateSettings(input.userId, input.settings)),
        ),
      },
      actions: { logError: (_, { error }) => console.error(error) },
    }),
    { input: { userId: user?._id ?? '' } },
  );
  const status = useSelector(settings, (snapshot) => snapshot.value);
  const context = useSelector(settings, (snapshot) => snapshot.context);

  return (
    <Settings
      status={status}
      settings={shownSettings(context)}
      detectedTimeZone={detectedTimeZone}
      timeZones={timeZones}
      regionCrisisLine={crisisLineForLocale(navigator.language)}
      error={context.error}
      onChange={(changes) => settings.send({ type: 'user.change', changes })}
      onRetry={() => settings.send({ type: 'user.retry' })}
    />
  );
}
