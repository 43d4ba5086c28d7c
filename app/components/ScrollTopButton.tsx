import { useEffect, useState } from 'react';
import { SCROLL_BUTTON_THRESHOLD_PX } from '../../core/constants';
import { UpIcon } from './icons';

/** docs/behaviour.md §2.5, §9.10: a scroll-to-top button once the page is scrolled past 200 px. */
export function ScrollTopButton() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SCROLL_BUTTON_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <UpIcon />
    </button>
  );
}
