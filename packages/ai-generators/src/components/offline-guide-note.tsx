import type { TAiSource } from '@manifest/contracts/ai';
import { Info } from 'lucide-react';

/** Says, quietly, that the built-in offline guide wrote this (no AI service is configured). */
export function OfflineGuideNote({ source }: { source: TAiSource | undefined }) {
  if (source?.provider !== 'offline') return null;
  return (
    <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
      <Info aria-hidden="true" className="size-3.5" />
      Offline guide: written from our own material, without an AI service.
    </p>
  );
}
