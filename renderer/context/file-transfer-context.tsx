import { createContext, useContext, type ReactNode } from 'react';
import type { FileTransfer } from '../data/file-transfer';

const FileTransferContext = createContext<FileTransfer | null>(null);

/** Gives renderers their file transfer (uploads, downloads, exports), beside the data adapter. */
export function FileTransferProvider({ transfer, children }: { transfer: FileTransfer; children: ReactNode }) {
  return <FileTransferContext.Provider value={transfer}>{children}</FileTransferContext.Provider>;
}

export function useFileTransfer(): FileTransfer {
  const transfer = useContext(FileTransferContext);
  if (!transfer) throw new Error('useFileTransfer needs a <FileTransferProvider> above the screen');
  return transfer;
}

/** The file transfer when the app gives one (screens that may never download must not require it). */
export function useOptionalFileTransfer(): FileTransfer | null {
  return useContext(FileTransferContext);
}
