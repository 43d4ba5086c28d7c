import type { Route } from './+types/robots';

/** Search engines keep out of the API, the guest's own pages and the back office (docs/behaviour.md §11.2). */
export function loader({ context }: Route.LoaderArgs) {
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\nDisallow: /CartProduct\nDisallow: /checkout\nDisallow: /Search/\n\nSitemap: ${context.publicUrl}/sitemap.xml\n`;
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
