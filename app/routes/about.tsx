import { SHOP, fullAddress } from '../../core/shop';
import { InfoPage } from '../components/InfoPage';
import { metaT, Msg, useShopLinks, useT } from '../lib/i18n';
import { wordsOfPage } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/about';

export const loader = ({ request }: Route.LoaderArgs) => wordsOfPage(request, 'about');

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t('about.title'), t('about.description', { shop: SHOP.name, year: String(SHOP.foundedYear) }));
};

const TIMELINE = [
  { year: 1960, title: 'about.firstTitle', text: 'about.first' },
  { year: 1980, title: 'about.secondTitle', text: 'about.second' },
  { year: 2000, title: 'about.thirdTitle', text: 'about.third' },
  { year: 2019, title: 'about.todayTitle', text: 'about.today' },
] as const;

export default function About() {
  const t = useT();
  const { inShop } = useShopLinks();
  return (
    <InfoPage title={t('about.title')} intro={t('about.intro', { year: String(SHOP.foundedYear), shop: SHOP.name })}>
      <section>
        <h2>{t('about.storyTitle')}</h2>
        <p>{t('about.story', { year: String(SHOP.foundedYear) })}</p>
      </section>

      <section>
        <h2>{t('about.yearsTitle')}</h2>
        <ol className="timeline">
          {TIMELINE.map((entry) => (
            <li className="timeline-item" key={entry.year}>
              <p className="timeline-year">{entry.year}</p>
              <h3 className="timeline-title">{t(entry.title)}</h3>
              <p>{t(entry.text, { address: fullAddress() })}</p>
            </li>
          ))}
        </ol>
      </section>

      <section>
        <h2>{t('about.makeTitle')}</h2>
        <ul>
          <li>{t('about.makeGold')}</li>
          <li>{t('about.makeSilver')}</li>
          <li>{t('about.makeDiamond')}</li>
          <li>{t('about.makeArtificial')}</li>
          <li>{t('about.makeWatches')}</li>
        </ul>
      </section>

      <section>
        <h2>{t('about.workTitle')}</h2>
        <ul>
          <li>{t('about.workPrices')}</li>
          <li>
            <Msg
              id="about.workFit"
              tags={{
                ring: (words) => <a {...inShop('/ring-size')}>{words}</a>,
                bangle: (words) => <a {...inShop('/bangles-bracelets-size-guide')}>{words}</a>,
              }}
            />
          </li>
          <li>
            <Msg id="about.workCollect" tags={{ link: (words) => <a {...inShop('/clickandcollect')}>{words}</a> }} />
          </li>
          <li>{t('about.workOpen', { hours: SHOP.hours })}</li>
        </ul>
      </section>

      <section>
        <h2>{t('about.visitTitle')}</h2>
        <p>
          <Msg id="about.visit" tags={{ link: (words) => <a {...inShop('/contact')}>{words}</a> }} />
        </p>
      </section>
    </InfoPage>
  );
}
