import { useEffect, useId, useRef, useState } from 'react';
import { isVideoName } from '../../core/media';
import { arrowStep, swipeStep } from '../lib/direction';
import { useT } from '../lib/i18n';
import { imageUrl } from '../lib/links';
import { Picture } from './Picture';

/** How far (px) a finger travels sideways to move to the next or previous picture. */
const SWIPE_PX = 40;

/**
 * The product page's full-screen gallery (docs/behaviour.md §2.5, docs/decisions/088): a modal dialog over the whole
 * screen showing one picture or video at a time at full size. Previous and Next, the arrow keys and a swipe move;
 * the browser's own pinch zooms the picture. Close, Escape and the phone's back gesture close it: it adds a history
 * entry of its own, which closing takes back, and a Back while it is open only closes it (the page stays). The page
 * behind does not scroll while it is open. Loaded the first time a guest opens it (app/components/Gallery.tsx).
 */
export default function GalleryViewer({
  open,
  media,
  start,
  name,
  onClose,
}: {
  open: boolean;
  media: string[];
  start: number;
  name: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();
  const [at, setAt] = useState(start);
  const closed = useRef(onClose);
  closed.current = onClose;
  const swipe = useRef<{ id: number; x: number } | null>(null);
  const count = media.length;
  const go = (step: number) => setAt((i) => (i + step + count) % count);

  useEffect(() => {
    const d = ref.current;
    if (!open || !d) return;
    setAt(start);
    d.showModal();
    const root = document.documentElement;
    root.classList.add('no-scroll');
    // An entry of its own, with the page's state and address as they are: a Back from it comes to the same address,
    // which the product route does not load again (its shouldRevalidate), and the page keeps its scroll.
    history.pushState(history.state, '');
    let ours = true;
    const onPop = () => {
      removeEventListener('popstate', onPop);
      ours = false;
      if (d.open) d.close();
    };
    addEventListener('popstate', onPop);
    const onClosed = () => {
      root.classList.remove('no-scroll');
      if (ours) history.back(); // closed by Close or Escape: take its entry back (that Back reaches onPop, a no-op)
      closed.current();
    };
    d.addEventListener('close', onClosed, { once: true });
    return () => d.removeEventListener('close', onClosed);
  }, [open, start]);

  const shown = media[at] ?? '';
  const video = isVideoName(shown);
  return (
    <dialog
      ref={ref}
      className="viewer"
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.target instanceof HTMLVideoElement) return; // its own keys seek and change the volume
        // Forward is Right left to right, Left right to left (docs/decisions/094).
        const step = arrowStep(e.key, e.currentTarget);
        if (!step) return;
        go(step);
        e.preventDefault();
      }}
    >
      <div className="viewer-head">
        <h2 id={titleId}>{name}</h2>
        <p aria-live="polite">{t('product.viewerAt', { video: video ? 'yes' : 'no', at: at + 1, count })}</p>
        <button type="button" className="viewer-btn" onClick={() => ref.current?.close()}>
          <span aria-hidden="true">×</span> {t('product.close')}
        </button>
      </div>
      <div
        className="viewer-stage"
        onPointerDown={(e) => {
          // One finger starts a swipe; a second (a pinch, which the browser zooms) cancels it.
          swipe.current = e.isPrimary ? { id: e.pointerId, x: e.clientX } : null;
        }}
        onPointerUp={(e) => {
          const s = swipe.current;
          swipe.current = null;
          if (!s || s.id !== e.pointerId || (window.visualViewport?.scale ?? 1) > 1.01) return;
          // A swipe toward the line's start shows the next: leftwards left to right, rightwards right to left.
          const step = swipeStep(e.clientX - s.x, SWIPE_PX, e.currentTarget);
          if (step) go(step);
        }}
        onPointerCancel={() => (swipe.current = null)}
      >
        {video ? (
          <video key={shown} src={imageUrl(shown)} controls playsInline aria-label={t('product.videoOf', { name })} />
        ) : (
          <Picture
            key={shown}
            name={shown}
            alt={t('product.viewerPicture', { name, at: at + 1, count })}
            sizes="100vw"
            eager
            width={960}
            height={960}
          />
        )}
      </div>
      {count > 1 ? (
        <div className="viewer-nav">
          <button type="button" className="viewer-btn" aria-label={t('product.previousPicture')} onClick={() => go(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="viewer-btn" aria-label={t('product.nextPicture')} onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
