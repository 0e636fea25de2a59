import { chartroomTheme } from '@chartroom/ui';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from './api/query-client';
import { sharedThemeFromLocation } from './features/share/share-theme';
import { AppRoutes } from './router';

/** Providers: Mantine (violet theme, light/dark), notifications, TanStack Query, the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  // The share page takes its colour scheme from ?theme= and must not touch the hub's choice.
  const [forced] = useState(sharedThemeFromLocation);
  // A data router (react-router's blocker guards unsaved dashboard edits) around the route tree.
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AppRoutes /> }]));
  return (
    <MantineProvider theme={chartroomTheme} defaultColorScheme="light" forceColorScheme={forced}>
      <Notifications position="top-right" limit={4} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
