import { describe, expect, it } from 'vitest';
import { confirmationHref } from './send-order';

describe('confirmationHref', () => {
  it('carries the status link’s token, so the confirmation page can read the order and say how to pay', () => {
    expect(confirmationHref('NM-AB12CD', 'https://shop.example/orderstatus?token=t0k-EN_1')).toBe(
      '/Order-Confirmed?orderNo=NM-AB12CD&token=t0k-EN_1',
    );
  });
  it('reads a relative status link and encodes what it puts in the address', () => {
    expect(confirmationHref('NM 1', '/orderstatus?token=a%2Bb')).toBe('/Order-Confirmed?orderNo=NM%201&token=a%2Bb');
  });
  it('leaves the token out when the link has none', () => {
    expect(confirmationHref('NM-AB12CD', 'not a link at all ::')).toBe('/Order-Confirmed?orderNo=NM-AB12CD');
  });
});
