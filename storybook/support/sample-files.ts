import type { AttachmentFile } from '../../src/shared/api/attachment-file';
import type { MemoryFile } from '../../renderer/data/memory-file-transfer';

/** The attachment ids every sample record with an attachment field holds (the files below). */
export const SAMPLE_ATTACHMENT_IDS = '9001,9002';

/** A one-page PDF report and a small picture, as base64 (made once with a script; tiny on purpose). */
export const SAMPLE_PDF_BASE64 = 'JVBERi0xLjQKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFszIDAgUl0gL0NvdW50IDEgPj4KZW5kb2JqCjMgMCBvYmoKPDwgL1R5cGUgL1BhZ2UgL1BhcmVudCAyIDAgUiAvTWVkaWFCb3ggWzAgMCA1OTUgODQyXSAvQ29udGVudHMgNCAwIFIgL1Jlc291cmNlcyA8PCAvRm9udCA8PCAvRjEgNSAwIFIgPj4gPj4gPj4KZW5kb2JqCjQgMCBvYmoKPDwgL0xlbmd0aCAxMjAgPj4Kc3RyZWFtCkJUIC9GMSAyNCBUZiA3MiA3NzAgVGQgKFF1YWxpdHkgaW5zcGVjdGlvbiByZXBvcnQpIFRqIEVUCkJUIC9GMSAxMiBUZiA3MiA3NDAgVGQgKExvdCAyMDI2LTExLUEsIDEyMCBwY3MsIGFjY2VwdGVkKSBUaiBFVAplbmRzdHJlYW0KZW5kb2JqCjUgMCBvYmoKPDwgL1R5cGUgL0ZvbnQgL1N1YnR5cGUgL1R5cGUxIC9CYXNlRm9udCAvSGVsdmV0aWNhID4+CmVuZG9iagp4cmVmCjAgNgowMDAwMDAwMDAwIDY1NTM1IGYgCjAwMDAwMDAwMDkgMDAwMDAgbiAKMDAwMDAwMDA1OCAwMDAwMCBuIAowMDAwMDAwMTE1IDAwMDAwIG4gCjAwMDAwMDAyNDEgMDAwMDAgbiAKMDAwMDAwMDQxMiAwMDAwMCBuIAp0cmFpbGVyCjw8IC9TaXplIDYgL1Jvb3QgMSAwIFIgPj4Kc3RhcnR4cmVmCjQ4MgolJUVPRgo=';
export const SAMPLE_PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAHgAAABQCAIAAABd+SbeAAAAtElEQVR42u3SMQ0AIRQFwa8CEZhACVJwhbWruRYDL6GYZBVMtto8oWr3UGdVqG+MUAUaNGjQoEGDBg0aNGjQoEGDBg0aNGjQoEGDBg0aNGjQoEGDBg0aNGjQoEGDBg0aNGjQoEGDBg0aNGjQoEE/CI3jLrgdaNCgQYMGDRo0aNCgQYMGDRo0aNCgQYMGDRo0aNCgQYMGDRo0aNCgQYMGDRo0aNCgQYMGDRo0aNCgQYMG/R70D7OVMYCkSDadAAAAAElFTkSuQmCC';

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sample(fileId: number, originalFileName: string, contentType: string, base64: string): MemoryFile {
  const blob = new Blob([bytesOf(base64)], { type: contentType });
  const suffixName = originalFileName.split('.').pop() ?? '';
  const record: AttachmentFile = {
    id: fileId,
    fileId,
    originalFileName,
    fileName: `${fileId}.${suffixName}`,
    fileSize: blob.size,
    suffixName,
    contentType,
    fileDesc: null,
    largeFlag: 'N',
    createdBy: 1,
    creationDate: '2026-11-20 14:05:00',
  };
  return { record, blob };
}

/** The files of the sample records, for the memory file transfer of every story. */
export function sampleFiles(): MemoryFile[] {
  return [sample(9001, '来料检验报告.pdf', 'application/pdf', SAMPLE_PDF_BASE64), sample(9002, '现场照片.png', 'image/png', SAMPLE_PNG_BASE64)];
}
