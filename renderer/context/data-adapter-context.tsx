import { createContext, useContext, type ReactNode } from 'react';
import type { DataAdapter } from '../data/data-adapter';

const DataAdapterContext = createContext<DataAdapter | null>(null);

/** Gives renderers their data adapter (DESIGN §4.3: renderers never call fetch). */
export function DataAdapterProvider({ adapter, children }: { adapter: DataAdapter; children: ReactNode }) {
  return <DataAdapterContext.Provider value={adapter}>{children}</DataAdapterContext.Provider>;
}

export function useDataAdapter(): DataAdapter {
  const adapter = useContext(DataAdapterContext);
  if (!adapter) throw new Error('useDataAdapter needs a <DataAdapterProvider> above the screen');
  return adapter;
}
