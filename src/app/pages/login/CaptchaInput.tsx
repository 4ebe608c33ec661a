import { useTranslation } from 'react-i18next';
import { LightInput } from '../../light-controls/LightInput';
import { captchaImageSource, type Captcha } from './captcha-api';

export interface CaptchaPictureProps {
  captcha: Captcha | null;
  loadFailed: boolean;
  onRefresh: () => void;
}

interface CaptchaInputProps extends CaptchaPictureProps {
  /** The input's id, so the field's label names it. */
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** The typed answer beside the picture; clicking the picture shows another one. */
export function CaptchaInput({ id, value, onChange, captcha, loadFailed, onRefresh, invalid, describedBy }: CaptchaInputProps) {
  const { t } = useTranslation();
  return (
    <div className="srm-captcha">
      <LightInput
        id={id}
        value={value ?? ''}
        onChange={(next) => onChange?.(next)}
        placeholder={t('captcha.placeholder')}
        autoComplete="off"
        maxLength={8}
        invalid={invalid}
        aria-describedby={describedBy}
      />
      <button type="button" className="srm-captcha__image" title={t('captcha.refresh')} aria-label={t('captcha.refresh')} onClick={onRefresh}>
        {captcha ? <img src={captchaImageSource(captcha)} alt={t('captcha.label')} /> : <span>{loadFailed ? t('captcha.loadFailed') : t('loading')}</span>}
      </button>
    </div>
  );
}
