import type { DataAdapter } from '../../../../renderer/data/data-adapter';
import type { ApiEnvelope } from '../../../shared/api/envelope';

/** Password recovery by an e-mailed code (base / basePasswordRestful), all public. */
function call<T>(adapter: DataAdapter, operation: string, body: Record<string, unknown>): Promise<ApiEnvelope<T>> {
  return adapter.request<T>({ service: 'base', resource: 'basePasswordRestful', operation, body });
}

export const forgetApi = {
  /** Needs a solved captcha (generateRandomValidate), used up by the call whatever it answers. */
  sendCode: (adapter: DataAdapter, userName: string, captchaId: string, captcha: string) =>
    call<null>(adapter, 'sendForgetPasswordCode', { userName, captchaId, captcha }),
  checkCode: (adapter: DataAdapter, userName: string, code: string) => call<null>(adapter, 'checkForgetPasswordCode', { userName, code }),
  reset: (adapter: DataAdapter, userName: string, code: string, newPassword: string) =>
    call<null>(adapter, 'resetForgetPassword', { userName, code, newPassword }),
};
