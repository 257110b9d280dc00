import { type ImageWidth, PLACEHOLDER_IMAGE_URL, partImageSrcSet, partImageUrl } from '../../../../domain/images.ts';

interface PartPictureProps {
  imageKey: string | undefined;
  alt: string;
  width: ImageWidth;
  className?: string;
  sizes?: string;
  loading?: 'lazy' | 'eager';
  /** The page's largest picture: fetched first, before anything else the page holds. */
  priority?: boolean;
}

/** A part's picture as responsive WebP, or the placeholder when the part has none. */
export function PartPicture({ imageKey, alt, width, className = '', sizes, loading = 'lazy', priority = false }: PartPictureProps) {
  const eager = priority ? 'eager' : loading;
  const fetchPriority = priority ? 'high' : undefined;
  if (!imageKey) {
    return <img src={PLACEHOLDER_IMAGE_URL} alt={`${alt}: not photographed yet`} className={className} width={width} height={width} loading={eager} fetchPriority={fetchPriority} />;
  }
  return (
    <img
      src={partImageUrl(imageKey, width)}
      srcSet={partImageSrcSet(imageKey)}
      sizes={sizes ?? `${width}px`}
      alt={alt}
      className={className}
      width={width}
      height={width}
      loading={eager}
      fetchPriority={fetchPriority}
      decoding="async"
    />
  );
}
