import { creditCodeProblem } from '../../shared/validation/credit-code';

/** What a licence's text yields: the credit code when one passes its check character, and the company name. */
export interface LicenceFields {
  creditCode?: string;
  companyName?: string;
}

/** Letters the code never contains, as OCR misreads them: tried only when the check character then passes. */
const LOOKALIKES: Record<string, string> = { O: '0', I: '1', S: '5', Z: '2', V: 'U' };

function withLookalikesFixed(candidate: string): string {
  return candidate.replace(/[OISZV]/g, (letter) => LOOKALIKES[letter] ?? letter);
}

/** Every run of 18 code-like characters in the text, spaces inside a line ignored (OCR splits groups). */
function codeCandidates(text: string): string[] {
  const candidates: string[] = [];
  for (const line of text.split('\n')) {
    const compact = line.replace(/\s+/g, '').toUpperCase();
    for (const match of compact.matchAll(/[0-9A-Z]{18,}/g)) {
      for (let start = 0; start + 18 <= match[0].length; start += 1) candidates.push(match[0].slice(start, start + 18));
    }
  }
  return candidates;
}

function findCreditCode(text: string): string | undefined {
  for (const candidate of codeCandidates(text)) {
    if (creditCodeProblem(candidate) === null) return candidate;
    const fixed = withLookalikesFixed(candidate);
    if (creditCodeProblem(fixed) === null) return fixed;
  }
  return undefined;
}

/** The value after 名称 (OCR often spaces it as 名 称), up to the end of the line. */
function findCompanyName(text: string): string | undefined {
  for (const line of text.split('\n')) {
    const match = /名\s*称\s*[:：]?\s*(.+)$/.exec(line);
    const name = match?.[1]?.replace(/\s+/g, '').trim();
    if (name && name.length >= 2) return name.slice(0, 200);
  }
  return undefined;
}

/** Reads the credit code and the company name out of the recognised text of a business licence. */
export function licenceFieldsOf(text: string): LicenceFields {
  const fields: LicenceFields = {};
  const creditCode = findCreditCode(text);
  if (creditCode) fields.creditCode = creditCode;
  const companyName = findCompanyName(text);
  if (companyName) fields.companyName = companyName;
  return fields;
}
