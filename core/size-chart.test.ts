import { describe, expect, it } from 'vitest';
import {
  BANGLE_CHART,
  RING_CHART,
  bangleDiameterMm,
  chartRowOf,
  measurementShopSize,
  sizeForMeasurement,
} from './size-chart';
import { readFindSize, sameSitePath } from './size-chart-query';
import { BANGLE_SIZES, RING_SIZES } from './sizes';

describe('size charts (behaviour §9.18)', () => {
  it('one row per shop size, figures growing', () => {
    expect(RING_CHART.map((r) => r.size)).toEqual(RING_SIZES);
    expect(BANGLE_CHART.map((r) => r.size)).toEqual(BANGLE_SIZES);
    for (const chart of [RING_CHART, BANGLE_CHART]) {
      for (let i = 1; i < chart.length; i++) {
        expect(chart[i]!.diameterMm).toBeGreaterThan(chart[i - 1]!.diameterMm);
        expect(chart[i]!.circumferenceMm).toBeGreaterThan(chart[i - 1]!.circumferenceMm);
      }
    }
  });

  it('ring size N is 40 + N mm around, that over π across', () => {
    expect(chartRowOf('ring', '1')).toEqual({ size: '1', diameterMm: 13.1, circumferenceMm: 41 });
    expect(chartRowOf('ring', '14')).toEqual({ size: '14', diameterMm: 17.2, circumferenceMm: 54 });
    expect(chartRowOf('ring', '36')).toEqual({ size: '36', diameterMm: 24.2, circumferenceMm: 76 });
    expect(chartRowOf('ring', '37')).toBeNull();
  });

  it('bangle sizes are inches and sixteenths of the inside diameter', () => {
    expect(bangleDiameterMm('2.4')).toBeCloseTo(57.15, 2);
    expect(bangleDiameterMm('2.8')).toBeCloseTo(63.5, 2);
    expect(bangleDiameterMm('3.0')).toBeCloseTo(76.2, 2);
    expect(chartRowOf('bangle', '2.6')).toEqual({ size: '2.6', diameterMm: 60.3, circumferenceMm: 189.5 });
  });

  it('a chart figure gives its size; between two sizes, the larger', () => {
    expect(sizeForMeasurement('ring', 'diameter', 17.2)).toMatchObject({ fit: 'exact', row: { size: '14' } });
    expect(sizeForMeasurement('ring', 'diameter', 17.3)).toMatchObject({
      fit: 'between',
      row: { size: '15' },
      smaller: { size: '14' },
    });
    expect(sizeForMeasurement('ring', 'circumference', 54)).toMatchObject({ fit: 'exact', row: { size: '14' } });
    expect(sizeForMeasurement('ring', 'circumference', 54.4)).toMatchObject({ fit: 'between', row: { size: '15' } });
    expect(sizeForMeasurement('bangle', 'diameter', 58)).toMatchObject({ fit: 'between', row: { size: '2.5' } });
    expect(sizeForMeasurement('bangle', 'circumference', 189.5)).toMatchObject({ fit: 'exact', row: { size: '2.6' } });
  });

  it('far below the smallest or above the largest is said so', () => {
    expect(sizeForMeasurement('ring', 'diameter', 5)).toMatchObject({ fit: 'below', row: { size: '1' } });
    expect(sizeForMeasurement('ring', 'circumference', 40.5)).toMatchObject({ fit: 'exact', row: { size: '1' } });
    expect(sizeForMeasurement('ring', 'circumference', 80)).toMatchObject({ fit: 'above', row: { size: '36' } });
    expect(sizeForMeasurement('bangle', 'diameter', 90)).toMatchObject({ fit: 'above', row: { size: '3.0' } });
  });

  it('the guide reads its query', () => {
    expect(readFindSize('ring', new URLSearchParams(''))).toEqual({ state: 'empty' });
    const a = readFindSize('ring', new URLSearchParams('by=diameter&mm=17.3'));
    expect(a).toMatchObject({ state: 'answered', answer: { row: { size: '15' } } });
    expect(a.state === 'answered' && a.text).toBe(
      '17.3 mm inside diameter is between ring size 14 and 15: take 15, the larger, for comfort.',
    );
    expect(readFindSize('ring', new URLSearchParams('by=circumference&mm=54,0'))).toMatchObject({
      state: 'answered',
      answer: { fit: 'exact', row: { size: '14' } },
    });
    expect(readFindSize('ring', new URLSearchParams('mm=abc'))).toMatchObject({ state: 'invalid' });
    expect(readFindSize('ring', new URLSearchParams('by=diameter&mm='))).toMatchObject({ state: 'invalid' });
    expect(readFindSize('bangle', new URLSearchParams('mm=500'))).toMatchObject({ state: 'invalid' });
  });

  it('a measurement staff read is shown as a shop size', () => {
    expect(measurementShopSize('RingMeasurement', '17.3')).toBe('ring size 15 (between 14 and 15)');
    expect(measurementShopSize('FingerMeasurement', '54 mm')).toBe('ring size 14');
    expect(measurementShopSize('ExitingBangleSizeMeasurement', '6.03 cm')).toBe('bangle size 2.6');
    expect(measurementShopSize('HandMeasurement', 'about big')).toBeNull();
    expect(measurementShopSize('fullName', '17')).toBeNull();
  });

  it('goes back only to a path of this shop', () => {
    expect(sameSitePath('/product/Rings/ZG-10001')).toBe('/product/Rings/ZG-10001');
    expect(sameSitePath('/product/Rings/ZG-10001?size=14')).toBe('/product/Rings/ZG-10001?size=14');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', null]) {
      expect(sameSitePath(bad)).toBeNull();
    }
    expect(sameSitePath('/a\nb')).toBeNull();
  });
});
