import { useState } from 'react';
import { isVideoName } from '../../core/media';
import type { StockItem } from '../../core/api-schemas';
import { imageUrl } from '../lib/links';
import { Picture } from './Picture';
import { ZoomFrame } from './ZoomFrame';

const MAIN_SIZES = '(max-width: 800px) 100vw, 560px';

/** docs/behaviour.md §2.5: gallery with thumbnails, image or video by file extension, hover zoom at 2x. */
export function Gallery({ item, name }: { item: StockItem; name: string }) {
  const media = item.Images.map((i) => i.ImageName);
  const [current, setCurrent] = useState(0);
  const shown = media[current];
  const video = shown !== undefined && isVideoName(shown);
  return (
    <section className="gallery" aria-label="Pictures">
      <ZoomFrame className="gallery-main" src={shown && !video ? imageUrl(shown, 960) : undefined}>
        {shown && video ? (
          <video src={imageUrl(shown)} controls muted playsInline preload="metadata" aria-label={`Video of ${name}`} />
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
                aria-label={`Show ${isVideoName(m) ? 'video' : `picture ${i + 1}`}`}
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
    </section>
  );
}
