import { describe, expect, it } from 'vitest';
import { stem } from './words';

describe('stem', () => {
  it.each([
    ['rings', 'ring'],
    ['bangles', 'bangle'],
    ['watches', 'watch'],
    ['earrings', 'earring'],
    ['necklaces', 'necklace'],
    ['glass', 'glass'],
    ['ring', 'ring'],
    ['chooriyan', 'chooriyan'],
  ])('%s → %s', (word, stemmed) => expect(stem(word)).toBe(stemmed));
});
