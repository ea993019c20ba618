import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { AppLayout } from './app/app-layout.tsx';
import { RequireAuth, RequireSignedOut, RootRedirect } from './app/guards.tsx';
import { NotFoundPage } from './app/not-found-page.tsx';
import { OpenLayout } from './app/open-layout.tsx';
import { RouteTransition } from './app/route-transition.tsx';
import { PageFooterProvider } from './ui/page-footer.tsx';
import { FullPageSpinner } from './ui/spinner.tsx';

/** One chunk per feature page, so /landing ships none of the app screens (DESIGN §7). */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const RequireAdmin = lazyPage(
  () => import('./features/admin/components/require-admin.tsx'),
  (m) => m.RequireAdmin,
);
const LandingPage = lazyPage(
  () => import('./features/landing/pages/landing-page.tsx'),
  (m) => m.LandingPage,
);
const LoginPage = lazyPage(
  () => import('./features/auth/pages/login-page.tsx'),
  (m) => m.LoginPage,
);
const SignupPage = lazyPage(
  () => import('./features/auth/pages/signup-page.tsx'),
  (m) => m.SignupPage,
);
const DashboardPage = lazyPage(
  () => import('./features/conversations/pages/dashboard-page.tsx'),
  (m) => m.DashboardPage,
);
const ModelsPage = lazyPage(
  () => import('./features/models/pages/models-page.tsx'),
  (m) => m.ModelsPage,
);
const CreateModelPage = lazyPage(
  () => import('./features/models/pages/create-model-page.tsx'),
  (m) => m.CreateModelPage,
);
const EditModelPage = lazyPage(
  () => import('./features/models/pages/edit-model-page.tsx'),
  (m) => m.EditModelPage,
);
const LivePage = lazyPage(
  () => import('./features/live/pages/live-page.tsx'),
  (m) => m.LivePage,
);
const ProfilePage = lazyPage(
  () => import('./features/profile/pages/profile-page.tsx'),
  (m) => m.ProfilePage,
);
const MaxModePage = lazyPage(
  () => import('./features/max/pages/max-mode-page.tsx'),
  (m) => m.MaxModePage,
);
const MaxConversationPage = lazyPage(
  () => import('./features/max/pages/max-conversation-page.tsx'),
  (m) => m.MaxConversationPage,
);
const HistoryPage = lazyPage(
  () => import('./features/conversations/pages/history-page.tsx'),
  (m) => m.HistoryPage,
);
const BillingPage = lazyPage(
  () => import('./features/billing/pages/billing-page.tsx'),
  (m) => m.BillingPage,
);
const DemoCheckoutPage = lazyPage(
  () => import('./features/billing/pages/demo-checkout-page.tsx'),
  (m) => m.DemoCheckoutPage,
);
const AnalyticsPage = lazyPage(
  () => import('./features/analytics/pages/analytics-page.tsx'),
  (m) => m.AnalyticsPage,
);
const CommunityPage = lazyPage(
  () => import('./features/community/pages/community-page.tsx'),
  (m) => m.CommunityPage,
);
const AdminLoginPage = lazyPage(
  () => import('./features/admin/pages/admin-login-page.tsx'),
  (m) => m.AdminLoginPage,
);
const AdminDashboardPage = lazyPage(
  () => import('./features/admin/pages/admin-dashboard-page.tsx'),
  (m) => m.AdminDashboardPage,
);

function RootLayout() {
  return (
    <PageFooterProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[90] focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-lg"
      >
        Skip to content
      </a>
      <RouteTransition />
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </PageFooterProvider>
  );
}

/** The route table of SPEC §2 with its guards. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <RootRedirect /> },
      { path: 'landing', element: <LandingPage /> },
      {
        element: <RequireSignedOut />,
        children: [
          { path: 'login', element: <LoginPage /> },
          { path: 'signup', element: <SignupPage /> },
        ],
      },
      // SPEC §6: the post list needs no login; liking, sharing and importing do.
      {
        path: 'community',
        element: <OpenLayout />,
        children: [{ index: true, element: <CommunityPage /> }],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: 'dashboard', element: <DashboardPage /> },
              { path: 'history', element: <HistoryPage /> },
              { path: 'models', element: <ModelsPage /> },
              { path: 'models/create', element: <CreateModelPage /> },
              { path: 'models/:id/edit', element: <EditModelPage /> },
              { path: 'live/:shareCode', element: <LivePage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'max-mode', element: <MaxModePage /> },
              { path: 'max-conversation', element: <MaxConversationPage /> },
              { path: 'analytics', element: <AnalyticsPage /> },
              { path: 'billing', element: <BillingPage /> },
              { path: 'billing/demo-checkout/:sessionId', element: <DemoCheckoutPage /> },
            ],
          },
        ],
      },
      { path: 'admin4921', element: <AdminLoginPage /> },
      {
        path: 'admin4921/dashboard',
        element: <RequireAdmin />,
        children: [{ index: true, element: <AdminDashboardPage /> }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
