import { useRouteLoaderData } from 'react-router';
import type { GoldRate } from '../../core/api-schemas';
import type { Words } from '../../core/message-format';
import type { Menus } from './menus';

/**
 * What the root route loads for every page: the header's menus, today's gold rate (null before any import), the
 * storefront's words in the page's language (app/lib/i18n.tsx) and the shop's public address.
 */
export interface RootData {
  menus: Menus;
  rate: GoldRate | null;
  messages: Words;
  origin: string;
}

/** The root route's data; undefined where the root loader did not run (its error boundary). */
export const useRootData = () => useRouteLoaderData<RootData>('root');
