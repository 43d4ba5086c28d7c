import { lazy, useRef, useState } from 'react';
import { isVideoName } from '../../core/media';
import type { StockItem } from '../../core/api-schemas';
import { LazyDialog, useLazyDialog } from '../lib/lazy-dialog';
import { useT } from '../lib/i18n';
import { imageUrl } from '../lib/links';
import { Picture } from './Picture';
import { ZoomFrame } from './ZoomFrame';

// The full-screen viewer loads the first time a guest opens it: the product page's first load stays as it was.
const GalleryViewer = lazy(() => import('./GalleryViewer'));

const MAIN_SIZES = '(max-width: 800px) 100vw, 560px';

/**
 * docs/behaviour.md §2.5: gallery with thumbnails, image or video by file extension, hover zoom at 2x with a mouse;
 * the main picture is a button that opens the full-screen viewer (docs/decisions/088) at that picture.
 */
export function Gallery({ item, name }: { item: StockItem; name: string }) {
  const t = useT();
  const media = item.Images.map((i) => i.ImageName);
  const [current, setCurrent] = useState(0);
  const viewer = useLazyDialog();
  const opener = useRef<HTMLButtonElement>(null);
  const shown = media[current];
  const video = shown !== undefined && isVideoName(shown);
  return (
    <section className="gallery" aria-label={t('product.pictures')}>
      <ZoomFrame className="gallery-main" src={shown && !video ? imageUrl(shown, 960) : undefined}>
        {shown && video ? (
          <video
            src={imageUrl(shown)}
            controls
            muted
            playsInline
            preload="metadata"
            aria-label={t('product.videoOf', { name })}
          />
        ) : shown ? (
          <button
            type="button"
            ref={opener}
            className="gallery-open"
            aria-label={t('product.openPicture', { name, at: current + 1, count: media.length })}
            onClick={viewer.show}
          >
            <Picture name={shown} alt="" sizes={MAIN_SIZES} eager width={900} height={900} />
          </button>
        ) : (
          <Picture name={shown} alt={name} sizes={MAIN_SIZES} eager width={900} height={900} />
        )}
      </ZoomFrame>
      {media.length > 1 ? (
        <ul className="thumbs">
          {media.map((m, i) => (
            <li key={m}>
              <button
                type="button"
                aria-label={isVideoName(m) ? t('product.showVideo') : t('product.showPicture', { at: i + 1 })}
                aria-pressed={i === current}
                onClick={() => setCurrent(i)}
              >
                {isVideoName(m) ? (
                  <span className="thumb-video" aria-hidden="true">
                    ▶
                  </span>
                ) : (
                  <img src={imageUrl(m, 160)} alt="" width={72} height={72} loading="lazy" />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <LazyDialog dialog={viewer}>
        <GalleryViewer
          open={viewer.open}
          media={media}
          start={current}
          name={name}
          onClose={() => {
            viewer.close();
            opener.current?.focus();
          }}
        />
      </LazyDialog>
    </section>
  );
}
