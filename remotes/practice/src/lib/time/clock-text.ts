/** Seconds as the countdowns show them, mm:ss: 00:05, 04:05, 30:00 (minutes may pass 99). */
export function clockText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
