import type { TUser } from '@manifest/contracts/auth';
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

import { createAuthStore, type TAuthStatus, type TAuthStore } from './auth-store';

export type { TAuthStatus, TAuthStore } from './auth-store';
export { createAuthStore } from './auth-store';

export type TAuth = {
  status: TAuthStatus;
  user: TUser | null;
  signIn: (token: string, user: TUser) => void;
  signOut: () => Promise<void>;
  refreshUser: () => Promise<TUser | null>;
};

// One context object for the page: this module is a federation singleton, so the
// shell's provider is the one every remote's useAuth() reads.
const AuthStoreContext = createContext<TAuthStore | null>(null);

type TAuthProviderProps = {
  children: ReactNode;
  /** A store the app made (and started) before it rendered: its check is under way sooner. */
  store?: TAuthStore;
};

export const AuthProvider = ({ children, store: givenStore }: TAuthProviderProps) => {
  const [store] = useState(() => givenStore ?? createAuthStore());

  useEffect(() => {
    void store.start();
  }, [store]);

  return <AuthStoreContext.Provider value={store}>{children}</AuthStoreContext.Provider>;
};

export const useAuth = (): TAuth => {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error('useAuth() must be used inside <AuthProvider>');
  const { status, user } = useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    // A prerendered page (its remote's server) is drawn signed out, as a visitor first sees it.
    store.getSnapshot,
  );
  return {
    status,
    user,
    signIn: store.signIn,
    signOut: store.signOut,
    refreshUser: store.refreshUser,
  };
};
