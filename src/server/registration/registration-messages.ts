import type { Language } from '../../shared/formats/common';

/** Messages of supplier registration and its approval, in both languages. */
const MESSAGES = {
  fieldRequired: { CN: '请填写{{label}}', EN: 'Fill in {{label}}' },
  fieldTooLong: { CN: '{{label}}不能超过{{limit}}个字符', EN: '{{label}} may have at most {{limit}} characters' },
  emailInvalid: { CN: '邮箱格式不正确', EN: 'This is not an e-mail address' },
  userNameInvalid: { CN: '用户名只能包含字母、数字、下划线、点和横线（3-60位）', EN: 'The user name has 3-60 letters, digits, _ . or -' },
  supplierNameTaken: { CN: '该公司名称已注册或正在审批中', EN: 'This company is already registered or awaiting approval' },
  supplierNameFree: { CN: '该公司名称可以注册', EN: 'This company name can be registered' },
  userNameTaken: { CN: '该用户名已被使用', EN: 'This user name is taken' },
  tokenInvalid: { CN: '注册页面已过期，请刷新页面后重新填写', EN: 'This registration form expired; reload the page and fill it in again' },
  licenseRequired: { CN: '请上传营业执照', EN: 'Upload the business licence' },
  idCardRequired: { CN: '请上传身份证', EN: 'Upload the identity card' },
  fileKindInvalid: { CN: '附件类型应为营业执照或身份证', EN: 'The attachment is either the business licence or the identity card' },
  fileTypeInvalid: { CN: '只能上传JPG、PNG或PDF文件', EN: 'Only JPG, PNG or PDF files can be uploaded' },
  fileTooLarge: { CN: '文件不能超过10MB', EN: 'The file may be at most 10 MB' },
  fileEmpty: { CN: '文件为空', EN: 'The file is empty' },
  tooManyFiles: { CN: '附件过多，请刷新页面后重新上传', EN: 'Too many attachments; reload the page and upload again' },
  fileNotFound: { CN: '附件不存在或已被删除', EN: 'This attachment does not exist or was removed' },
  uploaded: { CN: '上传成功', EN: 'Uploaded' },
  submitted: {
    CN: '注册已提交，注册单号{{number}}，请等待采购方审批；凭注册单号和密码可查看进度',
    EN: 'Registration {{number}} submitted; it waits for the buyer\'s approval. Follow it with the number and your password',
  },
  resubmitted: { CN: '注册已重新提交，请等待审批', EN: 'Registration submitted again; it waits for approval' },
  lookupFailed: { CN: '注册单号或密码错误', EN: 'Wrong registration number or password' },
  notEditable: { CN: '只有被驳回的注册可以修改后重新提交', EN: 'Only a rejected registration can be corrected and submitted again' },
  notSubmitted: { CN: '该注册不是待审批状态，请刷新后再试', EN: 'This registration is no longer awaiting approval; refresh and retry' },
  approved: { CN: '已审批通过，供应商{{number}}及其登录用户已创建', EN: 'Approved: supplier {{number}} and its user were created' },
  rejected: { CN: '已驳回，申请人将收到驳回原因', EN: 'Rejected; the applicant is told why' },
  reasonRequired: { CN: '请填写驳回原因', EN: 'Give the reason for rejecting' },
  approvedMailSubject: { CN: '供应商注册已通过', EN: 'Supplier registration approved' },
  approvedMailBody: {
    CN: '您好，{{name}}：\n\n贵公司（{{company}}）的注册{{number}}已审批通过，请使用注册时的用户名 {{userName}} 和密码登录。',
    EN: 'Hello {{name}},\n\nthe registration {{number}} of {{company}} was approved. Sign in as {{userName}} with the password you chose.',
  },
  rejectedMailSubject: { CN: '供应商注册被驳回', EN: 'Supplier registration rejected' },
  rejectedMailBody: {
    CN: '您好，{{name}}：\n\n贵公司（{{company}}）的注册{{number}}被驳回，原因：{{reason}}\n请凭注册单号和密码在注册信息修改页面修改后重新提交。',
    EN: 'Hello {{name}},\n\nthe registration {{number}} of {{company}} was rejected: {{reason}}\nCorrect it on the registration edit page with the number and your password, and submit it again.',
  },
  ocrUnavailable: {
    CN: '服务器未安装文字识别（tesseract），请手动填写公司名称和统一社会信用代码',
    EN: 'Text recognition (tesseract) is not installed on the server; type the company name and credit code',
  },
  ocrFailed: { CN: '未能从营业执照中识别出信息，请手动填写', EN: 'Nothing could be read from the licence; type the details' },
  ocrNeedsImage: {
    CN: '文字识别需要营业执照的图片（JPG或PNG），PDF请手动填写',
    EN: 'Recognition needs a picture of the licence (JPG or PNG); for a PDF, type the details',
  },
  portalOpened: { CN: '门户账号{{userName}}已开通，临时密码已发送至{{email}}', EN: 'Portal account {{userName}} opened; a temporary password was mailed to {{email}}' },
  portalAlreadyOpen: { CN: '该供应商已开通门户账号{{userName}}', EN: 'This supplier already has the portal account {{userName}}' },
  portalUserNameRequired: { CN: '请先填写并保存门户登录名', EN: 'Fill in and save the portal sign-in name first' },
  portalEmailRequired: { CN: '请先填写并保存门户账号邮箱', EN: 'Fill in and save the portal account e-mail first' },
  portalMailSubject: { CN: '供应商门户账号已开通', EN: 'Your supplier portal account' },
  portalMailBody: {
    CN: '您好：\n\n已为贵公司（{{company}}，供应商编码{{number}}）开通供应商门户账号。\n登录名：{{userName}}\n临时密码：{{password}}\n首次登录后请立即修改密码。',
    EN: 'Hello,\n\na supplier portal account was opened for {{company}} (supplier {{number}}).\nSign-in name: {{userName}}\nTemporary password: {{password}}\nChange the password when you first sign in.',
  },
  ocrDone: { CN: '已识别营业执照，请核对', EN: 'Licence read; check the details' },
  // Invitations (registerInviteList and the invited registration page).
  inviteInvalid: { CN: '邀请链接无效或已被新的链接取代，请联系邀请方重新发送', EN: 'This invitation link is not valid or was replaced by a newer one; ask the buyer to send it again' },
  inviteExpired: { CN: '邀请链接已过期，请联系邀请方重新发送', EN: 'This invitation link has expired; ask the buyer to send it again' },
  inviteRevoked: { CN: '该邀请已被撤销，如需注册请联系邀请方', EN: 'This invitation was revoked; contact the buyer if you still want to register' },
  inviteUsed: { CN: '该邀请链接已用于注册，不能再次使用', EN: 'This invitation link was already used to register' },
  inviteExpiryPast: { CN: '有效期已过，请先修改并保存有效期再发送', EN: 'The validity date has passed; change and save it before sending' },
  inviteSent: { CN: '邀请已发送至{{email}}', EN: 'Invitation sent to {{email}}' },
  inviteMailSubject: { CN: '{{org}}邀请贵公司注册成为供应商', EN: '{{org}} invites you to register as a supplier' },
  inviteMailBody: {
    CN: '您好，{{name}}：\n\n{{org}}邀请贵公司（{{company}}）在供应商平台注册。请在{{expiry}}前打开以下链接完成注册（链接仅可使用一次）：\n{{link}}\n{{note}}',
    EN: 'Hello {{name}},\n\n{{org}} invites {{company}} to register on its supplier platform. Open this link by {{expiry}} to register (it works once):\n{{link}}\n{{note}}',
  },
} as const;

export type RegistrationMessageKey = keyof typeof MESSAGES;

export function registrationMessage(key: RegistrationMessageKey, language: Language, args: Record<string, string | number> = {}): string {
  return MESSAGES[key][language].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(args[name] ?? ''));
}

/** Field labels for the messages above. */
export const REGISTRATION_LABELS: Record<string, Record<Language, string>> = {
  supplierName: { CN: '公司名称', EN: 'the company name' },
  creditCode: { CN: '统一社会信用代码', EN: 'the credit code' },
  contactName: { CN: '联系人', EN: 'the contact' },
  contactPhone: { CN: '联系电话', EN: 'the contact phone' },
  contactEmail: { CN: '联系邮箱', EN: 'the contact e-mail' },
  userName: { CN: '用户名', EN: 'the user name' },
  password: { CN: '密码', EN: 'the password' },
};
