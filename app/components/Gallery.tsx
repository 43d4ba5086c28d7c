import { useState, type MouseEvent } from 'react';
import { ZOOM_FACTOR } from '../../core/constants';
import { isVideoName } from '../../core/media';
import type { StockItem } from '../../core/types';
import { imageUrl } from '../lib/links';
import { Picture } from './Picture';

const MAIN_SIZES = '(max-width: 800px) 100vw, 560px';

/** Spec §2: gallery with thumbnails, image or video by file extension, hover zoom at 2x. */
export function Gallery({ item, name }: { item: StockItem; name: string }) {
  const media = item.Images.map((i) => i.ImageName);
  const [current, setCurrent] = useState(0);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const shown = media[current];
  const onMove = (e: MouseEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    setZoom({ x: ((e.clientX - r.left) / r.width) * 100, y: ((e.clientY - r.top) / r.height) * 100 });
  };
  return (
    <section className="gallery" aria-label="Pictures">
      <div
        className="gallery-main"
        onMouseMove={shown && !isVideoName(shown) ? onMove : undefined}
        onMouseLeave={() => setZoom(null)}
      >
        {shown && isVideoName(shown) ? (
          <video src={imageUrl(shown)} controls muted playsInline preload="metadata" aria-label={`Video of ${name}`} />
        ) : (
          <>
            <Picture name={shown} alt={name} sizes={MAIN_SIZES} eager width={900} height={900} />
            {zoom && shown ? (
              <div
                className="zoom"
                aria-hidden="true"
                style={{
                  backgroundImage: `url(${imageUrl(shown, 960)})`,
                  backgroundSize: `${ZOOM_FACTOR * 100}%`,
                  backgroundPosition: `${zoom.x}% ${zoom.y}%`,
                }}
              />
            ) : null}
          </>
        )}
      </div>
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
