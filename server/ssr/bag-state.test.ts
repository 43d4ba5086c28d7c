import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BAG_STATE_SCRIPT, withBagState } from './bag-state';

type Stored = string | null | 'blocked';

/**
 * What the line marks on <html> for the bag stored in localStorage and in the tab's sessionStorage (null: nothing
 * stored; 'blocked': that storage throws).
 */
function markFor(local: Stored, session: Stored = null): string | undefined {
  const dataset: Record<string, string> = {};
  const storage = (stored: Stored) => ({
    getItem: (key: string) => {
      if (stored === 'blocked') throw new Error('SecurityError');
      return key === 'cart' ? stored : null;
    },
  });
  const window = { localStorage: storage(local), sessionStorage: storage(session) };
  runInNewContext(BAG_STATE_SCRIPT, { window, document: { documentElement: { dataset } } });
  return dataset.bag;
}

const BAG = JSON.stringify([{ id: 'ZG-10001@12' }]);

describe('the bag state line (docs/decisions/049, 065)', () => {
  it('marks an empty bag: nothing stored, an empty list, not a list, not JSON, storage blocked', () => {
    for (const stored of [null, '[]', '{}', 'not json', 'blocked'] as const) {
      expect(markFor(stored)).toBe('empty');
      expect(markFor(stored, stored)).toBe('empty');
    }
  });

  it('leaves a bag with pieces unmarked, so the page waits for its script', () => {
    expect(markFor(BAG)).toBeUndefined();
  });

  it("leaves unmarked a bag the tab's sessionStorage still holds, which the app carries over", () => {
    for (const local of [null, '[]', 'not json', 'blocked'] as const) expect(markFor(local, BAG)).toBeUndefined();
    expect(markFor(BAG, 'blocked')).toBeUndefined();
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
