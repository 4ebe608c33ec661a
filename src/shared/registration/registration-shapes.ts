/** The shapes the supplier self-registration calls exchange, shared by the server and the public pages. */

export type RegisterStatus = 'SUBMITTED' | 'APPROVED' | 'REJECTED';

/** The applicant's form as the server reads it (submitRegister; resubmitRegister without userName and password). */
export interface RegistrationForm {
  supplierName: string;
  creditCode: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  userName: string;
  password: string;
}

/** A registration as findMyRegister answers it to its applicant: never the password. */
export interface RegistrationView extends Omit<RegistrationForm, 'password'> {
  registerNumber: string;
  registerStatus: RegisterStatus;
  rejectReason: string | null;
}

/** What an invitation link tells the registration page (findInvitation): the inviting organisation, fixed, and the form's first values. */
export interface RegistrationInvitation {
  orgName: string;
  supplierName: string;
  contactName: string;
  contactEmail: string;
  mobilePhone: string | null;
  expiryDate: string;
}
