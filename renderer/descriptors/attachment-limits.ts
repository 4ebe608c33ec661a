// Kept apart from the zod schema (attachment-config.schema.ts): the first screens import these numbers, and the
// schema module would bring zod into the browser's first download with them.

/** Spec 000 §9: the largest file a widget takes, and the size from which it goes the resumable large-file way. */
export const MAX_UPLOAD_BYTES = 2147483648;
export const LARGE_FILE_THRESHOLD = 104857600;
export const DEFAULT_MAX_FILES = 999;

/** Image suffixes of spec 000 §5 (image upload and the image viewer). */
export const IMAGE_SUFFIXES = ['gif', 'jpg', 'jpeg', 'png', 'bmp'] as const;
