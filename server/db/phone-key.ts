import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PHONE_PREFIX } from '../../core/phone-key';

/** A stored phone as its key (core/phone-key.ts), in SQL: its digits without the international prefix or trunk 0. */
export const phoneKeySql = (column: SQLWrapper): SQL<string> =>
  sql<string>`regexp_replace(regexp_replace(${column}, '\\D', '', 'g'), ${PHONE_PREFIX}, '')`;
