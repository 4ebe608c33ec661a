import type { DataAdapter } from '../../../../renderer/data/data-adapter';
import type { ApiEnvelope } from '../../../shared/api/envelope';

/** A login captcha: its id (sent back with the answer) and the picture, an SVG document. */
export interface Captcha {
  captchaId: string;
  image: string;
}

export function requestCaptcha(adapter: DataAdapter): Promise<ApiEnvelope<Captcha>> {
  return adapter.request<Captcha>({ service: 'base', resource: 'baseLoginRestful', operation: 'generateRandomValidate', body: {} });
}

/** The picture as an image address: an SVG shown through <img> runs no script. */
export function captchaImageSource(captcha: Captcha): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.image)}`;
}
