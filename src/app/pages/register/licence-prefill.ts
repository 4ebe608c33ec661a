/** The form fields a recognised business licence can fill. */
export type RecognisedField = 'supplierName' | 'creditCode';

export interface RecognisedLicence {
  companyName?: string;
  creditCode?: string;
}

/** What a recognition does to the form: values for the fields still empty, offers for those the user filled otherwise. */
export interface LicencePrefill {
  fill: Partial<Record<RecognisedField, string>>;
  offers: Partial<Record<RecognisedField, string>>;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

/**
 * A recognition answers late (seconds after the upload): what the user typed meanwhile stays. A read value
 * fills an empty field; where the field holds something else, it is only offered.
 */
export function licencePrefill(recognised: RecognisedLicence, current: (field: RecognisedField) => unknown): LicencePrefill {
  const prefill: LicencePrefill = { fill: {}, offers: {} };
  const read: [RecognisedField, string | undefined][] = [['supplierName', recognised.companyName], ['creditCode', recognised.creditCode]];
  for (const [field, value] of read) {
    if (isBlank(value)) continue;
    const typed = current(field);
    if (isBlank(typed)) prefill.fill[field] = value;
    else if (String(typed).trim() !== String(value).trim()) prefill.offers[field] = value;
  }
  return prefill;
}
