import { useSyncExternalStore, type ReactElement, type ReactNode } from 'react';

/** Spec 000 section 9: one toast visible at a time. */
export const TOAST_LIMIT = 1;
/** Spec 000 section 9: a dismissed toast stays in the store this long before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type TToastVariant = 'default' | 'destructive';

export type TToastOptions = {
  title?: ReactNode;
  description?: ReactNode;
  /** 'destructive' for failures. */
  variant?: TToastVariant;
  /** A <ToastAction> element. */
  action?: ReactElement;
  /** Overrides the Toaster's default of 5000 ms. */
  duration?: number;
};

export type TToast = TToastOptions & { id: string; isOpen: boolean };

export type TToastHandle = {
  id: string;
  dismiss: () => void;
  update: (options: TToastOptions) => void;
};

export type TToastStore = {
  getToasts: () => readonly TToast[];
  subscribe: (listener: () => void) => () => void;
  show: (options: TToastOptions) => TToastHandle;
  update: (id: string, options: TToastOptions) => void;
  /** Closes one toast, or all without an id; closed toasts are removed after the delay. */
  dismiss: (id?: string) => void;
  /** Drops one toast, or all without an id, at once. */
  remove: (id?: string) => void;
};

type TToastStoreSettings = { limit?: number; removeDelayMs?: number };

export const createToastStore = ({
  limit = TOAST_LIMIT,
  removeDelayMs = TOAST_REMOVE_DELAY_MS,
}: TToastStoreSettings = {}): TToastStore => {
  let toasts: readonly TToast[] = [];
  let lastId = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const isTarget = (toast: TToast, id: string | undefined) => id === undefined || toast.id === id;

  const setToasts = (next: readonly TToast[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const cancelRemoval = (id: string) => {
    clearTimeout(removalTimers.get(id));
    removalTimers.delete(id);
  };

  const remove = (id?: string) => {
    const removed = toasts.filter((toast) => isTarget(toast, id));
    if (removed.length === 0) return;
    for (const toast of removed) cancelRemoval(toast.id);
    setToasts(toasts.filter((toast) => !isTarget(toast, id)));
  };

  const dismiss = (id?: string) => {
    const closing = toasts.filter((toast) => isTarget(toast, id) && toast.isOpen);
    if (closing.length === 0) return;
    for (const { id: closingId } of closing) {
      removalTimers.set(
        closingId,
        setTimeout(() => {
          removalTimers.delete(closingId);
          remove(closingId);
        }, removeDelayMs),
      );
    }
    setToasts(toasts.map((toast) => (isTarget(toast, id) ? { ...toast, isOpen: false } : toast)));
  };

  const update = (id: string, options: TToastOptions) => {
    if (!toasts.some((toast) => toast.id === id)) return;
    setToasts(toasts.map((toast) => (toast.id === id ? { ...toast, ...options } : toast)));
  };

  const show = (options: TToastOptions): TToastHandle => {
    lastId += 1;
    const id = String(lastId);
    const kept = [{ ...options, id, isOpen: true }, ...toasts].slice(0, limit);
    for (const pushedOut of toasts.slice(Math.max(limit - 1, 0))) cancelRemoval(pushedOut.id);
    setToasts(kept);
    return { id, dismiss: () => dismiss(id), update: (next) => update(id, next) };
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  return { getToasts: () => toasts, subscribe, show, update, dismiss, remove };
};

// Kept on globalThis so that every copy of this module (the shell's, and a remote's if it ever
// ships its own) feeds the one <Toaster /> the shell renders.
const STORE_KEY = Symbol.for('@manifest/ui/toast-store');
const globalSlot = globalThis as typeof globalThis & { [STORE_KEY]?: TToastStore };

export const toastStore: TToastStore = (globalSlot[STORE_KEY] ??= createToastStore());

/** Shows a toast from anywhere (no hook needed). */
export const toast = (options: TToastOptions): TToastHandle => toastStore.show(options);

export const dismissToast = (id?: string): void => toastStore.dismiss(id);

export const useToast = () => {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getToasts,
    toastStore.getToasts,
  );
  return { toasts, toast, dismiss: dismissToast };
};
