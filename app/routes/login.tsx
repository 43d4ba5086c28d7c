import { useRef, useState, type KeyboardEvent } from 'react';
import { SHOP } from '../../core/shop';
import { CheckboxField } from '../components/forms/Field';
import { InfoPage } from '../components/InfoPage';
import { AccountForm, type AccountField } from '../components/login/AccountForm';
import { arrowStep } from '../lib/direction';
import { metaT, Msg, useShopLinks, useT, type Translate } from '../lib/i18n';
import { wordsOfPage } from '../lib/messages.server';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/login';

export const loader = ({ request }: Route.LoaderArgs) => wordsOfPage(request, 'login');

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return pageMeta(t('login.metaTitle'), t('login.metaDescription'));
};

const signIn = (t: Translate): AccountField[] => [
  { name: 'email', label: t('form.email'), type: 'email', autoComplete: 'email' },
  { name: 'password', label: t('login.password'), type: 'password', autoComplete: 'current-password' },
];
const create = (t: Translate): AccountField[] => [
  {
    name: 'title',
    label: t('login.honorific'),
    autoComplete: 'honorific-prefix',
    options: ['Mr', 'Mrs', 'Ms'],
    option: (value) => t('login.honorificOption', { value }),
  },
  { name: 'fullName', label: t('login.fullName'), autoComplete: 'name' },
  { name: 'mobile', label: t('login.mobile'), type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: t('form.email'), type: 'email', autoComplete: 'email' },
  { name: 'password', label: t('login.password'), type: 'password', autoComplete: 'new-password' },
];
const TABS = [
  ['signin', 'login.signIn'],
  ['create', 'login.create'],
] as const;
type Tab = (typeof TABS)[number][0];

/** docs/behaviour.md §2.14 login: Sign In and Create Account as two tabs, the support phone line; nothing is sent. */
export default function Login() {
  const t = useT();
  const { inShop } = useShopLinks();
  const [tab, setTab] = useState<Tab>('signin');
  const [terms, setTerms] = useState(false);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent<HTMLElement>) => {
    const i = TABS.findIndex(([t]) => t === tab);
    const step = arrowStep(e.key, e.currentTarget); // Left moves forward right to left (docs/decisions/094)
    const next = { ArrowRight: i + step, ArrowLeft: i + step, Home: 0, End: TABS.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const j = (next + TABS.length) % TABS.length;
    const [chosen] = TABS[j] ?? TABS[0];
    setTab(chosen);
    tabs.current[j]?.focus();
  };
  return (
    <InfoPage title={t('login.title')} intro={t('login.intro')}>
      <div className="account">
        <div role="tablist" aria-label={t('login.tabs')} className="account-tabs" onKeyDown={onKey}>
          {TABS.map(([name, label], i) => (
            <button
              key={name}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${name}`}
              aria-controls={tab === name ? `panel-${name}` : undefined}
              aria-selected={tab === name}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => setTab(name)}
            >
              {t(label)}
            </button>
          ))}
        </div>
        {/* Only the chosen form is on the page, so each label names one field. */}
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'signin' ? (
            <AccountForm
              key="signin"
              id="signin"
              label={t('login.signIn')}
              fields={signIn(t)}
              submit={t('login.signIn')}
            />
          ) : (
            <AccountForm
              key="create"
              id="create"
              label={t('login.create')}
              fields={create(t)}
              submit={t('login.create')}
              canSubmit={terms}
            >
              <CheckboxField
                id="create-terms"
                checked={terms}
                onChange={(e) => setTerms(e.target.checked)}
                label={
                  <Msg
                    id="login.agree"
                    tags={{
                      terms: (words) => <a {...inShop('/termscondition')}>{words}</a>,
                      privacy: (words) => <a {...inShop('/privacy-policy')}>{words}</a>,
                    }}
                  />
                }
              />
            </AccountForm>
          )}
        </div>
        <p className="support-line">
          <Msg
            id="login.help"
            values={{ phone: SHOP.supportPhone, hours: SHOP.hours }}
            tags={{
              tel: (words) => (
                <a href={`tel:${SHOP.supportPhone.replace(/\s/g, '')}`} dir="ltr">
                  {words}
                </a>
              ),
            }}
          />
        </p>
      </div>
    </InfoPage>
  );
}
