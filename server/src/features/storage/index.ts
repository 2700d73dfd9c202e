/** What other features may use of this one; nobody imports its inner files. */
export { createUpload } from './create-upload';
export type { FileStorage } from './file-storage';
export { fileUrl } from './file-url';
export { requireUploadedImage } from './require-uploaded-image';
