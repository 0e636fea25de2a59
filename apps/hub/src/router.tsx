import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageLoader } from './components/PageLoader';
import { RequireAuth } from './features/auth/RequireAuth';
import { SetupGate } from './features/setup/SetupGate';

/** A page whose code is a chunk of its own, loaded on first visit. */
function page(load: () => Promise<ComponentType>): ComponentType {
  return lazy(async () => ({ default: await load() }));
}

// The share page and its dashboard view's chunk are asked for together (not one after the other).
const SharePage = page(async () => {
  void import('./features/dashboards/DashboardView');
  return (await import('./features/share/SharePage')).SharePage;
});
// A dashboard's page is asked for together with the shell when the address is a dashboard's.
const AppLayout = page(async () => {
  if (/^\/dashboards\/[^/]+$/.test(window.location.pathname)) {
    void import('./features/dashboards/DashboardPage');
  }
  return (await import('./features/shell/AppLayout')).AppLayout;
});
const DashboardListPage = page(
  async () => (await import('./features/dashboards/DashboardListPage')).DashboardListPage,
);
const DashboardPage = page(
  async () => (await import('./features/dashboards/DashboardPage')).DashboardPage,
);
const ChartListPage = page(
  async () => (await import('./features/charts/ChartListPage')).ChartListPage,
);
const ChartBuilderV2Page = page(
  async () => (await import('./features/chart-builder-v2/ChartBuilderV2Page')).ChartBuilderV2Page,
);
const ChartBuilderPage = page(
  async () => (await import('./features/chart-builder/ChartBuilderPage')).ChartBuilderPage,
);
const GalleryPage = page(async () => (await import('./features/gallery/GalleryPage')).GalleryPage);
const ConnectionsPage = page(
  async () => (await import('./features/connections/ConnectionsPage')).ConnectionsPage,
);
const ConnectionPage = page(
  async () => (await import('./features/connections/ConnectionPage')).ConnectionPage,
);
const TenantsPage = page(async () => (await import('./features/tenants/TenantsPage')).TenantsPage);
const UsagePage = page(async () => (await import('./features/usage/UsagePage')).UsagePage);
const DemoPage = page(async () => (await import('./features/demo/DemoPage')).DemoPage);
const NotFoundPage = page(async () => (await import('./features/shell/NotFoundPage')).NotFoundPage);
const SettingsPage = page(
  async () => (await import('./features/settings/SettingsPage')).SettingsPage,
);
// Sign-in and setup are chunks of their own too: every other page's first load skips them.
const SignInPage = page(async () => (await import('./features/auth/SignInPage')).SignInPage);
const SetupPage = page(async () => (await import('./features/setup/SetupPage')).SetupPage);
const AcceptInvitationPage = page(
  async () => (await import('./features/settings/AcceptInvitationPage')).AcceptInvitationPage,
);

/** The loader while a page's chunk loads (navigations keep the old page meanwhile). */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoader />}>{children}</Suspense>;
}

/**
 * Hub routes; all plural or page-only, so none clashes with the API's singular paths. Only the
 * sign-in and setup pages are in the entry chunk: the admin shell, every page behind it and the
 * share page load as their own chunks (initial JS budgets, bench/render/initial-js.ts).
 */
export function AppRoutes() {
  return (
    <Loading>
      <Routes>
        <Route path="/share/dashboard/:id" element={<SharePage />} />
        <Route path="/invitations/:token" element={<AcceptInvitationPage />} />
        <Route element={<SetupGate />}>
          <Route path="/setup" element={<SetupPage />} />
          <Route path="/sign-in" element={<SignInPage />} />
          <Route element={<RequireAuth />}>
            <Route element={<AppLayout />}>
              <Route path="/" element={<Navigate to="/dashboards" replace />} />
              <Route
                path="/dashboards"
                element={
                  <Loading>
                    <DashboardListPage />
                  </Loading>
                }
              />
              <Route
                path="/dashboards/:id"
                element={
                  <Loading>
                    <DashboardPage />
                  </Loading>
                }
              />
              <Route
                path="/build/dashboard/:id/edit"
                element={
                  <Loading>
                    <DashboardPage />
                  </Loading>
                }
              />
              <Route
                path="/charts"
                element={
                  <Loading>
                    <ChartListPage />
                  </Loading>
                }
              />
              <Route
                path="/charts/new/v2"
                element={
                  <Loading>
                    <ChartBuilderV2Page />
                  </Loading>
                }
              />
              <Route
                path="/charts/:id/v2"
                element={
                  <Loading>
                    <ChartBuilderV2Page />
                  </Loading>
                }
              />
              <Route
                path="/charts/new"
                element={
                  <Loading>
                    <ChartBuilderPage />
                  </Loading>
                }
              />
              <Route
                path="/charts/:id"
                element={
                  <Loading>
                    <ChartBuilderPage />
                  </Loading>
                }
              />
              <Route
                path="/dev/gallery"
                element={
                  <Loading>
                    <GalleryPage />
                  </Loading>
                }
              />
              <Route
                path="/connections"
                element={
                  <Loading>
                    <ConnectionsPage />
                  </Loading>
                }
              />
              <Route
                path="/connections/:id"
                element={
                  <Loading>
                    <ConnectionPage />
                  </Loading>
                }
              />
              <Route
                path="/tenants"
                element={
                  <Loading>
                    <TenantsPage />
                  </Loading>
                }
              />
              <Route
                path="/usage"
                element={
                  <Loading>
                    <UsagePage />
                  </Loading>
                }
              />
              <Route
                path="/demo"
                element={
                  <Loading>
                    <DemoPage />
                  </Loading>
                }
              />
              <Route
                path="/settings"
                element={
                  <Loading>
                    <SettingsPage />
                  </Loading>
                }
              />
              <Route
                path="*"
                element={
                  <Loading>
                    <NotFoundPage />
                  </Loading>
                }
              />
            </Route>
          </Route>
        </Route>
      </Routes>
    </Loading>
  );
}
