import { ITEM_WORDS_MAX, ItemWordsSchema, type ItemNameRow } from '../../../core/item-words';
import { change } from '../../components/admin/admin-api';
import { FormFoot } from '../../components/admin/FormFoot';
import { Field } from '../../components/forms/Field';
import { useSchemaForm } from '../../components/forms/useSchemaForm';
import { backOfficeLoader } from '../../lib/admin-access';
import { inShop } from '../../lib/links';
import type { Route } from './+types/stock-names';

export const meta = () => [{ title: 'Names guests see | Zewar back office' }];

/**
 * docs/behaviour.md §11.11, docs/decisions/078: every item name of the stock with the words guests see for it, each
 * saved on its own; the owner's alone (staff are refused the page, 403, and the API alike).
 */
export const loader = backOfficeLoader('owner', async (_: Route.LoaderArgs, { backOffice }) => ({
  names: await backOffice.itemNames(),
}));

const piecesWords = (row: ItemNameRow) =>
  `${row.pieces} piece${row.pieces === 1 ? '' : 's'}${row.forSale !== row.pieces ? `, ${row.forSale} for sale` : ''}`;

/** One item name: the stock's name, its pieces, and a box for the words guests see. */
function NameForm({ row }: { row: ItemNameRow }) {
  const id = `words-${row.itemId}`;
  const form = useSchemaForm({
    id,
    initial: { shownName: row.shownName ?? '' },
    schema: ItemWordsSchema,
    keepValues: true,
    send: (s) =>
      change(
        'PUT',
        `/stock-names/${row.itemId}`,
        s,
        s.shownName
          ? `Saved: guests now see “${s.shownName}” for ${row.itemName}.`
          : `Saved: guests now see the stock's own name, ${row.itemName}.`,
      ),
  });
  return (
    <li className="admin-card">
      <form noValidate onSubmit={form.submit} aria-labelledby={`${id}-name`} className="item-words-form">
        <h3 id={`${id}-name`}>
          {row.itemName} <span className="muted">({row.itemType})</span>
        </h3>
        <p className="muted">{piecesWords(row)}</p>
        <Field
          {...form.field('shownName')}
          label="Words guests see"
          optional
          autoComplete="off"
          maxLength={ITEM_WORDS_MAX + 20}
          hint={`Up to ${ITEM_WORDS_MAX} characters. Leave it empty and guests see “${row.itemName}”.`}
        />
        <FormFoot form={form} label="Save" hint="Check the words to save." sendingLabel="Saving…" />
      </form>
    </li>
  );
}

export default function StockNames({ loaderData: { names } }: Route.ComponentProps) {
  const types = [...new Set(names.map((n) => n.itemType))];
  return (
    <>
      <p className="admin-back">
        <a {...inShop('/admin/stock')}>All pieces</a>
      </p>
      <h1>Names guests see</h1>
      <p className="muted">
        The stock file&apos;s item names reach the shop as they are typed at the till. Give a name the words guests
        should read instead, in the menus, listings, product pages, search and orders. The stock and its imports keep
        their own names, and the pages&apos; addresses stay the same.
      </p>
      {names.length ? (
        types.map((type) => (
          <section key={type} aria-labelledby={`type-${type}`}>
            <h2 id={`type-${type}`}>{type}</h2>
            <ul className="admin-members item-words">
              {names
                .filter((n) => n.itemType === type)
                .map((row) => (
                  <NameForm key={row.itemId} row={row} />
                ))}
            </ul>
          </section>
        ))
      ) : (
        <p>The stock has no item names yet: they come with the stock file.</p>
      )}
    </>
  );
}
