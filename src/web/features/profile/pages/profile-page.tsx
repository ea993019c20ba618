import { useSearchParams } from 'react-router';
import { PROFILE_TEXT } from '../../../../contract/profile.ts';
import { QueryView } from '../../../ui/query-view.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { useProfile } from '../api/get-profile.ts';
import { AccountDetailsSection } from '../components/account-details-section.tsx';
import type { AccountSection } from '../components/account-section.ts';
import { PasswordSection } from '../components/password-section.tsx';
import { ProviderKeysSection } from '../components/provider-keys-section.tsx';
import { SupportTab } from '../components/support-tab.tsx';

/** Account Settings, top to bottom: each section is one card; new ones join this list. */
const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  { id: 'details', Component: AccountDetailsSection },
  { id: 'password', Component: PasswordSection },
  { id: 'provider-keys', Component: ProviderKeysSection },
];

const TABS = [
  { value: 'account', label: PROFILE_TEXT.accountTab },
  { value: 'support', label: PROFILE_TEXT.supportTab },
] as const;
type Tab = (typeof TABS)[number]['value'];

function AccountSettings() {
  const profile = useProfile();
  return (
    <QueryView
      query={profile}
      loadingLabel="Loading your profile"
      failedText={PROFILE_TEXT.profileLoadFailed}
    >
      {(user) => (
        <div className="flex flex-col gap-6">
          {ACCOUNT_SECTIONS.map(({ id, Component }) => (
            <Component key={id} user={user} />
          ))}
        </div>
      )}
    </QueryView>
  );
}

/** SPEC §2 /profile: Account Settings and Support tabs; `?tab=support` opens the second. */
export function ProfilePage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'support' ? 'support' : 'account';

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{PROFILE_TEXT.title}</h1>
      <p className="mt-2 text-muted">Manage your account and get help.</p>
      <Tabs
        className="mt-8"
        label="Profile sections"
        tabs={TABS}
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'account' ? {} : { tab: value }, { replace: true })
        }
      >
        {(value) => (value === 'account' ? <AccountSettings /> : <SupportTab />)}
      </Tabs>
    </div>
  );
}
