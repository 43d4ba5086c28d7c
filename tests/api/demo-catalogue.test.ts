import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../demo/catalogue';
import { runOwnerCommand } from '../../server/owner/commands';
import { loadDemoCatalogue } from '../../server/services/demo-catalogue';
import { recentRates } from '../../server/services/gold-rates';
import { itemNames } from '../../server/services/stock/item-words';
import { hasStock } from '../../server/services/stock/pieces';
import { useTestApp } from './helpers';

const t = useTestApp();

describe('loading the demo catalogue (server/services/demo-catalogue.ts)', () => {
  it('loads a month of rates and the whole catalogue into an empty database, and only into an empty one', async () => {
    expect(await hasStock(t.database.db)).toBe(false);
    const result = await loadDemoCatalogue(t.database.db, { today: '2025-03-10' });
    expect(result).toEqual({ items: demoCatalogue().length, rates: 30 });
    expect(result?.items).toBeGreaterThanOrEqual(300);
    expect(await hasStock(t.database.db)).toBe(true);
    expect((await recentRates(t.database.db, 1))[0]?.RateDate).toBe('2025-03-10');
    // The misspelt item names come with the owner's words (docs/decisions/078); the stock keeps its names.
    const words = (await itemNames(t.database.db)).filter((n) => n.shownName !== null);
    expect(words.map((n) => [n.itemType, n.itemName, n.shownName])).toEqual([
      ['Gold', 'Ancklet', 'Anklets'],
      ['Gold', 'Brasclate', 'Cuff & Link Bracelets'],
      ['Gold', 'Mix Jewery', 'Mixed Jewellery'],
      ['Silver', 'Ancklet', 'Anklets'],
    ]);

    expect(await loadDemoCatalogue(t.database.db)).toBeNull();
    expect(
      await runOwnerCommand({ db: t.database.db, dataDir: t.dataDir, publicUrl: 'http://localhost:3000' }, [
        'demo',
        'load',
      ]),
    ).toBe('The database already has stock; the demo catalogue was not loaded.');
  }, 120_000); // about 15 s on an idle machine; generous because CI machines are shared
});
