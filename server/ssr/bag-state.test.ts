import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BAG_STATE_SCRIPT, withBagState } from './bag-state';

/** What the line marks on <html> for a stored bag (null: nothing stored; 'blocked': storage throws). */
function markFor(stored: string | null | 'blocked'): string | undefined {
  const dataset: Record<string, string> = {};
  runInNewContext(BAG_STATE_SCRIPT, {
    sessionStorage: {
      getItem: (key: string) => {
        if (stored === 'blocked') throw new Error('SecurityError');
        return key === 'cart' ? stored : null;
      },
    },
    document: { documentElement: { dataset } },
  });
  return dataset.bag;
}

describe('the bag state line (docs/decisions/049)', () => {
  it('marks an empty bag: nothing stored, an empty list, not a list, not JSON, storage blocked', () => {
    for (const stored of [null, '[]', '{}', 'not json', 'blocked'] as const) expect(markFor(stored)).toBe('empty');
  });

  it('leaves a bag with pieces unmarked, so the page waits for its script', () => {
    expect(markFor(JSON.stringify([{ id: 'ZG-10001@12' }]))).toBeUndefined();
  });

  it('goes into the head of the bag and checkout first frame only', () => {
    const bag =
      '<html><head><title>Bag</title></head><body><section class="empty-state bag-when-waiting"></section></body></html>';
    const out = withBagState(bag, 'N0nce');
    expect(out).toContain(`<script nonce="N0nce">${BAG_STATE_SCRIPT}</script></head>`);
    expect(out.indexOf('<script')).toBeLessThan(out.indexOf('<body>'));
    const other = '<html><head></head><body><main class="product"></main></body></html>';
    expect(withBagState(other, 'N0nce')).toBe(other);
  });
});
