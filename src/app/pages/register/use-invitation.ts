import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DataAdapter } from '../../../../renderer/data/data-adapter';
import type { RegistrationInvitation } from '../../../shared/registration/registration-shapes';
import { registerApi } from './register-api';

/** The invitation of '/register?invite=<token>': none without the parameter, else the invitation or why its link cannot register. */
export type InvitationState =
  | { kind: 'none' }
  | { kind: 'loading'; token: string }
  | { kind: 'open'; token: string; invitation: RegistrationInvitation }
  | { kind: 'refused'; token: string; message: string };

export function useInvitation(adapter: DataAdapter): InvitationState {
  const [params] = useSearchParams();
  const token = params.get('invite') ?? '';
  const [state, setState] = useState<InvitationState>(token ? { kind: 'loading', token } : { kind: 'none' });
  useEffect(() => {
    if (!token) return setState({ kind: 'none' });
    let current = true;
    setState({ kind: 'loading', token });
    void registerApi.findInvitation(adapter, token).then((answer) => {
      if (!current) return;
      setState(answer.status === 'S' && answer.data ? { kind: 'open', token, invitation: answer.data } : { kind: 'refused', token, message: answer.msg });
    });
    return () => {
      current = false;
    };
  }, [adapter, token]);
  return state;
}
