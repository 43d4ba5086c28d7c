import type { Invitation, SignedIn } from '../core/staff-schemas';
import type { Services } from '../server/services';
import type { BackOffice } from '../server/services/admin-pages';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    /** The shop's public address (PUBLIC_URL), for absolute links in meta tags and the sitemap. */
    publicUrl: string;
    /**
     * What the back office's pages read: only on a request with a back-office session, and read only through
     * `backOfficeLoader` (app/lib/admin-access.ts), which checks the session and the role first.
     */
    backOffice: BackOffice | null;
    /** The back-office member signed in on this request (null on the storefront and without a session). */
    member: SignedIn | null;
    /** Whether a first-owner setup link is still good (the setup page, read without a session). */
    setupTokenValid(token: string): Promise<boolean>;
    /** Who an invitation link is for, or null when it cannot be used (the join page, read without a session). */
    invitation(token: string): Promise<Invitation | null>;
    /** This render's script nonce: React Router's scripts and the shop's own carry it, and the CSP allows only it. */
    nonce: string;
    /** Marks this answer as one member's own: never kept in the page cache nor by a shared cache. */
    markPrivate(): void;
    /** This request's id, which its log lines carry and a 500 page shows the guest (docs/decisions/033). */
    requestId: string;
    /** This request's logger (its lines carry the id). */
    log: { error(obj: object, msg: string): void; debug(obj: object, msg: string): void };
    /** Why the address asked for cannot be read (docs/behaviour.md §10.10.1): the not-found route answers 400 with it. */
    refusal?: string | null;
  }
}

export {};
