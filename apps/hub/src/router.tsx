import { createBrowserRouter, Navigate } from 'react-router-dom';
import { PageLoader } from './components/PageLoader';
import { RequireAuth } from './features/auth/RequireAuth';
import { SignInPage } from './features/auth/SignInPage';
import { ChartListPage } from './features/charts/ChartListPage';
import { DashboardListPage } from './features/dashboards/DashboardListPage';
import { SetupGate } from './features/setup/SetupGate';
import { SetupPage } from './features/setup/SetupPage';
import { AppLayout } from './features/shell/AppLayout';
import { ComingSoonPage } from './features/shell/ComingSoonPage';
import { NotFoundPage } from './features/shell/NotFoundPage';

/**
 * Hub routes; all plural or page-only, so none clashes with the API's singular paths. The
 * dashboard and share pages (grid, date pickers) load as their own chunks.
 */
export const router = createBrowserRouter([
  {
    path: '/share/dashboard/:id',
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: (await import('./features/share/SharePage')).SharePage }),
  },
  {
    element: <SetupGate />,
    HydrateFallback: PageLoader,
    children: [
      { path: '/setup', element: <SetupPage /> },
      { path: '/sign-in', element: <SignInPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/', element: <Navigate to="/dashboards" replace /> },
              { path: '/dashboards', element: <DashboardListPage /> },
              {
                path: '/dashboards/:id',
                lazy: async () => ({
                  Component: (await import('./features/dashboards/DashboardPage')).DashboardPage,
                }),
              },
              { path: '/charts', element: <ChartListPage /> },
              {
                path: '/charts/new/v2',
                lazy: async () => ({
                  Component: (await import('./features/chart-builder-v2/ChartBuilderV2Page'))
                    .ChartBuilderV2Page,
                }),
              },
              {
                path: '/charts/:id/v2',
                lazy: async () => ({
                  Component: (await import('./features/chart-builder-v2/ChartBuilderV2Page'))
                    .ChartBuilderV2Page,
                }),
              },
              {
                path: '/charts/new',
                lazy: async () => ({
                  Component: (await import('./features/chart-builder/ChartBuilderPage'))
                    .ChartBuilderPage,
                }),
              },
              {
                path: '/charts/:id',
                lazy: async () => ({
                  Component: (await import('./features/chart-builder/ChartBuilderPage'))
                    .ChartBuilderPage,
                }),
              },
              {
                path: '/dev/gallery',
                lazy: async () => ({
                  Component: (await import('./features/gallery/GalleryPage')).GalleryPage,
                }),
              },
              {
                path: '/connections',
                lazy: async () => ({
                  Component: (await import('./features/connections/ConnectionsPage'))
                    .ConnectionsPage,
                }),
              },
              {
                path: '/connections/:id',
                lazy: async () => ({
                  Component: (await import('./features/connections/ConnectionPage')).ConnectionPage,
                }),
              },
              { path: '/tenants', element: <ComingSoonPage feature="tenants" /> },
              { path: '/settings', element: <ComingSoonPage feature="settings" /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);
