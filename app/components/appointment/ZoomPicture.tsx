import { useState } from 'react';
import { ZOOM_FACTOR } from '../../../core/constants';
import { ZoomFrame } from '../ZoomFrame';

/**
 * A picture that zooms 2x (docs/behaviour.md §9.10) where the pointer rests; a click or tap, or the button for
 * keyboards, keeps the zoom on until pressed again.
 */
export function ZoomPicture({ src, alt, width, height }: { src: string; alt: string; width: number; height: number }) {
  const [pinned, setPinned] = useState(false);
  return (
    <figure className="zoom-picture">
      <ZoomFrame
        className={`zoom-frame${pinned ? ' pinned' : ''}`}
        src={src}
        pinned={pinned}
        onClick={() => setPinned(!pinned)}
      >
        <img src={src} alt={alt} width={width} height={height} />
      </ZoomFrame>
      <figcaption>
        <button type="button" className="link-btn" aria-pressed={pinned} onClick={() => setPinned(!pinned)}>
          Zoom the picture {ZOOM_FACTOR}×
        </button>
      </figcaption>
    </figure>
  );
}
