import { useCallback, useState } from 'react';
import type { DataAdapter } from '../../../../renderer/data/data-adapter';
import { requestCaptcha, type Captcha } from './captcha-api';

export interface LoginCaptcha {
  /** The form shows the captcha row (the server asked for one). */
  shown: boolean;
  /** The picture on show, null while it loads or when it failed to. */
  current: Captcha | null;
  loadFailed: boolean;
  /** Shows the row and fetches a new picture (each one answers a single attempt). */
  refresh: () => void;
}

export function useLoginCaptcha(adapter: DataAdapter): LoginCaptcha {
  const [shown, setShown] = useState(false);
  const [current, setCurrent] = useState<Captcha | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const refresh = useCallback(() => {
    setShown(true);
    setCurrent(null);
    setLoadFailed(false);
    void requestCaptcha(adapter).then((answer) => {
      if (answer.status === 'S' && answer.data) setCurrent(answer.data);
      else setLoadFailed(true);
    });
  }, [adapter]);
  return { shown, current, loadFailed, refresh };
}
