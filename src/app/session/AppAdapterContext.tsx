import { createContext, useContext, type ReactNode } from 'react';
import type { DataAdapter } from '../../../renderer/data/data-adapter';

/**
 * The shell's own route to the data adapter. The renderer has its DataAdapterProvider too, but importing it
 * would pull the whole renderer into the login page's bundle; the main frame hands this adapter on to it.
 */
const AppAdapterContext = createContext<DataAdapter | null>(null);

export function AppAdapterProvider({ adapter, children }: { adapter: DataAdapter; children: ReactNode }) {
  return <AppAdapterContext.Provider value={adapter}>{children}</AppAdapterContext.Provider>;
}

export function useAppAdapter(): DataAdapter {
  const adapter = useContext(AppAdapterContext);
  if (!adapter) throw new Error('useAppAdapter: no AppAdapterProvider above this component');
  return adapter;
}
