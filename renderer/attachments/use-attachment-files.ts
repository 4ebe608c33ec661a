import { useCallback, useEffect, useRef, useState } from 'react';
import type { AttachmentFile } from '../../src/shared/api/attachment-file';
import { useOptionalFileTransfer } from '../context/file-transfer-context';
import type { MenuContext } from '../data/data-adapter';
import { FILE_PATHS } from '../data/file-paths';
import { attachmentIds } from './attachment-rules';

export interface AttachmentFiles {
  files: AttachmentFile[];
  loading: boolean;
  /** The server's message when the list could not be read. */
  error: string | null;
  /** Takes in files just uploaded (no round trip) or drops deleted ones. */
  replace(next: AttachmentFile[]): void;
}

/**
 * The files a field's value names, read with one findByIds call whenever the ids change from outside
 * (a record loaded, a reset); changes the widget itself made are kept without reading again. Files the
 * caller cannot reach (removed, another supplier's) are simply not listed.
 */
export function useAttachmentFiles(value: unknown, menu: MenuContext): AttachmentFiles {
  const transfer = useOptionalFileTransfer();
  const [files, setFiles] = useState<AttachmentFile[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const known = useRef('');
  // Each read and each change by the widget takes a number: a read answering after a newer one is dropped.
  const generation = useRef(0);
  const ids = attachmentIds(value).join(',');

  useEffect(() => {
    if (ids === known.current) return;
    known.current = ids;
    if (ids === '' || !transfer) {
      setFiles([]);
      return;
    }
    let current = true;
    const reading = ++generation.current;
    setLoading(true);
    void transfer.call<AttachmentFile[]>({ path: FILE_PATHS.findByIds, body: { ids }, menu }).then((answer) => {
      if (!current || reading !== generation.current) return;
      setLoading(false);
      setError(answer.status === 'S' ? null : answer.msg);
      setFiles(answer.status === 'S' && Array.isArray(answer.data) ? answer.data : []);
    });
    return () => {
      current = false;
    };
  }, [ids, transfer, menu]);

  const replace = useCallback((next: AttachmentFile[]) => {
    generation.current += 1;
    known.current = next.map((file) => file.fileId).join(',');
    setLoading(false);
    setFiles(next);
  }, []);

  return { files, loading, error, replace };
}
