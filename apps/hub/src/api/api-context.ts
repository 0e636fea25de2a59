import type { ChartroomClient } from '@chartroom/client';
import { createContext, useContext } from 'react';
import { adminClient } from './admin-client';

export interface ApiContextValue {
  client: ChartroomClient;
  /** Part of every query key, so admin and share (token) caches never mix. */
  scope: string;
}

export const ApiContext = createContext<ApiContextValue>({ client: adminClient, scope: 'admin' });

export function useApi(): ApiContextValue {
  return useContext(ApiContext);
}
