import { createContext, useContext } from 'react';

export type TRemoteRetry = { remote: string; retry: () => Promise<void> };

export const RemoteRetryContext = createContext<TRemoteRetry | null>(null);

export const useRemoteRetry = (): TRemoteRetry | null => useContext(RemoteRetryContext);
