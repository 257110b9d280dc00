import * as z from 'zod/mini';

import { MAX_IMAGES_PER_PART } from './images.ts';

// A part as the API answers it. The public pages load this file: the rules of a part's input (the form,
// the API, the CSV import) are in part-input.schema.ts, whose schemas every page would otherwise build.

/** A part as the API answers it (SPEC §3 "Part"): money and measures as exact decimal text. */
export const PartSchema = z.object({
  id: z.int(),
  type: z.string(),
  sku: z.string(),
  name: z.string(),
  description: z.string(),
  regularPrice: z.string(),
  categories: z.array(z.string()),
  shippingClass: z.string(),
  weightLbs: z.nullable(z.string()),
  lengthIn: z.nullable(z.string()),
  widthIn: z.nullable(z.string()),
  heightIn: z.nullable(z.string()),
  images: z.array(z.string()),
  yearStart: z.int(),
  yearEnd: z.int(),
  make: z.string(),
  model: z.string(),
  inStock: z.boolean(),
  stock: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Part = z.infer<typeof PartSchema>;

/** Messages of the image rules (SPEC §5, §8). */
export const IMAGE_MESSAGES = {
  tooLarge: 'File size must be less than 5MB',
  notImage: 'Only image files are allowed',
  tooMany: `A part can have at most ${MAX_IMAGES_PER_PART} pictures`,
  tooManyPixels: 'This picture has too many pixels (at most 40 megapixels)',
  uploadFailed: 'Failed to upload image. Please try again.',
  removeFailed: 'Failed to remove image. Please try again.',
} as const;
