import type { Services } from '../server/services';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    /** The shop's public address (PUBLIC_URL), for absolute links in meta tags and the sitemap. */
    publicUrl: string;
  }
}

export {};
