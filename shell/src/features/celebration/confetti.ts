/** Spec 001 section 9: 50 confetti pieces for about 3 seconds. */
export const CONFETTI_PIECES = 50;
export const CELEBRATION_MS = 3000;
/** canvas-confetti moves each piece once per frame, at up to 60 frames a second. */
const CONFETTI_TICKS = Math.round((CELEBRATION_MS / 1000) * 60);

const THEME_COLORS = ['--color-primary', '--color-info', '--color-success'];
const GOLD = '#facc15';

const themeColors = (): string[] => {
  const style = getComputedStyle(document.documentElement);
  const colors = THEME_COLORS.map((name) => style.getPropertyValue(name).trim()).filter((value) =>
    /^#[0-9a-f]{6}$/i.test(value),
  );
  return [...colors, GOLD];
};

export const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Two bursts of confetti from the lower corners, half the pieces each. The library
 * loads only now (not with the shell), draws on a canvas it adds and removes, and runs
 * without a worker: a worker from a blob: URL is not allowed by our CSP. Nothing moves
 * for people who ask for reduced motion. Returns a function that stops it early.
 */
export async function launchConfetti(): Promise<() => void> {
  if (prefersReducedMotion()) return () => undefined;
  const { default: confetti } = await import('canvas-confetti');
  const fire = confetti.create(undefined, {
    resize: true,
    useWorker: false,
    disableForReducedMotion: true,
  });
  const half = CONFETTI_PIECES / 2;
  const shared = { particleCount: half, ticks: CONFETTI_TICKS, spread: 70, colors: themeColors() };
  void fire({ ...shared, angle: 60, origin: { x: 0, y: 0.75 } });
  void fire({ ...shared, angle: 120, origin: { x: 1, y: 0.75 } });
  return () => fire.reset();
}
