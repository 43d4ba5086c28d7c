import { IMAGE_WIDTHS } from '../../core/constants';
import { imageUrl } from '../lib/links';

/** A product picture served at the width it is shown (srcset over the fixed widths of /Image). */
export function Picture({
  name,
  alt,
  sizes,
  eager = false,
  className,
  width = 480,
  height = 480,
}: {
  name: string | undefined;
  alt: string;
  sizes: string;
  eager?: boolean;
  className?: string;
  width?: number;
  height?: number;
}) {
  if (!name) {
    return (
      <img
        src="/placeholder.svg"
        alt={alt || 'Picture coming soon'}
        width={width}
        height={height}
        className={className}
        loading={eager ? 'eager' : 'lazy'}
      />
    );
  }
  return (
    <img
      src={imageUrl(name, 480)}
      srcSet={IMAGE_WIDTHS.map((w) => `${imageUrl(name, w)} ${w}w`).join(', ')}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
