import { sql } from 'drizzle-orm';
import { payments } from '../../db/schema';

/**
 * Paid less refunded on the order of the row being read (from `orders`), from its ledger, in whole PKR. Spelled out
 * with its tables: in a select list drizzle writes a column without its table, and inside the subquery the order's
 * "id" would then be the payment's.
 */
export const paidOnOrder = sql<number>`coalesce((select sum(case when p.kind = 'refund' then -p.amount else p.amount end) from ${payments} p where p.order_id = ${sql.raw('"orders"."id"')}), 0)::int`;
