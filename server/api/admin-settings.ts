import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BuyBackSettingsSchema,
  PaymentSettingsSchema,
  ShopSettingsAnswerSchema,
  TaxSettingsSchema,
} from '../../core/shop-settings';
import { actorOf } from '../auth/guard';
import type { Db } from '../db/client';
import { refusals } from '../http/openapi';
import { readAllSettings, saveSettings } from '../services/shop-settings';

interface SettingsApiOptions {
  db: Db;
  /**
   * Forgets the storefront's kept pages: the checkout shows the ways to pay as they are now, the old gold and zakat
   * pages the deductions and the silver rate.
   */
  onChange: () => void;
}

/**
 * The owner's settings (docs/behaviour.md §11.15), for the owner alone: the guard answers staff 403 before any of
 * these run. Each group is saved on its own, checked by its schema in core/shop-settings.ts (400 naming each field),
 * with an audit entry; every answer is all the settings as they are now.
 */
export const adminSettingsApi =
  (opts: SettingsApiOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['back office'];
    const config = { access: 'owner' as const };
    const saved = ShopSettingsAnswerSchema.describe('Saved: the settings as they are now');
    app.get(
      '/settings',
      {
        config,
        schema: {
          tags,
          operationId: 'readSettings',
          summary:
            "The owner's settings: the ways to pay checkout offers, the tax numbers on invoices, and the buy-back " +
            'terms and silver rate',
          response: { 200: ShopSettingsAnswerSchema.describe('The settings'), ...refusals(401, 403) },
        },
      },
      async () => readAllSettings(opts.db),
    );
    app.put(
      '/settings/payments',
      {
        config,
        schema: {
          tags,
          operationId: 'savePaymentSettings',
          summary:
            'Which ways to pay checkout offers beside bank transfer: pay at the showroom (click and collect orders) ' +
            'and pay on delivery (within Pakistan, orders up to the limit in PKR)',
          body: PaymentSettingsSchema,
          response: { 200: saved, ...refusals(400, 401, 403) },
        },
      },
      async (req) => {
        await saveSettings(opts.db, 'payments', req.body, actorOf(req));
        opts.onChange();
        return readAllSettings(opts.db);
      },
    );
    app.put(
      '/settings/tax',
      {
        config,
        schema: {
          tags,
          operationId: 'saveTaxSettings',
          summary: 'The NTN and STRN printed on invoices (each may be left empty)',
          body: TaxSettingsSchema,
          response: { 200: saved, ...refusals(400, 401, 403) },
        },
      },
      async (req) => {
        await saveSettings(opts.db, 'tax', req.body, actorOf(req));
        return readAllSettings(opts.db);
      },
    );
    app.put(
      '/settings/buy-back',
      {
        config,
        schema: {
          tags,
          operationId: 'saveBuyBackSettings',
          summary:
            'What the shop pays for old gold and silver: the deductions (percent) on gold sold for cash and exchanged ' +
            "for new jewellery and on silver, whether stones are paid for, and the day's silver rate per tola (PKR)",
          body: BuyBackSettingsSchema,
          response: { 200: saved, ...refusals(400, 401, 403) },
        },
      },
      async (req) => {
        await saveSettings(opts.db, 'buyBack', req.body, actorOf(req));
        opts.onChange();
        return readAllSettings(opts.db);
      },
    );
  };
