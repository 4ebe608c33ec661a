/** Why no preview was made: no LibreOffice, the conversion failed, or it ran out of time. */
export type PreviewErrorKind = 'unavailable' | 'failed' | 'timeout';

export class PreviewError extends Error {
  override readonly name = 'PreviewError';

  constructor(
    readonly kind: PreviewErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
