import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RateChangeSchema,
  AdminRatesSchema,
  RateHistoryQuerySchema,
  RatePreviewSchema,
  RateSavedSchema,
  RateSaveSchema,
} from '../../core/rate-admin-schemas';
import { actorOf } from '../auth/guard';
import type { Db } from '../db/client';
import { refusals } from '../http/openapi';
import { previewRate, adminRates, saveRate } from '../services/gold-rates';

interface RatesApiOptions {
  db: Db;
  /** Clears the storefront's caches: every gold piece has a new price, the dialog a new rate. */
  invalidate: () => void;
}

/** The day's gold rate (docs/behaviour.md §11.10), for any signed-in member: history, preview, save. */
export const adminRatesApi =
  (opts: RatesApiOptions): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['back office'];
    app.get(
      '/rates',
      {
        schema: {
          tags,
          operationId: 'listGoldRates',
          summary: "Pakistan's today, the rate the shop is priced at, and the rates of the last days (90 unless asked)",
          querystring: RateHistoryQuerySchema,
          response: { 200: AdminRatesSchema.describe('The rates, newest first'), ...refusals(400, 401) },
        },
      },
      async (req) => adminRates(opts.db, req.query.days),
    );
    app.get(
      '/rates/preview',
      {
        schema: {
          tags,
          operationId: 'previewGoldRate',
          summary:
            'What saving a 24K rate would do: every karat per gram, tola and 10 g, its distance from the last rate, ' +
            'and how many pieces change price by how much (computed as saving computes it; nothing is written)',
          querystring: RateChangeSchema,
          response: { 200: RatePreviewSchema.describe('The rate and what it does'), ...refusals(400, 401) },
        },
      },
      async (req) => previewRate(opts.db, req.query),
    );
    app.post(
      '/rates',
      {
        schema: {
          tags,
          operationId: 'saveGoldRate',
          summary:
            "Save a day's 24K rate: every gold piece is repriced and the audit log written in one transaction; a " +
            'rate more than 10% from the last one is refused with 409 unless `confirmed`',
          body: RateSaveSchema,
          response: {
            200: RateSavedSchema.describe('Saved: the rate record and what it did to the prices'),
            ...refusals(400, 401, 409),
          },
        },
      },
      async (req) => {
        const saved = await saveRate(opts.db, actorOf(req), req.body);
        opts.invalidate();
        return saved;
      },
    );
  };
