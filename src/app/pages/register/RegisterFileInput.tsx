import { Button, Message } from '@arco-design/web-react';
import { IconCheckCircleFill, IconUpload } from '@arco-design/web-react/icon';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { uploadRegisterFile, type RegisterFile, type RegisterFileKind } from './register-api';

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPTED = /\.(jpe?g|png|pdf)$/i;

interface RegisterFileInputProps {
  kind: RegisterFileKind;
  /** The draft token the file is kept under until the registration is submitted; null while it is issued. */
  registerToken: string | null;
  label: string;
  value?: RegisterFile;
  onChange?: (file: RegisterFile) => void;
}

/**
 * One certificate of the registration (a form control): the chosen file is checked here for type and size,
 * then sent; the control's value is the stored file the server answered.
 */
export function RegisterFileInput({ kind, registerToken, label, value, onChange }: RegisterFileInputProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function send(file: File) {
    if (!ACCEPTED.test(file.name)) return Message.error(t('register.fileTypeInvalid'));
    if (file.size > MAX_BYTES) return Message.error(t('register.fileTooLarge'));
    if (!registerToken) return Message.error(t('register.tokenFailed'));
    setUploading(true);
    const answer = await uploadRegisterFile(file, registerToken, kind, language);
    setUploading(false);
    if (answer.status === 'S' && answer.data) onChange?.(answer.data);
    else Message.error(answer.msg);
  }

  return (
    <div className="srm-register-file">
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        data-file-kind={kind}
        accept=".jpg,.jpeg,.png,.pdf"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      {/* Until the draft token is issued there is nowhere to keep the file. */}
      <Button icon={<IconUpload />} loading={uploading} disabled={!registerToken} onClick={() => input.current?.click()}>
        {uploading ? t('register.uploading') : value ? t('register.reupload') : t('register.upload')}
      </Button>
      {value && (
        <span className="srm-register-file__name">
          <IconCheckCircleFill className="srm-register-file__ok" /> {value.fileName}
        </span>
      )}
    </div>
  );
}
