import { createContext, useContext } from 'react';
import type { ApiClient } from './api-client';

const ApiClientContext = createContext<ApiClient | null>(null);
export const ApiClientProvider = ApiClientContext.Provider;

/** The page's API client (created by the shell, or by a remote running standalone). */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs <TribuneProviders> (or <ApiClientProvider>) above it.');
  return client;
}
