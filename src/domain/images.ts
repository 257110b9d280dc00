/** Part pictures live in this storage bucket (SPEC §3). */
export const PART_IMAGES_BUCKET = 'partimages';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_PART = 5;
/** Widths of the responsive WebP copies made of every picture. */
export const IMAGE_WIDTHS = [320, 800] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** A stored picture's key: letters, digits, dots and hyphens, optionally under a width folder. */
export const IMAGE_KEY_PATTERN = /^(?:w(?:320|800)\/)?[A-Za-z0-9][A-Za-z0-9.-]{0,200}$/;

/** Where a picture's file of a width is stored: its key under the width's folder ("w320/…"), or the key itself for the original. */
export const partImageKey = (key: string, width?: ImageWidth): string => (width ? `w${width}/${key}` : key);

export function partImageUrl(key: string, width?: ImageWidth): string {
  return `/media/${PART_IMAGES_BUCKET}/${width ? `w${width}/` : ''}${encodeURIComponent(key)}`;
}

/** Every stored width of a picture, for the browser to pick from (`srcset`). */
export function partImageSrcSet(key: string): string {
  return IMAGE_WIDTHS.map((width) => `${partImageUrl(key, width)} ${width}w`).join(', ');
}

/** How wide the part page shows its main picture; the page's preload of it says the same. */
export const PART_PAGE_PICTURE_SIZES = '(min-width: 1024px) 600px, 100vw';

/** Shown wherever a part has no picture (SPEC §9). */
export const PLACEHOLDER_IMAGE_URL = '/placeholder-part.svg';

/**
 * SPEC §5: file names are stripped to letters, digits, dot and hyphen and prefixed with a timestamp.
 * `unique` (random letters and digits from the caller) follows the timestamp, so two uploads of one
 * file name in the same millisecond never share a key.
 */
export function storageFileName(originalName: string, now: number, unique: string): string {
  const stripped = originalName.replace(/[^A-Za-z0-9.-]/g, '').replace(/^[.-]+/, '').slice(-120);
  const nonce = unique.replace(/[^A-Za-z0-9]/g, '');
  return `${now}-${nonce ? `${nonce}-` : ''}${stripped || 'image'}`;
}

/**
 * The browser's first check of a chosen file, before it is sent (the server checks the bytes again).
 * Returns the message to show, or null when the file may be uploaded.
 */
export function imageFileProblem(file: { size: number; type: string }): 'File size must be less than 5MB' | 'Only image files are allowed' | null {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return 'Only image files are allowed';
  if (file.size >= MAX_IMAGE_BYTES) return 'File size must be less than 5MB';
  return null;
}
