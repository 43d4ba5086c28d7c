import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /CartProduct\nDisallow: /checkout\nDisallow: /Search/\n\nSitemap: ${context.publicUrl}/sitemap.xml\n`;
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
