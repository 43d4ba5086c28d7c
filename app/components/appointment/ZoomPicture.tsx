import { useState, type MouseEvent } from 'react';
import { ZOOM_FACTOR } from '../../../core/constants';

/**
 * A picture that zooms 2x (spec §9) where the pointer rests; a click or tap, or the button for keyboards,
 * keeps the zoom on until pressed again.
 */
export function ZoomPicture({ src, alt, width, height }: { src: string; alt: string; width: number; height: number }) {
  const [at, setAt] = useState({ x: 50, y: 50 });
  const [hover, setHover] = useState(false);
  const [pinned, setPinned] = useState(false);
  const place = (e: MouseEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    setAt({ x: ((e.clientX - r.left) / r.width) * 100, y: ((e.clientY - r.top) / r.height) * 100 });
  };
  return (
    <figure className="zoom-picture">
      <div
        className={`zoom-frame${pinned ? ' pinned' : ''}`}
        onMouseMove={(e) => {
          place(e);
          setHover(true);
        }}
        onMouseLeave={() => setHover(false)}
        onClick={(e) => {
          place(e);
          setPinned(!pinned);
        }}
      >
        <img src={src} alt={alt} width={width} height={height} />
        {pinned || hover ? (
          <div
            className="zoom"
            aria-hidden="true"
            style={{
              backgroundImage: `url(${src})`,
              backgroundSize: `${ZOOM_FACTOR * 100}%`,
              backgroundPosition: `${at.x}% ${at.y}%`,
            }}
          />
        ) : null}
      </div>
      <figcaption>
        <button type="button" className="link-btn" aria-pressed={pinned} onClick={() => setPinned(!pinned)}>
          Zoom the picture {ZOOM_FACTOR}×
        </button>
      </figcaption>
    </figure>
  );
}
