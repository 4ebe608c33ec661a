/** The file service's calls (spec 000 §7, docs/api.md "Files"), under the API origin. */
export const FILE_PATHS = {
  upload: '/api/file/v2/file/upload',
  largeUpload: '/api/largeFile/v1/largeFile/upload',
  findByIds: '/api/file/v2/file/findByIds',
  download: '/api/file/v2/file/downloadBody',
  batchDownload: '/api/file/v2/file/batchDownload',
  fileUrl: '/api/file/v2/file/getFileUrl',
  publicKey: '/api/file/v2/file/publicKey',
  batchDelete: '/api/file/v2/file/batchDelete',
  pdfView: '/api/file/v2/pageoffice/doFilePdfView',
} as const;
