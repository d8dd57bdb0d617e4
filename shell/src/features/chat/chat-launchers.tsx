import type { TAiGuide } from '@manifest/contracts/ai';
import type { TChatPanelHandle } from '@manifest/chat/chat-panel';
import { cn } from '@manifest/ui/cn';
import { MessageCircle, Orbit, Sparkles } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { GUIDE_BUTTONS_BOTTOM } from '../../layout/guide-space';
import { chatStore, useChatPanels } from './chat-store';

// The panel's code (and its stream reader) loads when a person first opens a guide.
const ChatPanel = lazy(() =>
  import(/* webpackChunkName: "chat-panel" */ '@manifest/chat/chat-panel').then((module) => ({
    default: module.ChatPanel,
  })),
);

const GUIDES: ReadonlyArray<{
  guide: TAiGuide;
  name: string;
  side: string;
  launcher: string;
  icon: typeof Sparkles;
  /** The page that embeds this guide already: no second, floating one there. */
  embeddedOn?: string;
  /**
   * Where the other guide's page frees its corner: there the button takes that
   * corner, off the start of the embedded chat's suggestion chips (issue 36).
   */
  sideWhereOtherIsEmbedded?: string;
}> = [
  {
    guide: 'aurora',
    name: 'Aurora',
    side: 'right-3 sm:right-6',
    launcher: 'bg-linear-to-br from-brand to-brand-accent text-brand-foreground',
    icon: Sparkles,
    embeddedOn: '/ai-assistant',
  },
  {
    guide: 'realityshift',
    name: 'RealityShift',
    side: 'left-3 sm:left-6',
    launcher: 'bg-linear-to-br from-promo to-promo-accent text-promo-foreground',
    icon: Orbit,
    sideWhereOtherIsEmbedded: 'right-3 sm:right-6',
  },
];

/** Above the bottom tabs on phones, in the corner on larger screens. */
const ABOVE_TABS = GUIDE_BUTTONS_BOTTOM;

/**
 * The two guides on every signed-in page (spec 000 section 2): Aurora's
 * button bottom right, RealityShift's bottom left. A panel, once opened,
 * stays mounted while closed, so its conversation survives closing it.
 */
export function ChatLaunchers() {
  const { openAssistant, pendingTexts } = useChatPanels();
  const { pathname } = useLocation();
  const isOtherEmbeddedHere = (guide: TAiGuide) =>
    GUIDES.some((other) => other.guide !== guide && other.embeddedOn === pathname);
  const [opened, setOpened] = useState<ReadonlySet<TAiGuide>>(new Set());
  const [handles, setHandles] = useState<Partial<Record<TAiGuide, TChatPanelHandle>>>({});
  const launchers = useRef<Partial<Record<TAiGuide, HTMLButtonElement | null>>>({});
  // Stable callbacks: a new ref callback each render would make the panel a new handle each time.
  const handleRefs = useMemo(() => {
    const keep = (guide: TAiGuide) => (handle: TChatPanelHandle | null) => {
      if (!handle) return;
      setHandles((all) => (all[guide] === handle ? all : { ...all, [guide]: handle }));
    };
    return { aurora: keep('aurora'), realityshift: keep('realityshift') };
  }, []);

  if (openAssistant && !opened.has(openAssistant)) {
    setOpened(new Set([...opened, openAssistant]));
  }

  // Text pushed from a page (openChat) is sent once the panel is there.
  useEffect(() => {
    for (const { guide } of GUIDES) {
      const handle = handles[guide];
      if (!handle || pendingTexts[guide].length === 0) continue;
      for (const text of chatStore.takeTexts(guide)) handle.send(text);
    }
  }, [handles, pendingTexts]);

  // Opening a guide moves focus into its message field.
  useEffect(() => {
    if (openAssistant) handles[openAssistant]?.focus();
  }, [openAssistant, handles]);

  // Closing a panel gives focus back to its launcher, once the launcher is shown again.
  const returnFocusTo = useRef<TAiGuide | null>(null);
  useEffect(() => {
    if (openAssistant !== null || returnFocusTo.current === null) return;
    launchers.current[returnFocusTo.current]?.focus();
    returnFocusTo.current = null;
  }, [openAssistant]);

  const close = (guide: TAiGuide) => {
    returnFocusTo.current = guide;
    chatStore.close();
  };

  return (
    <>
      {GUIDES.map(({ guide, name, launcher, icon: Icon, embeddedOn, ...place }) => {
        const side =
          isOtherEmbeddedHere(guide) && place.sideWhereOtherIsEmbedded
            ? place.sideWhereOtherIsEmbedded
            : place.side;
        return (
          <div key={guide} hidden={pathname === embeddedOn}>
            {opened.has(guide) && (
              <div
                hidden={openAssistant !== guide}
                className={cn('fixed z-40 w-[calc(100vw-1.5rem)] sm:w-96', side, ABOVE_TABS)}
              >
                <Suspense fallback={null}>
                  <ChatPanel
                    guide={guide}
                    variant="floating"
                    onClose={() => close(guide)}
                    ref={handleRefs[guide]}
                  />
                </Suspense>
              </div>
            )}
            <button
              ref={(element) => {
                launchers.current[guide] = element;
              }}
              type="button"
              hidden={openAssistant !== null}
              onClick={() => chatStore.request({ assistant: guide })}
              aria-label={`Open ${name} chat`}
              title={name}
              className={cn(
                // A round button beside the page's column; named in words only where the
                // margin beside a page (2xl) has room for the name without covering it.
                'fixed z-30 flex size-12 items-center justify-center rounded-full shadow-lg transition-transform hover:scale-105 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none 2xl:w-auto 2xl:gap-2 2xl:px-4',
                side,
                ABOVE_TABS,
                launcher,
              )}
            >
              <Icon aria-hidden="true" className="size-6 2xl:size-5" />
              <span className="hidden text-sm font-semibold 2xl:inline">{name}</span>
              <MessageCircle aria-hidden="true" className="hidden size-4 opacity-80 2xl:inline" />
            </button>
          </div>
        );
      })}
    </>
  );
}
