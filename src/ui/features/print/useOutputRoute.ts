import { useEffect, useState } from 'react';
import { outputRouteFromHash } from './outputRoute';
import type { OutputRoute } from './outputRoute';

/** The output route of this window (null for the normal app), following hash changes. */
export const useOutputRoute = (): OutputRoute | null => {
  const [route, setRoute] = useState(() => (typeof location === 'undefined' ? null : outputRouteFromHash(location.hash)));
  useEffect(() => {
    const on = () => setRoute(outputRouteFromHash(location.hash));
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return route;
};
