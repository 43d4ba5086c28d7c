/**
 * The stock import's statements over its set-aside rows (`stock_import_row`, docs/decisions/028): each works on the
 * whole set (or a batch of lines) of one import at once, so 100,000 rows are a handful of statements, not 100,000.
 * The import (apply.ts) runs the writes in one transaction; the check and the comparison read with the others.
 */
import { sql, type SQL } from 'drizzle-orm';

/** A picture the import's rows name and another piece, outside the file, already shows. */
export type TakenPicture = { line: number; tag_no: string; name: string; owner: string };

/** Pictures a piece outside the file already shows, which the file's rows give to another piece. */
export const picturesTakenOutsideFile = (importId: number): SQL => sql`
    SELECT r.line, r.tag_no, img.name, s.tag_no AS owner
    FROM stock_import_row r
    CROSS JOIN LATERAL jsonb_array_elements_text(r.record->'Images') AS img(name)
    JOIN stock_image si ON si.image_name = img.name
    JOIN stock_item s ON s.id = si.stock_id
    WHERE r.import_id = ${importId} AND lower(s.tag_no) <> lower(r.tag_no)
      AND NOT EXISTS (SELECT 1 FROM stock_import_row o WHERE o.import_id = ${importId} AND lower(o.tag_no) = lower(s.tag_no))
    ORDER BY r.line`;

/** The shop's pieces the file does not list, with the name the report shows and whether an order reserved them. */
export const piecesNotInFile = (importId: number): SQL => sql`
    SELECT s.tag_no, coalesce(nullif(s.item_price_d, ''), s.item_name) AS name,
           lower(trim(s.status)) = 'reserved' AS reserved
    FROM stock_item s
    WHERE NOT EXISTS (SELECT 1 FROM stock_import_row r WHERE r.import_id = ${importId} AND r.tag_no = s.tag_no)
    ORDER BY s.tag_no`;

/** The names of the pictures the import's rows show, each once. */
export const picturesNamed = (importId: number): SQL => sql`
    SELECT DISTINCT img.name FROM stock_import_row r
    CROSS JOIN LATERAL jsonb_array_elements_text(r.record->'Images') AS img(name)
    WHERE r.import_id = ${importId}`;

/** Every menu entry (type and name) the rows name, made or given the men's flag of the file's last row of it. */
export const mergeMenuItems = (importId: number): SQL => sql`
      INSERT INTO menu_item (item_type, item_name, is_mens)
      SELECT DISTINCT ON (r.record->>'ItemType', r.record->>'ItemName') r.record->>'ItemType', r.record->>'ItemName', r.is_mens
      FROM stock_import_row r WHERE r.import_id = ${importId}
      ORDER BY r.record->>'ItemType', r.record->>'ItemName', r.line DESC
      ON CONFLICT (item_type, item_name) DO UPDATE SET is_mens = excluded.is_mens`;

/**
 * The next batch of set-aside rows after line `after`: its last line (null when none is left) and how many rows it
 * has (unchanged ones too, so that the progress reaches the total).
 */
export const nextBatch = (importId: number, after: number, size: number): SQL =>
  sql`SELECT max(line) AS line, count(*)::int AS n FROM (SELECT line FROM stock_import_row
          WHERE import_id = ${importId} AND line > ${after} ORDER BY line LIMIT ${size}) b`;

/**
 * A piece an order has reserved stays reserved whatever the file says, unless it says sold: keptStatusOf
 * (compare.ts) as SQL, for the pieces written over.
 */
const keptStatus = sql`CASE WHEN lower(trim(stock_item.status)) = 'reserved' AND lower(trim(excluded.status)) <> 'sold'
  THEN stock_item.status ELSE excluded.status END`;

/**
 * A field of a row's trust record (docs/decisions/082) or Urdu text (docs/decisions/095): the file's value (empty:
 * none), or, when the file has no such column (the point of sale's own export), the piece's as the shop has it.
 */
const keptUnlessGiven = (field: string, column: string, cast: 'int' | 'text' = 'text'): SQL =>
  sql.raw(`CASE WHEN r.record->'${field}' IS NULL
    THEN (SELECT k.${column} FROM stock_item k WHERE k.tag_no = r.tag_no)
    ELSE nullif(r.record->>'${field}', '')::${cast} END`);

/** Adds or writes over the pieces of the changed rows in lines (after, last], priced as the check priced them. */
export const mergePieces = (importId: number, after: number, last: number): SQL => sql`
        INSERT INTO stock_item (tag_no, item_id, item_name, item_price_d, item_type, description, gross_weight,
          net_weight, total_weight, waste_per_gm, karat, fixed_price, item_price, total_making, silver_sale_price,
          design_name, status, pieces, unit_price, fineness, test_method, certificate_no, certificate_lab,
          certificate_file, name_urdu, description_urdu)
        SELECT r.tag_no, m.item_id, r.record->>'ItemName', nullif(r.record->>'ItemPriceD', ''), r.record->>'ItemType',
          r.record->>'Description', (r.record->>'GrossWeight')::float8, (r.record->>'NetWeight')::float8,
          r.total_weight, (r.record->>'WastePerGm')::float8, (r.record->>'Karat')::int, (r.record->>'FixedPrice')::int,
          r.item_price, (r.record->>'TotalMaking')::int, (r.record->>'SilverSalePrice')::int,
          r.record->>'DesignName', r.record->>'Status', (r.record->>'Pieces')::int, r.unit_price,
          ${keptUnlessGiven('Fineness', 'fineness', 'int')}, ${keptUnlessGiven('TestMethod', 'test_method')},
          ${keptUnlessGiven('CertificateNo', 'certificate_no')}, ${keptUnlessGiven('CertificateLab', 'certificate_lab')},
          ${keptUnlessGiven('CertificateFile', 'certificate_file')}, ${keptUnlessGiven('NameUrdu', 'name_urdu')},
          ${keptUnlessGiven('DescriptionUrdu', 'description_urdu')}
        FROM stock_import_row r
        JOIN menu_item m ON m.item_type = r.record->>'ItemType' AND m.item_name = r.record->>'ItemName'
        WHERE r.import_id = ${importId} AND r.line > ${after} AND r.line <= ${last} AND r.changed
        ON CONFLICT (tag_no) DO UPDATE SET item_id = excluded.item_id, item_name = excluded.item_name,
          item_price_d = excluded.item_price_d, item_type = excluded.item_type, description = excluded.description,
          gross_weight = excluded.gross_weight, net_weight = excluded.net_weight, total_weight = excluded.total_weight,
          waste_per_gm = excluded.waste_per_gm, karat = excluded.karat, fixed_price = excluded.fixed_price,
          item_price = excluded.item_price, total_making = excluded.total_making,
          silver_sale_price = excluded.silver_sale_price, design_name = excluded.design_name,
          status = ${keptStatus}, pieces = excluded.pieces, unit_price = excluded.unit_price,
          fineness = excluded.fineness, test_method = excluded.test_method, certificate_no = excluded.certificate_no,
          certificate_lab = excluded.certificate_lab, certificate_file = excluded.certificate_file,
          name_urdu = excluded.name_urdu, description_urdu = excluded.description_urdu`;

/**
 * Deletes the pictures, stones and sub-items of the pieces the changed rows write over, in that order: the rows give
 * them all again (insertPictures, insertStones, insertSubItems).
 */
export function clearChangedPieces(importId: number): SQL[] {
  const ids = sql`SELECT s.id FROM stock_item s JOIN stock_import_row r ON r.tag_no = s.tag_no WHERE r.import_id = ${importId} AND r.changed`;
  return [
    sql`DELETE FROM stock_image WHERE stock_id IN (${ids})`,
    sql`DELETE FROM stone_detail WHERE stock_id IN (${ids})`,
    sql`DELETE FROM sub_item WHERE stock_id IN (${ids})`,
  ];
}

/** The changed rows' pictures, in the order the rows give them. */
export const insertPictures = (importId: number): SQL => sql`
      INSERT INTO stock_image (stock_id, image_name, position)
      SELECT s.id, img.name, img.n - 1 FROM stock_import_row r JOIN stock_item s ON s.tag_no = r.tag_no
      CROSS JOIN LATERAL jsonb_array_elements_text(r.record->'Images') WITH ORDINALITY AS img(name, n)
      WHERE r.import_id = ${importId} AND r.changed`;

/** The changed rows' stones, in the order the rows give them. */
export const insertStones = (importId: number): SQL => sql`
      INSERT INTO stone_detail (stock_id, price, sale_price, stone_weight, stone_type_name, stone_name, position)
      SELECT s.id, (st.v->>'Price')::int, (st.v->>'SalePrice')::int, (st.v->>'StoneWeight')::float8,
        st.v->>'StoneTypeName', st.v->>'StoneName', st.n - 1
      FROM stock_import_row r JOIN stock_item s ON s.tag_no = r.tag_no
      CROSS JOIN LATERAL jsonb_array_elements(r.record->'StoneDetails') WITH ORDINALITY AS st(v, n)
      WHERE r.import_id = ${importId} AND r.changed`;

/** The changed rows' sub-items. */
export const insertSubItems = (importId: number): SQL => sql`
      INSERT INTO sub_item (stock_id, abrivation)
      SELECT s.id, sub.v FROM stock_import_row r JOIN stock_item s ON s.tag_no = r.tag_no
      CROSS JOIN LATERAL jsonb_array_elements_text(r.record->'SubItem') AS sub(v)
      WHERE r.import_id = ${importId} AND r.changed`;

/** Removes the pieces the file does not list, never one an order has reserved; returns their ids. */
export const removeMissingPieces = (importId: number): SQL => sql`
        DELETE FROM stock_item s
        WHERE lower(trim(s.status)) <> 'reserved'
          AND NOT EXISTS (SELECT 1 FROM stock_import_row r WHERE r.import_id = ${importId} AND r.tag_no = s.tag_no)
        RETURNING s.id`;
