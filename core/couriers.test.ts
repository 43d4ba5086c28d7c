import { describe, expect, it } from 'vitest';
import { COURIER_IDS, COURIERS, courierName, courierOf, trackingLink } from './couriers';

describe('couriers (docs/behaviour.md §4.16)', () => {
  it("names Pakistan's common couriers, each with an https tracking page", () => {
    expect(COURIER_IDS.map(courierName)).toEqual([
      'TCS',
      'Leopards Courier',
      'M&P',
      'Trax',
      'PostEx',
      'Call Courier',
      'BlueEx',
      'Pakistan Post',
      'DHL Express',
    ]);
    for (const id of COURIER_IDS) expect(COURIERS.get(id)?.page, id).toMatch(/^https:\/\/[\w.-]+\//);
  });

  it('links the tracking number where the courier has an address for it, else its tracking page', () => {
    expect(trackingLink('dhl-express', '1234567890')).toBe(
      'https://www.dhl.com/pk-en/home/tracking/tracking-express.html?submit=1&tracking-id=1234567890',
    );
    expect(trackingLink('pakistan-post', 'VPL11064692')).toBe(
      'https://ep.gov.pk/emtts/EPTrack_Live.aspx?ArticleIDz=VPL11064692',
    );
    expect(trackingLink('tcs', '7712 0045')).toBe('https://www.tcsexpress.com/track/');
    expect(trackingLink('leopards', 'LE-1')).toBe('https://www.leopardscourier.com/');
  });

  it("escapes the number staff typed, and leaves a courier's page alone without one", () => {
    expect(trackingLink('dhl-express', ' 12 34&x=<y> ')).toBe(
      'https://www.dhl.com/pk-en/home/tracking/tracking-express.html?submit=1&tracking-id=12%2034%26x%3D%3Cy%3E',
    );
    expect(trackingLink('dhl-express', null)).toBe('https://www.dhl.com/pk-en/home/tracking.html');
  });

  it('no courier named, or one this build does not know: no link', () => {
    expect(trackingLink(null, 'TCS-1')).toBeNull();
    expect(trackingLink('fedex', 'X')).toBeNull();
    expect(trackingLink('__proto__', 'X')).toBeNull();
    expect(courierName('fedex')).toBe('fedex');
    expect(courierName(null)).toBeNull();
  });

  it('a courier is found by its id or its name, in any case', () => {
    expect(courierOf('TCS')).toBe('tcs');
    expect(courierOf(' leopards courier ')).toBe('leopards');
    expect(courierOf('dhl-express')).toBe('dhl-express');
    expect(courierOf('Pakistan Post')).toBe('pakistan-post');
    expect(courierOf('FedEx')).toBeUndefined();
  });
});
