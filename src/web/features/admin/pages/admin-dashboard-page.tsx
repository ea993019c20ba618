import { useQueryClient } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { readAdminSession, removeAdminSession } from '../lib/admin-session.ts';
import { Button } from '../../../ui/button.tsx';
import { Logo } from '../../../ui/logo.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import { ThemeToggle } from '../../../ui/theme-toggle.tsx';
import { signOutOf } from '../api/admin-login.ts';
import { ADMIN_KEY, useAdminSessionGuard } from '../api/admin-request.ts';
import { AuditLogPanel } from '../components/audit-log-panel.tsx';
import { CommunityPostsPanel } from '../components/community-posts-panel.tsx';
import { StatsCards } from '../components/stats-cards.tsx';
import { SupportMessagesPanel } from '../components/support-messages-panel.tsx';
import { UsersPanel } from '../components/users-panel.tsx';

const TABS = [
  { value: 'users', label: 'Users' },
  { value: 'support', label: 'Support messages' },
  { value: 'community', label: 'Community' },
  { value: 'audit', label: 'Audit log' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const PANELS: Record<Tab, ComponentType> = {
  users: UsersPanel,
  support: SupportMessagesPanel,
  community: CommunityPostsPanel,
  audit: AuditLogPanel,
};

/**
 * SPEC §2 Admin dashboard. The route guard checks the stored admin session (SPEC §6); the server
 * checks the role on every call, and a refusal sends the browser back to the admin login.
 */
export function AdminDashboardPage() {
  useAdminSessionGuard();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = readAdminSession();
  const [tab, setTab] = useState<Tab>('users');
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    if (session) {
      await signOutOf(session.token);
    }
    removeAdminSession();
    queryClient.removeQueries({ queryKey: [ADMIN_KEY] });
    navigate('/admin4921', { replace: true });
  };

  return (
    <div className="min-h-dvh">
      <header className="border-b border-border">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
          <Logo />
          <span className="rounded-md bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-text">
            Admin
          </span>
          <div className="ml-auto flex items-center gap-2">
            <span
              className="mr-1 hidden max-w-56 truncate text-sm text-muted md:inline"
              title={session?.user.email}
            >
              {session?.user.email}
            </span>
            <ThemeToggle />
            <Button variant="secondary" size="sm" onClick={signOut} loading={signingOut}>
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Admin Dashboard</h1>
          <p className="mt-1 text-muted">Users, plans, support messages and the audit log.</p>
        </div>
        <StatsCards />
        <Tabs label="Admin sections" tabs={TABS} value={tab} onValueChange={setTab}>
          {(value) => {
            const Panel = PANELS[value];
            return <Panel />;
          }}
        </Tabs>
      </main>
    </div>
  );
}
