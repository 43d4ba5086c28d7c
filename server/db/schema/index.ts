/**
 * The shop's tables (drizzle), one file an area, all of them here: importers name `db/schema`, the client hands the
 * whole of it to drizzle, and drizzle-kit reads this file (drizzle.config.ts) to write the migrations.
 *
 * - `catalogue.ts`: menu items, pieces with their pictures, stones and sizes, gold rates;
 * - `orders.ts`: orders, their lines and their payments;
 * - `inquiries.ts`: what guests send through the forms, its photos, newsletter subscribers;
 * - `staff.ts`: the back office's members, their sessions and sign-ins, setup links, the audit log;
 * - `operations.ts`: the shop's own work: the mail outbox, stock imports and their rows, rate limits, the owner's settings.
 */
export * from './catalogue';
export * from './inquiries';
export * from './operations';
export * from './orders';
export * from './staff';
