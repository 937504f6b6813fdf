import { paths } from '@kindred/contract';
import { waitlistMachine } from '@kindred/machines';
import { Waitlist } from '@kindred/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useServices } from '../app/ServicesContext';
import { withDisplayError } from './auth/displayError';

export function WaitlistScreen() {
  const { client } = useServices();
  const navigate = useNavigate();
  const waitlist = useActorRef(
    waitlistMachine.provide({
      actors: { joinWaitlist: fromPromise(({ input }) => withDisplayError(client.api.joinWaitlist(input))) },
      actions: { navigateHome: () => void navigate(paths.landing) },
    }),
  );
  const status = useSelector(waitlist, (snapshot) => (snapshot.matches('confirmation') ? 'confirmation' : 'form'));
  const pending = useSelector(waitlist, (snapshot) => snapshot.hasTag('pending'));
  const error = useSelector(waitlist, (snapshot) => snapshot.context.error);
  return (
    <Waitlist
      status={status}
      pending={pending}
      error={error}
      onSubmit={(values) => waitlist.send({ type: 'user.submit', values })}
      onDone={() => waitlist.send({ type: 'user.done' })}
    />
  );
}
