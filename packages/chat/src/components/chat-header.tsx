import type { TAiGuide } from '@manifest/contracts/ai';
import { cn } from '@manifest/ui/cn';
import { Maximize2, Minimize2, Orbit, Sparkles, Square, Volume2, VolumeX, X } from 'lucide-react';
import type { ReactNode } from 'react';

import { GUIDES } from '../utils/guides';

export const GUIDE_STYLES: Record<TAiGuide, { header: string; icon: ReactNode }> = {
  aurora: {
    header: 'bg-linear-to-r from-brand to-brand-accent text-brand-foreground',
    icon: <Sparkles aria-hidden="true" className="size-5" />,
  },
  realityshift: {
    header: 'bg-linear-to-r from-promo to-promo-accent text-promo-foreground',
    icon: <Orbit aria-hidden="true" className="size-5" />,
  },
};

const headerButton =
  'inline-flex size-9 items-center justify-center rounded-lg transition-colors hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none';

type TChatHeaderProps = {
  guide: TAiGuide;
  titleId: string;
  voice: { isOn: boolean; speaking: boolean; toggle: () => void; stop: () => void };
  /** Floating panels only. */
  collapse?: { isCollapsed: boolean; toggle: () => void; controls: string };
  onClose?: () => void;
};

/** The guide's name, the voice toggle, stop-speaking while speech plays, and (floating) collapse and close. */
export function ChatHeader({ guide, titleId, voice, collapse, onClose }: TChatHeaderProps) {
  const { name, tagline } = GUIDES[guide];
  return (
    <header className={cn('flex items-center gap-3 px-4 py-3', GUIDE_STYLES[guide].header)}>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/15">
        {GUIDE_STYLES[guide].icon}
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="truncate text-base leading-tight font-semibold">
          {name}
        </h2>
        <p className="truncate text-xs opacity-90">{tagline}</p>
      </div>
      {voice.speaking && (
        <button
          type="button"
          className={headerButton}
          onClick={voice.stop}
          aria-label="Stop speaking"
        >
          <Square aria-hidden="true" className="size-4 fill-current" />
        </button>
      )}
      <button
        type="button"
        className={headerButton}
        onClick={voice.toggle}
        aria-pressed={voice.isOn}
        aria-label="Read replies aloud"
      >
        {voice.isOn ? (
          <Volume2 aria-hidden="true" className="size-4" />
        ) : (
          <VolumeX aria-hidden="true" className="size-4" />
        )}
      </button>
      {collapse && (
        <button
          type="button"
          className={headerButton}
          onClick={collapse.toggle}
          aria-expanded={!collapse.isCollapsed}
          aria-controls={collapse.controls}
          aria-label={collapse.isCollapsed ? `Expand ${name} chat` : `Collapse ${name} chat`}
        >
          {collapse.isCollapsed ? (
            <Maximize2 aria-hidden="true" className="size-4" />
          ) : (
            <Minimize2 aria-hidden="true" className="size-4" />
          )}
        </button>
      )}
      {onClose && (
        <button
          type="button"
          className={headerButton}
          onClick={onClose}
          aria-label={`Close ${name} chat`}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </header>
  );
}
