/**
 * Uploads (docs/behaviour.md §5.11, §10.6: deposit slips, hand and ring photos): the formats, the size limit and
 * the words for each refusal. The page checks a chosen file by its type and size; the server checks the bytes
 * again by content.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Picture formats by their sharp/libvips names; the browser knows them as image/{format}. */
export const UPLOAD_FORMATS = ['jpeg', 'png', 'gif', 'webp'] as const;
export const UPLOAD_MIME_TYPES = UPLOAD_FORMATS.map((f) => `image/${f}`);

export const tooLarge = (label: string) => `${label} must be at most 5 MB`;
export const notAPicture = (label: string) => `${label} must be a JPG, PNG, GIF or WebP picture`;
