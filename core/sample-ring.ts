import type { LineBreakup } from './payments';

/**
 * One worked example the tests share (the pricing of an order line, the invoice's breakup, an order placed through
 * the API): a 22K ring of 5.2 g gross and 5 g net with 0.5 g wastage and PKR 8,000 making, priced when 24K was
 * PKR 32,000 a gram on 22 Nov 2026. Only tests import it.
 */
export const SAMPLE_RING_BREAKUP: LineBreakup = {
  karat: 22,
  grossWeight: 5.2,
  netWeight: 5,
  wastage: 0.5,
  ratePerGram: 29_333,
  rateDate: '2026-11-22',
  metal: 161_332,
  making: 8000,
  stone: 0,
  remainder: 332,
};

/** What the ring sells for: metal, making and the remainder that rounds it up to the thousand. */
export const SAMPLE_RING_PRICE = 169_000;
