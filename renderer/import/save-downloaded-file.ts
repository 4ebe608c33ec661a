/** Hands the browser a downloaded file to save under its name (an object URL behind a temporary link). */
export function saveDownloadedFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; release it after the current task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
