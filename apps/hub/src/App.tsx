import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './api/query-client';
import { brandTheme, useBrand } from './features/settings/brand-theme';
import { sharedThemeFromLocation } from './features/share/share-theme';
import { AppRoutes } from './router';

/** Providers: Mantine (violet theme or the organisation's colour, light/dark), notifications, TanStack Query, the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  // The share page takes its colour scheme from ?theme= and must not touch the hub's choice.
  const [forced] = useState(sharedThemeFromLocation);
  // The organisation's primary colour once the admin shell has read it (Settings → Organisation).
  const primaryColor = useBrand((s) => s.primaryColor);
  const theme = useMemo(() => brandTheme(primaryColor), [primaryColor]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme={forced}>
      <Notifications position="top-right" limit={4} />
      <QueryClientProvider client={queryClient}>
        {/* A plain router: a data router's code weighs 16 kB gzipped on every page (the budgets of
            issue 11); LeaveGuard guards unsaved dashboard edits without one. */}
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
