import '../../styles/registration.css';
import { Alert, Button, Descriptions, Tag } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PublicPage } from '../public/PublicPage';
import type { RegisterStatus } from '../../../shared/registration/registration-shapes';
import { RegisterCorrection } from './RegisterCorrection';
import { RegisterLookup, type FoundRegistration } from './RegisterLookup';

const STATUS_COLORS: Record<RegisterStatus, string> = { SUBMITTED: 'arcoblue', APPROVED: 'green', REJECTED: 'red' };

/**
 * '/registerInfoEdit': the applicant looks up a registration by number and password, sees where the review
 * stands, and corrects and resubmits it when a buyer rejected it.
 */
export default function RegisterInfoEditPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const initialNumber = (location.state as { registerNumber?: string } | null)?.registerNumber;
  const [found, setFound] = useState<FoundRegistration | null>(null);
  const [resubmitted, setResubmitted] = useState<string | null>(null);
  const registration = found?.registration;
  const status: RegisterStatus | undefined = resubmitted ? 'SUBMITTED' : registration?.registerStatus;

  return (
    <PublicPage title={t('registerInfo.title')} subtitle={registration ? undefined : t('registerInfo.subtitle')} width={status === 'REJECTED' ? 'wide' : 'narrow'}>
      {!registration && <RegisterLookup registerNumber={initialNumber} onFound={setFound} />}
      {registration && status && (
        <>
          <Descriptions
            column={1}
            className="srm-register__status"
            data={[
              { label: t('registerInfo.registerNumber'), value: registration.registerNumber },
              { label: t('register.supplierName'), value: registration.supplierName },
              { label: t('registerInfo.status'), value: <Tag color={STATUS_COLORS[status]}>{t(`registerInfo.${status}`)}</Tag> },
            ]}
          />
          {resubmitted && <Alert type="success" content={resubmitted} />}
          {status === 'SUBMITTED' && !resubmitted && <Alert type="info" content={t('registerInfo.submittedText')} />}
          {status === 'APPROVED' && <Alert type="success" content={t('registerInfo.approvedText', { userName: registration.userName })} />}
          {status === 'REJECTED' && found && <RegisterCorrection found={found} onResubmitted={setResubmitted} />}
          <Button className="srm-register__another" long onClick={() => { setFound(null); setResubmitted(null); }}>
            {t('registerInfo.another')}
          </Button>
        </>
      )}
      <nav className="srm-login__links">
        <Link to="/login">{t('publicLinks.backToLogin')}</Link>
        <Link to="/register">{t('publicLinks.register')}</Link>
      </nav>
    </PublicPage>
  );
}
