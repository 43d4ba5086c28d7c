import { IMAGE_WIDTHS } from '../../core/constants';
import { imageUrl } from '../lib/links';

const srcSetOf = (name: string) => IMAGE_WIDTHS.map((w) => `${imageUrl(name, w)} ${w}w`).join(', ');

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
      srcSet={srcSetOf(name)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      // A first-screen picture is drawn in the frame it arrives in; the others decode off the main thread.
      decoding={eager ? undefined : 'async'}
    />
  );
}

/** A transparent pixel: what a device without hover shows in place of a hover picture (never fetched). */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * A second picture shown under a hovering pointer (a card's): only a device that can hover fetches it; a phone
 * keeps the blank pixel, so the first screen's pictures do not share its connection with pictures it never shows.
 */
export function HoverPicture({ name, sizes, className }: { name: string; sizes: string; className: string }) {
  return (
    <picture>
      <source media="(hover: hover)" srcSet={srcSetOf(name)} sizes={sizes} />
      <img src={BLANK} alt="" width={480} height={480} className={className} loading="lazy" decoding="async" />
    </picture>
  );
}
