import { useQuery } from '@tanstack/react-query';
import { adminClient } from '../../api/admin-client';

export function useMe() {
  return useQuery({ queryKey: ['me'], queryFn: () => adminClient.me(), staleTime: 5 * 60_000 });
}
