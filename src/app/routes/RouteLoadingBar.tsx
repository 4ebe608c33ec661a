import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { pendingPageCountAtom } from './loading-atoms';

type Phase = 'idle' | 'running' | 'finishing';

/**
 * The thin bar at the top of the window: it runs while the router loads (route discovery, lazy pages) and
 * finishes after every navigation (spec 000 §2).
 */
export function RouteLoadingBar() {
  const navigation = useNavigation();
  const pendingPages = useAtomValue(pendingPageCountAtom);
  const location = useLocation();
  const active = navigation.state !== 'idle' || pendingPages > 0;
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    setPhase(active ? 'running' : 'finishing');
  }, [active, location.key]);

  useEffect(() => {
    if (phase !== 'finishing') return undefined;
    const timer = window.setTimeout(() => setPhase('idle'), 400);
    return () => window.clearTimeout(timer);
  }, [phase]);

  return <div className={`srm-route-loading-bar srm-route-loading-bar--${phase}`} role="presentation" data-phase={phase} />;
}
