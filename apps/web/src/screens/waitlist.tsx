import { BRAND_NAME, paths } from '@kindred/contract';
import { ComingSoon } from '@kindred/ui';
import { useGoBack } from '../useGoBack';

/** Holds the waitlist's place in the route table until its form arrives with the accounts work. */
export function WaitlistScreen() {
  const goBack = useGoBack(paths.landing);
  return (
    <ComingSoon title="Join the Waitlist" message={`Be among the first to experience ${BRAND_NAME}`} onBack={goBack} />
  );
}
