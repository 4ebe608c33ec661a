import { Button } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';

interface RecognisedOfferProps {
  value: string;
  onUse: () => void;
}

/** Under a field the user filled before the licence was read: the read value, and a button that takes it. */
export function RecognisedOffer({ value, onUse }: RecognisedOfferProps) {
  const { t } = useTranslation();
  return (
    <span className="srm-register__offer">
      {t('register.recognisedValue', { value })}
      <Button type="text" size="mini" onClick={onUse}>
        {t('register.useRecognised')}
      </Button>
    </span>
  );
}
