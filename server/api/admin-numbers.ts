import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NumbersQuerySchema, NumbersSchema, numbersPeriod } from '../../core/numbers-schemas';
import type { Db } from '../db/client';
import { refusals } from '../http/openapi';
import { numbersCsv, numbersOf } from '../services/numbers';

/**
 * The day's numbers for any signed-in member (docs/behaviour.md §11.17): orders, payments, what waits for payment and
 * what sold in a period of Pakistan's days, as JSON or as CSV.
 */
export const adminNumbersApi =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['back office'];
    app.get(
      '/numbers',
      {
        schema: {
          tags,
          operationId: 'getNumbers',
          summary:
            'What was ordered, paid, awaits payment and sold between two days (Pakistan, both included; today when ' +
            'neither is given), read from the orders and the payments ledger',
          querystring: NumbersQuerySchema,
          response: { 200: NumbersSchema.describe('The figures of the period'), ...refusals(400, 401) },
        },
      },
      async (req) => {
        const { from, to } = numbersPeriod(req.query);
        return numbersOf(db, from, to);
      },
    );
    app.get(
      '/numbers.csv',
      {
        schema: {
          tags,
          operationId: 'exportNumbers',
          summary: 'The same figures as CSV (UTF-8 with BOM), one figure a row',
          querystring: NumbersQuerySchema,
          response: {
            200: {
              description: 'The CSV file: section, name, count, PKR and grams; formulas defused',
              content: { 'text/csv': { schema: z.string().describe('CSV') } },
            },
            ...refusals(400, 401),
          },
        },
      },
      async (req, reply) => {
        const { from, to } = numbersPeriod(req.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="numbers-${from}-to-${to}.csv"`)
          .send(numbersCsv(await numbersOf(db, from, to)));
      },
    );
  };
