/**
 * Which way a line reads where an event happens (docs/decisions/094): the page is mirrored by `dir="rtl"` on <html>,
 * so code that moves by the arrow keys or a swipe reads the direction at the time of the event, never once.
 */

/** 1 where `el` is laid out left to right, -1 right to left. */
export const inlineSign = (el: Element): 1 | -1 => (getComputedStyle(el).direction === 'rtl' ? -1 : 1);

/**
 * The step along a row in reading order that an arrow key means: Right is forward (+1) and Left back (-1) left to
 * right, the other way round right to left; 0 for any other key.
 */
export function arrowStep(key: string, el: Element): number {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  return step === 0 ? 0 : step * inlineSign(el);
}

/**
 * The step a finger's swipe of `dx` px sideways means, once it travels `min` px: toward the start of the line
 * (leftwards left to right) shows the next, toward its end the previous; 0 for a shorter move.
 */
export function swipeStep(dx: number, min: number, el: Element): number {
  if (Math.abs(dx) < min) return 0;
  return (dx < 0 ? 1 : -1) * inlineSign(el);
}
