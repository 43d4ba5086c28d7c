import { useRef, useState, type KeyboardEvent } from 'react';
import { SHOP } from '../../core/shop';
import { CheckboxField } from '../components/forms/Field';
import { InfoPage } from '../components/InfoPage';
import { AccountForm, type AccountField } from '../components/login/AccountForm';
import { arrowStep } from '../lib/direction';
import { inShop } from '../lib/links';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta(
    'Sign In',
    'Accounts are coming soon. You can shop as a guest: nothing is needed to browse, ask about a piece or buy.',
  );

const SIGN_IN: AccountField[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];
const CREATE: AccountField[] = [
  { name: 'title', label: 'Title', autoComplete: 'honorific-prefix', options: ['Mr', 'Mrs', 'Ms'] },
  { name: 'fullName', label: 'Full Name', autoComplete: 'name' },
  { name: 'mobile', label: 'Mobile', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];
const TABS = [
  ['signin', 'Sign In'],
  ['create', 'Create Account'],
] as const;
type Tab = (typeof TABS)[number][0];

/** docs/behaviour.md §2.14 login: Sign In and Create Account as two tabs, the support phone line; nothing is sent. */
export default function Login() {
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
    <InfoPage
      title="My Account"
      intro="Online accounts are coming soon. You do not need one to shop: add pieces to your bag and check out as a guest."
    >
      <div className="account">
        <div role="tablist" aria-label="Sign in or create an account" className="account-tabs" onKeyDown={onKey}>
          {TABS.map(([t, label], i) => (
            <button
              key={t}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${t}`}
              aria-controls={tab === t ? `panel-${t}` : undefined}
              aria-selected={tab === t}
              tabIndex={tab === t ? 0 : -1}
              onClick={() => setTab(t)}
            >
              {label}
            </button>
          ))}
        </div>
        {/* Only the chosen form is on the page, so each label names one field. */}
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'signin' ? (
            <AccountForm key="signin" id="signin" label="Sign In" fields={SIGN_IN} submit="Sign In" />
          ) : (
            <AccountForm
              key="create"
              id="create"
              label="Create Account"
              fields={CREATE}
              submit="Create Account"
              canSubmit={terms}
            >
              <CheckboxField
                id="create-terms"
                checked={terms}
                onChange={(e) => setTerms(e.target.checked)}
                label={
                  <>
                    I agree to the <a {...inShop('/termscondition')}>terms and conditions</a> and the{' '}
                    <a {...inShop('/privacy-policy')}>privacy policy</a>
                  </>
                }
              />
            </AccountForm>
          )}
        </div>
        <p className="support-line">
          Need help? Call us on <a href={`tel:${SHOP.supportPhone.replace(/\s/g, '')}`}>{SHOP.supportPhone}</a> (
          {SHOP.hours}, {SHOP.days}).
        </p>
      </div>
    </InfoPage>
  );
}
