import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CustomerKeySchema,
  CustomerListSchema,
  CustomerSchema,
  CustomersQuerySchema,
} from '../../core/customer-schemas';
import type { Db } from '../db/client';
import { DomainError } from '../common/domain-error';
import { refusals } from '../http/openapi';
import { customerOf, findCustomers } from '../services/customers';

const KeyParams = z.object({ key: CustomerKeySchema });

/**
 * The guests the orders and inquiries name, for any signed-in member (docs/behaviour.md §11.16): found by phone in any
 * usual form, e-mail or name, and one with every order, payment and inquiry.
 */
export const adminCustomersApi =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['back office'];
    app.get(
      '/customers',
      {
        schema: {
          tags,
          operationId: 'listCustomers',
          summary:
            'The customers whose orders or inquiries match the search (phone in any usual form, e-mail, name, city, ' +
            'tag number), latest first, 50 at most',
          querystring: CustomersQuerySchema,
          response: { 200: CustomerListSchema.describe('The customers found'), ...refusals(400, 401) },
        },
      },
      async (req) => findCustomers(db, req.query),
    );
    app.get(
      '/customers/:key',
      {
        schema: {
          tags,
          operationId: 'getCustomer',
          summary: 'One customer by phone (any usual form) or e-mail: every order, payment and inquiry, and the totals',
          params: KeyParams,
          response: { 200: CustomerSchema.describe('The customer'), ...refusals(400, 401, 404) },
        },
      },
      async (req) => {
        const found = await customerOf(db, req.params.key);
        if (!found) throw new DomainError(404, 'No order or inquiry names this customer', 'key');
        return found;
      },
    );
  };
