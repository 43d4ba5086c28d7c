import { afterEach, describe, expect, it, vi } from 'vitest';
import { arrowStep, inlineSign, swipeStep } from './direction';

/** An element of a page whose computed direction is `direction`. */
function laidOut(direction: 'ltr' | 'rtl') {
  vi.stubGlobal('getComputedStyle', () => ({ direction }));
  return {} as Element;
}

afterEach(() => vi.unstubAllGlobals());

describe('direction', () => {
  it('left to right: Right and a swipe to the left go forward', () => {
    const el = laidOut('ltr');
    expect(inlineSign(el)).toBe(1);
    expect([arrowStep('ArrowRight', el), arrowStep('ArrowLeft', el), arrowStep('ArrowDown', el)]).toEqual([1, -1, 0]);
    expect([swipeStep(-60, 40, el), swipeStep(60, 40, el), swipeStep(-39, 40, el)]).toEqual([1, -1, 0]);
  });

  it('right to left: Left and a swipe to the right go forward', () => {
    const el = laidOut('rtl');
    expect(inlineSign(el)).toBe(-1);
    expect([arrowStep('ArrowRight', el), arrowStep('ArrowLeft', el), arrowStep('Home', el)]).toEqual([-1, 1, 0]);
    expect([swipeStep(60, 40, el), swipeStep(-60, 40, el), swipeStep(39, 40, el)]).toEqual([1, -1, 0]);
  });

  it('reads the direction at each call, not once', () => {
    expect(arrowStep('ArrowRight', laidOut('ltr'))).toBe(1);
    expect(arrowStep('ArrowRight', laidOut('rtl'))).toBe(-1);
  });
});
