import { useCallback } from 'react';
import { useScreenContext } from '../context/screen-context';
import { isResourceGranted } from './granted-resources';

/** Whether the current screen's menu grants a resource code (true for buttons without one); stable while the grants are. */
export function useIsGranted(): (resource: string | undefined) => boolean {
  const { granted } = useScreenContext();
  return useCallback((resource) => isResourceGranted(resource, granted), [granted]);
}
