import type { DataAdapter } from '../../../../renderer/data/data-adapter';
import { signedHeaders } from '../../../../renderer/data/signed-headers';
import type { ApiEnvelope } from '../../../shared/api/envelope';
import type { Language } from '../../../shared/formats/common';
import type { RegistrationForm, RegistrationInvitation, RegistrationView } from '../../../shared/registration/registration-shapes';

/** Supplier self-registration calls (srm / supplierRegisterRestful), all public. */
const REGISTER = { service: 'srm', resource: 'supplierRegisterRestful' } as const;
const UPLOAD_PATH = '/api/srm/v1/supplierRegisterRestful/uploadRegisterFile';

export type RegisterFileKind = 'LICENSE' | 'ID_CARD';

export interface RegisterFile {
  registerFileId: number;
  fileKind: RegisterFileKind;
  fileName: string;
  contentType: string;
  fileSize: number;
}

function call<T>(adapter: DataAdapter, operation: string, body: Record<string, unknown>): Promise<ApiEnvelope<T>> {
  return adapter.request<T>({ ...REGISTER, operation, body });
}

export const registerApi = {
  issueToken: (adapter: DataAdapter) => call<{ registerToken: string }>(adapter, 'issueRegisterToken', {}),
  checkName: (adapter: DataAdapter, supplierName: string) => call<{ available: boolean }>(adapter, 'checkSupplierName', { supplierName }),
  recognize: (adapter: DataAdapter, registerToken: string, registerFileId: number) =>
    call<{ creditCode?: string; companyName?: string }>(adapter, 'recognizeLicence', { registerToken, registerFileId }),
  findInvitation: (adapter: DataAdapter, inviteToken: string) => call<RegistrationInvitation>(adapter, 'findInvitation', { inviteToken }),
  /** `inviteToken`: the invitation link the applicant came by, which the registration claims. */
  submit: (adapter: DataAdapter, registerToken: string, form: RegistrationForm, inviteToken?: string) =>
    call<{ registerNumber: string }>(adapter, 'submitRegister', { ...form, registerToken, ...(inviteToken ? { inviteToken } : {}) }),
  findMine: (adapter: DataAdapter, registerNumber: string, password: string) => call<RegistrationView>(adapter, 'findMyRegister', { registerNumber, password }),
  resubmit: (adapter: DataAdapter, body: Omit<RegistrationForm, 'userName'> & { registerNumber: string; registerToken: string }) =>
    call<{ registerNumber: string }>(adapter, 'resubmitRegister', body),
};

/**
 * Uploads one certificate under the draft token: the file itself is the request body (the server checks its
 * magic bytes), so it does not go through the JSON adapter.
 */
export async function uploadRegisterFile(file: File, registerToken: string, fileKind: RegisterFileKind, language: Language): Promise<ApiEnvelope<RegisterFile | null>> {
  const query = new URLSearchParams({ registerToken, fileKind, fileName: file.name });
  const path = `${UPLOAD_PATH}?${query}`;
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream', ...signedHeaders({ session: null, language }, { method: 'POST', path, body: '' }) },
      body: file,
    });
    return (await response.json()) as ApiEnvelope<RegisterFile | null>;
  } catch {
    return { status: 'E', msg: language === 'EN' ? 'The file could not be sent; check the network and try again' : '文件发送失败，请检查网络后重试', data: null };
  }
}
