import { useRouteLoaderData } from 'react-router';
import type { GoldRate } from '../../core/api-schemas';
import type { Menus } from './menus';

/** What the root route loads for every page: the header's menus and today's gold rate (null before any import). */
export interface RootData {
  menus: Menus;
  rate: GoldRate | null;
}

/** The root route's data; undefined where the root loader did not run (its error boundary). */
export const useRootData = () => useRouteLoaderData<RootData>('root');
