import { useState, type MouseEvent, type ReactNode } from 'react';
import { ZOOM_FACTOR } from '../../core/constants';

/**
 * A frame that shows `src` magnified ZOOM_FACTOR times (docs/behaviour.md §9.10) where the pointer rests, over the
 * picture it holds, for a mouse only: a finger's touch does not zoom (on a phone a tap is the gallery's, and a zoom
 * left on would have no way off). `pinned` keeps the zoom on when the pointer leaves; `onClick` gets the click (or tap) after
 * the zoom has moved to where it landed. Without `src` (a video) nothing zooms.
 */
export function ZoomFrame({
  src,
  className,
  pinned = false,
  onClick,
  children,
}: {
  src: string | undefined;
  className: string;
  pinned?: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  const [at, setAt] = useState({ x: 50, y: 50 });
  const [hover, setHover] = useState(false);
  const place = (e: MouseEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    setAt({ x: ((e.clientX - r.left) / r.width) * 100, y: ((e.clientY - r.top) / r.height) * 100 });
  };
  return (
    <div
      className={className}
      onPointerMove={
        src
          ? (e) => {
              if (e.pointerType !== 'mouse') return;
              place(e);
              setHover(true);
            }
          : undefined
      }
      onPointerLeave={() => setHover(false)}
      onClick={
        onClick
          ? (e) => {
              place(e);
              onClick();
            }
          : undefined
      }
    >
      {children}
      {src && (hover || pinned) ? (
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
  );
}
