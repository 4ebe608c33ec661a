/** A stored file as the file service answers it (spec 000 §3 "Attachment", plus who uploaded it and when). */
export interface AttachmentFile {
  /** The same as fileId (the original platform answers both). */
  id: number;
  fileId: number;
  originalFileName: string;
  /** The stored name (a random id and the extension), never a path. */
  fileName: string;
  fileSize: number;
  /** Lowercase, without the dot; '' when the name has none. */
  suffixName: string;
  contentType: string;
  fileDesc: string | null;
  /** Y: came through the resumable large-file upload. */
  largeFlag: 'Y' | 'N';
  createdBy: number;
  creationDate: string;
}
