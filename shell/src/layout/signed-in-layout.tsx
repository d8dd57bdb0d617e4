import { cn } from '@manifest/ui/cn';
import { useEffect, useRef } from 'react';
import { Outlet } from 'react-router-dom';

import { useCelebration } from '../features/celebration/celebration-store';
import { ChatLaunchers } from '../features/chat/chat-launchers';
import { OfflineStatus } from '../features/offline/offline-status';
import { warmOfflineRemotes } from '../features/offline/warm-offline-remotes';
import { ReminderPromptHost } from '../features/reminder-prompt/reminder-prompt-host';
import { TrialNotice } from '../features/trial/trial-notice';

import { BottomNav } from './bottom-nav';
import { ROOM_FOR_GUIDE_BUTTONS } from './guide-space';
import { SkipLink, PAGE_CONTENT_ID } from './skip-link';
import { TopBar } from './top-bar';
import { useTabSwipe } from './use-tab-swipe';

/** The reminder prompt after a practice, held back while a badge or goal is being celebrated. */
const AfterPracticePrompt = () => (
  <ReminderPromptHost isHeldBack={useCelebration().items.length > 0} />
);

/**
 * The signed-in chrome around every page: trial banner, top bar, tabs on phones, the two
 * guides, and the reminder prompt.
 */
export const SignedInLayout = () => {
  const pageRef = useRef<HTMLDivElement>(null);
  useTabSwipe(pageRef);
  useEffect(warmOfflineRemotes, []);

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SkipLink />
      <TrialNotice />
      <TopBar />
      <OfflineStatus />
      <div
        ref={pageRef}
        id={PAGE_CONTENT_ID}
        tabIndex={-1}
        data-testid="page-content"
        className={cn('min-w-0 flex-1 outline-none', ROOM_FOR_GUIDE_BUTTONS)}
      >
        <Outlet />
      </div>
      <BottomNav />
      <ChatLaunchers />
      <AfterPracticePrompt />
    </div>
  );
};
