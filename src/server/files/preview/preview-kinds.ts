/** Extensions previewed online (spec 000 §7); anything else is downloaded to be seen. */
export const PREVIEWABLE_SUFFIXES = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'txt', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf'] as const;

export type PreviewKind = 'image' | 'pdf' | 'convert' | 'unsupported';

const KINDS: ReadonlyMap<string, PreviewKind> = new Map<string, PreviewKind>([
  ...(['gif', 'jpg', 'jpeg', 'png', 'bmp'] as const).map((suffix) => [suffix, 'image'] as const),
  ['pdf', 'pdf'],
  ...(['txt', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'] as const).map((suffix) => [suffix, 'convert'] as const),
]);

/** How a file is previewed: a picture and a PDF as they are, text and office documents as a PDF made from them. */
export function previewKindOf(suffix: string): PreviewKind {
  return KINDS.get(suffix.toLowerCase()) ?? 'unsupported';
}
