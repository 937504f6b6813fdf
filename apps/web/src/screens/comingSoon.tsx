import { paths, type placeholderRoutes } from '@kindred/contract';
import { ComingSoon, comingSoonTexts } from '@kindred/ui';
import { useGoBack } from '../useGoBack';

export function ComingSoonScreen({ route }: { route: (typeof placeholderRoutes)[number] }) {
  const goBack = useGoBack(paths.dashboard);
  return <ComingSoon {...comingSoonTexts[route]} onBack={goBack} />;
}
