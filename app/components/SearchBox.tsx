import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, SEARCH_MAX_LENGTH } from '../../core/constants';
import { displayName, formatPKR } from '../../core/format';
import { pictureNames } from '../../core/media';
import type { StockItem } from '../../core/api-schemas';
import { useShopLinks, useT } from '../lib/i18n';
import { imageUrl, productHref, searchHref } from '../lib/links';
import { SearchIcon } from './icons';

/**
 * docs/behaviour.md §4.9: the search runs 1200 ms after typing stops when the trimmed term has at least 2 characters;
 * results fill a dropdown, an empty result clears it. Enter or the button goes to /Search/Gold/{term}.
 */
export function SearchBox({ idPrefix, onDone }: { idPrefix: string; onDone?: () => void }) {
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<StockItem[]>([]);
  const [status, setStatus] = useState('');
  const navigate = useNavigate();
  const listId = useId();
  const t = useT();
  const { inShop, to } = useShopLinks();

  useEffect(() => {
    const q = term.trim();
    if (q.length < SEARCH_MIN_LENGTH) {
      setResults([]);
      return;
    }
    const ctrl = new AbortController();
    // The API client loads with the first search, not with every page (docs/decisions/041).
    const timer = window.setTimeout(() => {
      import('../lib/api')
        .then(({ searchStock }) => searchStock(q, ctrl.signal))
        .then((items) => {
          setResults(items.slice(0, 8));
          setStatus(t('search.count', { count: items.length }));
        })
        .catch(() => {
          if (!ctrl.signal.aborted) {
            setResults([]);
            setStatus(t('search.failed'));
          }
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      ctrl.abort();
    };
  }, [term]);

  const go = () => {
    const q = term.trim();
    if (!q) return;
    setResults([]);
    onDone?.();
    navigate(to(searchHref(q)));
  };

  return (
    <form
      className="search-box"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        go();
      }}
    >
      <label htmlFor={`${idPrefix}-search`} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={`${idPrefix}-search`}
        type="search"
        placeholder={t('search.placeholder')}
        value={term}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        aria-controls={results.length ? listId : undefined}
        onChange={(e) => setTerm(e.target.value)}
      />
      <button type="submit" className="icon-btn" aria-label={t('search.submit')}>
        <SearchIcon />
      </button>
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
      {results.length ? (
        <ul id={listId} className="search-results" aria-label={t('search.results')}>
          {results.map((item) => {
            const picture = pictureNames(item)[0];
            return (
              <li key={item.TagNo}>
                <a
                  {...inShop(productHref(item))}
                  onClick={() => {
                    setResults([]);
                    onDone?.();
                  }}
                >
                  {picture ? (
                    <img src={imageUrl(picture, 160)} alt="" width={48} height={48} loading="lazy" />
                  ) : (
                    <span className="thumb-ph" />
                  )}
                  <span>
                    <strong>{displayName(item)}</strong>
                    <small>
                      {item.TagNo} · {formatPKR(item.Price)}
                    </small>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </form>
  );
}
