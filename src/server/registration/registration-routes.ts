import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyPassword, decoyPasswordHash } from '../auth/password-hash';
import { ApiError } from '../http/api-error';
import { envelopeResponses, success } from '../http/envelope-schema';
import { requestLanguage } from '../http/request-language';
import { admitPublicCall, type PublicCallLimit } from '../rate-limit/public-call-limit';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { MAX_REGISTER_FILE_BYTES, type RegisterFiles } from './register-files';
import { readRegistrationInput } from './registration-input';
import { registrationMessage } from './registration-messages';
import { draftTokenHash, type Registrations } from './registrations';
import type { SupplierInvites } from './supplier-invites';
import { licenceFieldsOf } from './licence-text';
import { createTesseractReader, type TextRecognizer } from './tesseract-reader';

export interface RegistrationRouteOptions {
  registrations: Registrations;
  invites: SupplierInvites;
  files: RegisterFiles;
  limiter: RateLimiter;
  /** Reads licence images; Debian's tesseract unless a test gives another. */
  recognizer?: TextRecognizer;
}

const WINDOW_MS = 15 * 60_000;
const LIMITS = {
  token: { name: 'register-token', perAddress: 30, windowMs: WINDOW_MS },
  check: { name: 'register-check', perAddress: 60, windowMs: WINDOW_MS },
  upload: { name: 'register-upload', perAddress: 20, windowMs: WINDOW_MS },
  submit: { name: 'register-submit', perAddress: 10, windowMs: WINDOW_MS },
  invitation: { name: 'register-invitation', perAddress: 30, windowMs: WINDOW_MS },
  lookup: { name: 'register-lookup', perAddress: 10, windowMs: WINDOW_MS },
  recognize: { name: 'register-recognize', perAddress: 10, windowMs: WINDOW_MS },
} satisfies Record<string, PublicCallLimit>;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function field(body: unknown, key: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Supplier self-registration, public, under /api/srm/v1/supplierRegisterRestful/: a draft token, the
 * attachments uploaded under it (raw bytes, magic bytes checked), the form, and the applicant's own
 * look-up and correction by registration number + password. Every call is rate-limited per address;
 * no answer carries another applicant's data.
 */
export async function registrationRoutes(app: FastifyInstance, options: RegistrationRouteOptions): Promise<void> {
  const { registrations, invites, files, limiter } = options;
  const recognizer = options.recognizer ?? createTesseractReader();
  const responses = envelopeResponses('record');
  const route = (operation: string) => `/v1/supplierRegisterRestful/${operation}`;
  const publicRoute = { config: { access: 'public' as const }, schema: { response: responses } };

  // Attachments arrive as the raw file (Content-Type of the file); the JSON parser stays for the rest.
  app.addContentTypeParser(['image/jpeg', 'image/png', 'application/pdf', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: MAX_REGISTER_FILE_BYTES + 1 }, (_request, body, done) => done(null, body));

  const tokenOf = (request: FastifyRequest, token: string): string => {
    if (!TOKEN_PATTERN.test(token)) {
      const message = registrationMessage('tokenInvalid', requestLanguage(request));
      throw new ApiError(message, [{ field: 'registerToken', message }]);
    }
    return draftTokenHash(token);
  };

  app.post(route('issueRegisterToken'), publicRoute, async (request) => {
    await admitPublicCall(limiter, LIMITS.token, request);
    return success({ registerToken: randomBytes(32).toString('base64url') }, '');
  });

  app.post(route('checkSupplierName'), publicRoute, async (request) => {
    await admitPublicCall(limiter, LIMITS.check, request);
    const language = requestLanguage(request);
    const supplierName = field(request.body, 'supplierName').replace(/\s+/g, ' ');
    if (supplierName === '' || supplierName.length > 200) {
      const message = registrationMessage('fieldRequired', language, { label: language === 'CN' ? '公司名称' : 'the company name' });
      throw new ApiError(message, [{ field: 'supplierName', message }]);
    }
    const taken = await registrations.nameTaken(supplierName);
    return success({ available: !taken }, registrationMessage(taken ? 'supplierNameTaken' : 'supplierNameFree', language));
  });

  app.post(route('uploadRegisterFile'), publicRoute, async (request) => {
    await admitPublicCall(limiter, LIMITS.upload, request);
    const language = requestLanguage(request);
    const query = request.query as Record<string, string | undefined>;
    const tokenHash = tokenOf(request, query.registerToken ?? '');
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const stored = await files.add(tokenHash, query.fileKind ?? '', query.fileName ?? '', body, language);
    return success(stored, registrationMessage('uploaded', language));
  });

  // Prefills the form from the uploaded licence; without the engine the applicant is told to type.
  app.post(route('recognizeLicence'), publicRoute, async (request) => {
    await admitPublicCall(limiter, LIMITS.recognize, request);
    const language = requestLanguage(request);
    const tokenHash = tokenOf(request, field(request.body, 'registerToken'));
    const fileId = Number((request.body as Record<string, unknown> | null)?.registerFileId);
    const found = Number.isSafeInteger(fileId) ? await files.readOfDraft(tokenHash, fileId) : null;
    if (!found || found.file.fileKind !== 'LICENSE') {
      const message = registrationMessage('licenseRequired', language);
      throw new ApiError(message, [{ field: 'licenseFile', message }]);
    }
    if (found.file.contentType === 'application/pdf') {
      const message = registrationMessage('ocrNeedsImage', language);
      throw new ApiError(message, [{ field: 'licenseFile', message }]);
    }
    if (!(await recognizer.available())) throw new ApiError(registrationMessage('ocrUnavailable', language));
    const text = await recognizer.read(found.bytes, found.file.contentType === 'image/png' ? 'png' : 'jpg').catch((error: unknown) => {
      request.log.warn({ err: error }, 'licence recognition failed');
      return '';
    });
    const fields = licenceFieldsOf(text);
    if (!fields.creditCode && !fields.companyName) throw new ApiError(registrationMessage('ocrFailed', language));
    return success(fields, registrationMessage('ocrDone', language));
  });

  // An invitation link (registerInviteList): the organisation that invites, fixed, and the form's first values.
  app.post(route('findInvitation'), publicRoute, async (request) => {
    await admitPublicCall(limiter, LIMITS.invitation, request);
    const invitation = await invites.findOpen(field(request.body, 'inviteToken'), requestLanguage(request));
    return success(invitation.view, '');
  });

  app.post(route('submitRegister'), publicRoute, async (request) => {
    await admitPublicCall(limiter, LIMITS.submit, request);
    const language = requestLanguage(request);
    const tokenHash = tokenOf(request, field(request.body, 'registerToken'));
    // Registering through an invitation records its organisation; the link must still be valid.
    const inviteToken = field(request.body, 'inviteToken');
    const invitation = inviteToken === '' ? null : await invites.findOpen(inviteToken, language);
    const { input, errors } = readRegistrationInput(request.body, language);
    if (errors.length === 0) errors.push(...(await registrations.duplicateErrors(input, language)));
    const kinds = await files.kindsOf(tokenHash);
    if (!kinds.has('LICENSE')) errors.push({ field: 'licenseFile', message: registrationMessage('licenseRequired', language) });
    if (!kinds.has('ID_CARD')) errors.push({ field: 'idCardFile', message: registrationMessage('idCardRequired', language) });
    if (errors.length > 0) throw new ApiError(errors[0].message, errors);
    const registerNumber = await registrations.submit(input, tokenHash, invitation, language);
    request.log.info({ registerNumber }, 'supplier registration submitted');
    return success({ registerNumber }, registrationMessage('submitted', language, { number: registerNumber }));
  });

  /** The applicant's own registration by number + password; the same refusal for either wrong. */
  const own = async (request: FastifyRequest) => {
    await admitPublicCall(limiter, LIMITS.lookup, request);
    const language = requestLanguage(request);
    const registerNumber = field(request.body, 'registerNumber').slice(0, 30);
    const password = typeof (request.body as Record<string, unknown> | null)?.password === 'string' ? String((request.body as Record<string, unknown>).password) : '';
    const found = await registrations.findOwn(registerNumber, password, async (given, hash) => verifyPassword(given, hash || (await decoyPasswordHash())));
    if (!found) throw new ApiError(registrationMessage('lookupFailed', language));
    return found;
  };

  app.post(route('findMyRegister'), publicRoute, async (request) => {
    const found = await own(request);
    const { registerId: _internal, ...visible } = found;
    return success(visible, '');
  });

  app.post(route('resubmitRegister'), publicRoute, async (request) => {
    const found = await own(request);
    const language = requestLanguage(request);
    if (found.registerStatus !== 'REJECTED') throw new ApiError(registrationMessage('notEditable', language));
    // The user name and password stay as registered: they identify the applicant.
    const body = { ...(request.body as Record<string, unknown>), userName: found.userName };
    const { input, errors } = readRegistrationInput(body, language, false);
    if (errors.length === 0) errors.push(...(await registrations.duplicateErrors(input, language, found.registerId)));
    const token = field(request.body, 'registerToken');
    const tokenHash = token === '' ? null : tokenOf(request, token);
    if (errors.length > 0) throw new ApiError(errors[0].message, errors);
    const { password: _unchanged, ...fields } = input;
    if (!(await registrations.resubmit(found.registerId, fields, tokenHash))) throw new ApiError(registrationMessage('notEditable', language));
    return success({ registerNumber: found.registerNumber }, registrationMessage('resubmitted', language));
  });
}
