import { ApiError } from '@chartroom/client';
import { notifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { i18n } from '@chartroom/ui';

/** Queries and mutations with `meta: { silent: true }` show their errors in place, not as notifications. */
function notify(error: unknown, meta: Record<string, unknown> | undefined): void {
  if (meta?.silent) return;
  if (error instanceof ApiError && error.status === 401) return; // handled by the sign-in redirect
  notifications.show({
    color: 'red',
    title: i18n.t('hub:errors.title'),
    message: error instanceof Error ? error.message : i18n.t('hub:errors.unknown'),
  });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => notify(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => notify(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}
