import { useLocation } from 'react-router';
import { LANGUAGE_COOKIE, pathIn } from '../../core/locale';
import { useLocale, useT } from '../lib/i18n';

/** A year, in seconds: how long the shop remembers a guest's language. */
const YEAR = 365 * 24 * 3600;

/**
 * The same page in the other language (docs/decisions/091): a plain link the browser follows, so the new page comes
 * whole from the server with its own words. Choosing remembers the language for the guest's next visit to the home
 * address (a cookie read only there, server/ssr/render.ts); the pages themselves never depend on it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const locale = useLocale();
  const t = useT();
  const other = locale === 'ur' ? 'en' : 'ur';
  return (
    <a
      className={className}
      href={pathIn(other, pathname + search + hash)}
      hrefLang={other}
      lang={other}
      onClick={() => {
        document.cookie = `${LANGUAGE_COOKIE}=${other}; path=/; max-age=${YEAR}; samesite=lax`;
      }}
    >
      {t('frame.language')}
    </a>
  );
}
