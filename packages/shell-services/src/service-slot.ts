/**
 * One slot the shell fills with its implementation of a service and a remote
 * calls through. Module Federation shares this package as a singleton, so the
 * remote's call reaches the shell's function without importing the shell.
 */
export type TServiceSlot<TArgs extends unknown[], TResult> = {
  /** The shell's implementation; returns the function that takes it back out. */
  provide: (implementation: (...args: TArgs) => TResult) => () => void;
  /** Calls the implementation, or answers `fallback` when no shell provided one (a remote run alone). */
  call: (...args: TArgs) => TResult;
  isProvided: () => boolean;
};

export function createServiceSlot<TArgs extends unknown[], TResult>(
  name: string,
  fallback: (...args: TArgs) => TResult,
): TServiceSlot<TArgs, TResult> {
  let implementation: ((...args: TArgs) => TResult) | undefined;
  return {
    provide(next) {
      implementation = next;
      return () => {
        if (implementation === next) implementation = undefined;
      };
    },
    call(...args) {
      if (implementation) return implementation(...args);
      console.info(`[shell-services] ${name}: no shell here, nothing to do`);
      return fallback(...args);
    },
    isProvided: () => implementation !== undefined,
  };
}
