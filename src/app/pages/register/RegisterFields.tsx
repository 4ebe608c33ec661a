import { Alert, Form, Grid, Input, type FormInstance } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAdapter } from '../../session/AppAdapterContext';
import { useLanguage } from '../../i18n/use-language';
import { registerApi, type RegisterFile } from './register-api';
import { identityRules } from '../public/identity-rules';
import { RegisterFileInput } from './RegisterFileInput';
import { licencePrefill, type LicencePrefill, type RecognisedField } from './licence-prefill';
import { RecognisedOffer } from './RecognisedOffer';

interface RegisterFieldsProps {
  form: FormInstance;
  registerToken: string | null;
  /** A correction keeps the user name and password chosen at registration: their fields are not shown. */
  withAccount: boolean;
  /** A correction keeps the certificates already sent unless new ones are uploaded. */
  filesRequired: boolean;
}

const Row = Grid.Row;
const Col = Grid.Col;

/**
 * The registration form's fields (company, certificates, contact, account). An uploaded licence picture is
 * read by the server's recognition and prefills the company name and credit code where they are still empty
 * (what the applicant typed meanwhile stays, the read value is offered under it); where it cannot read it,
 * its message says so and the applicant types them.
 */
export function RegisterFields({ form, registerToken, withAccount, filesRequired }: RegisterFieldsProps) {
  const { t } = useTranslation();
  const adapter = useAppAdapter();
  const [language] = useLanguage();
  const rules = identityRules(t, language);
  const [nameCheck, setNameCheck] = useState<{ available: boolean; msg: string } | null>(null);
  const [recognition, setRecognition] = useState<{ state: 'running' | 'done' | 'failed'; msg: string } | null>(null);
  const [offers, setOffers] = useState<LicencePrefill['offers']>({});

  async function checkName() {
    const supplierName = String(form.getFieldValue('supplierName') ?? '').trim();
    setNameCheck(null);
    if (supplierName === '') return;
    const answer = await registerApi.checkName(adapter, supplierName);
    // The answer is about the name as it was: once the name was edited it would speak of another company.
    const stillAsked = String(form.getFieldValue('supplierName') ?? '').trim() === supplierName;
    if (answer.status === 'S' && stillAsked) setNameCheck({ available: answer.data.available, msg: answer.msg });
  }

  async function recognize(file: RegisterFile) {
    if (!registerToken || file.contentType === 'application/pdf') return;
    setRecognition({ state: 'running', msg: t('register.recognizing') });
    const answer = await registerApi.recognize(adapter, registerToken, file.registerFileId);
    if (answer.status !== 'S') return setRecognition({ state: 'failed', msg: answer.msg });
    const prefill = licencePrefill(answer.data, (field) => form.getFieldValue(field));
    for (const [field, value] of Object.entries(prefill.fill)) form.setFieldValue(field, value);
    setOffers(prefill.offers);
    setRecognition({ state: 'done', msg: t(Object.keys(prefill.offers).length > 0 ? 'register.recognizedKept' : 'register.recognized') });
    if (prefill.fill.supplierName) void checkName();
  }

  function takeRecognised(field: RecognisedField) {
    const value = offers[field];
    if (value === undefined) return;
    form.setFieldValue(field, value);
    setOffers(({ [field]: _used, ...rest }) => rest);
    if (field === 'supplierName') void checkName();
  }

  const offerOf = (field: RecognisedField) => {
    const value = offers[field];
    return value === undefined ? null : <RecognisedOffer value={value} onUse={() => takeRecognised(field)} />;
  };

  const fileRules = (labelKey: string) => (filesRequired ? rules.file(labelKey) : []);
  return (
    <>
      <h2 className="srm-register__section">{t('register.files')}</h2>
      <p className="srm-register__hint">{t('register.fileHint')}</p>
      <Row gutter={24}>
        <Col span={12}>
          <Form.Item label={t('register.licenseFile')} field="licenseFile" rules={fileRules('register.licenseFile')} required={filesRequired}>
            <RegisterFileInput
              kind="LICENSE"
              label={t('register.licenseFile')}
              registerToken={registerToken}
              // The form item keeps the value; this only starts the recognition.
              onChange={(file) => void recognize(file)}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label={t('register.idCardFile')} field="idCardFile" rules={fileRules('register.idCardFile')} required={filesRequired}>
            <RegisterFileInput kind="ID_CARD" label={t('register.idCardFile')} registerToken={registerToken} />
          </Form.Item>
        </Col>
      </Row>
      {recognition && <Alert className="srm-register__recognition" type={recognition.state === 'failed' ? 'warning' : 'info'} content={recognition.msg} />}

      <h2 className="srm-register__section">{t('register.company')}</h2>
      <Row gutter={24}>
        <Col span={12}>
          <Form.Item
            label={t('register.supplierName')}
            field="supplierName"
            rules={rules.supplierName}
            extra={
              (nameCheck || offers.supplierName) && (
                <>
                  {nameCheck && <span className={nameCheck.available ? 'srm-register__ok' : 'srm-register__taken'}>{nameCheck.msg}</span>}
                  {offerOf('supplierName')}
                </>
              )
            }
          >
            <Input maxLength={200} onBlur={() => void checkName()} onChange={() => setNameCheck(null)} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label={t('register.creditCode')} field="creditCode" rules={rules.creditCode} required extra={offerOf('creditCode') ?? t('register.creditCodeHint')}>
            <Input maxLength={22} />
          </Form.Item>
        </Col>
      </Row>

      <h2 className="srm-register__section">{t('register.contact')}</h2>
      <Row gutter={24}>
        <Col span={8}>
          <Form.Item label={t('register.contactName')} field="contactName" rules={rules.contactName}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label={t('register.contactPhone')} field="contactPhone" rules={rules.contactPhone}>
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label={t('register.contactEmail')} field="contactEmail" rules={rules.contactEmail} extra={t('register.contactEmailHint')}>
            <Input maxLength={120} />
          </Form.Item>
        </Col>
      </Row>

      {withAccount && (
        <>
          <h2 className="srm-register__section">{t('register.account')}</h2>
          <Row gutter={24}>
            <Col span={8}>
              <Form.Item label={t('register.userName')} field="userName" rules={rules.userName} extra={t('register.userNameHint')}>
                <Input maxLength={60} autoComplete="username" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label={t('register.password')} field="password" rules={rules.password(() => String(form.getFieldValue('userName') ?? ''))} required>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                label={t('register.confirmPassword')}
                field="confirmPassword"
                rules={rules.confirmPassword(() => String(form.getFieldValue('password') ?? ''))}
                dependencies={['password']}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </Col>
          </Row>
          <p className="srm-register__hint">{t('register.passwordHint')}</p>
        </>
      )}
    </>
  );
}
