import sharp from 'sharp';

/**
 * sharp as the shop uses it. Its operation cache (50 MB by default) only helps a program that works on
 * the same files again; the shop draws and converts each picture once, so the cache would be resident
 * memory for nothing (about 35 MB after the demo's pictures are drawn).
 */
sharp.cache(false);

export default sharp;
export type { Metadata } from 'sharp';
