import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Steps back through the visitor's history; a page opened directly (a bookmark, a shared link)
 * has nothing in the app to go back to, so it goes to `fallback` instead of leaving the site.
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const openedDirectly = key === 'default';
  return () => {
    if (openedDirectly) void navigate(fallback, { replace: true });
    else void navigate(-1);
  };
}
