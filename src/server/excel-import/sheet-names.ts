/** A worksheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetNameOf(text: string): string {
  const cleaned = text.replace(/[:\\/?*[\]]/g, ' ').trim().slice(0, 31);
  return cleaned === '' ? 'Sheet1' : cleaned;
}
