import { useCallback, useEffect, useState } from 'react';
import type { DataAdapter } from '../../../../renderer/data/data-adapter';
import { registerApi } from './register-api';

/** A draft token for the certificates of one registration attempt: issued on arrival, renewed on demand. */
export function useRegisterToken(adapter: DataAdapter): { token: string | null; failed: boolean; renew: () => void } {
  const [token, setToken] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const renew = useCallback(() => {
    setToken(null);
    setFailed(false);
    void registerApi.issueToken(adapter).then((answer) => {
      if (answer.status === 'S' && answer.data) setToken(answer.data.registerToken);
      else setFailed(true);
    });
  }, [adapter]);
  useEffect(renew, [renew]);
  return { token, failed, renew };
}
