/**
 * Uploads (docs/behaviour.md §5.11, §10.6: deposit slips, hand and ring photos): the formats, the size limits and
 * the words for each refusal. The page checks a chosen file by its type and size; the server checks the bytes
 * again by content, and the picture's width × height from its header before decoding it.
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The most pixels a guest's picture may have: what a phone camera makes at its largest common size (48 and 50 MP
 * sensors: 8064 × 6048, 8160 × 6120), a long screenshot or an A4 page scanned at 600 dpi (35 MP). A 108 or 200 MP
 * phone photo is taken only in a mode chosen on purpose and weighs 20 MB and more, over UPLOAD_MAX_BYTES anyway;
 * under a megabyte of PNG can hold 256 MP, whose decoding is what this limit is for (docs/decisions/060).
 */
export const UPLOAD_MAX_PIXELS = 50_000_000;
/** Picture formats by their sharp/libvips names; the browser knows them as image/{format}. */
export const UPLOAD_FORMATS = ['jpeg', 'png', 'gif', 'webp'] as const;
export const UPLOAD_MIME_TYPES = UPLOAD_FORMATS.map((f) => `image/${f}`);

export const tooLarge = (label: string, maxBytes = UPLOAD_MAX_BYTES) =>
  `${label} must be at most ${maxBytes / 1024 / 1024} MB`;
export const notAPicture = (label: string) => `${label} must be a JPG, PNG, GIF or WebP picture`;
/** A picture whose header claims more pixels than `maxPixels`, in megapixels as cameras are sold by. */
export const tooManyPixels = (label: string, maxPixels = UPLOAD_MAX_PIXELS) =>
  `${label} is too large: at most ${maxPixels / 1_000_000} megapixels`;
/** A picture arriving while the shop is already reading as many as it takes at once (a 503 with Retry-After). */
export const picturesBusy = (label: string) =>
  `We are receiving many pictures just now and could not take your ${label.toLowerCase()}. Please send it again in a few seconds.`;
