import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { sessionUserAtom } from '../session/session-atoms';
import { homePathFor } from './route-guard';

/** '/main' alone shows the user's home. */
export function HomeRedirect() {
  const user = useAtomValue(sessionUserAtom);
  return <Navigate to={homePathFor(user?.userType ?? 'internal')} replace />;
}
