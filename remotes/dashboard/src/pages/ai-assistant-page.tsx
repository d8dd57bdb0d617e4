import '../app/styles.css';
import { ChatPanel, type TChatPanelHandle } from '@manifest/chat/chat-panel';
import { BUILD_ID } from '@manifest/remote-kit/build-id';
import { PageContainer, PageHeader } from '@manifest/ui/page-header';
import { useRef } from 'react';

import { CapabilitiesList } from '../features/ai-assistant/components/capabilities-list';
import { DailyWisdomCard } from '../features/ai-assistant/components/daily-wisdom-card';
import { PopularQuestions } from '../features/ai-assistant/components/popular-questions';

/** `/ai-assistant`: spec 001 section 2, "AI chat page (Aurora AI)". */
export default function AiAssistantPage() {
  const chat = useRef<TChatPanelHandle>(null);
  return (
    <PageContainer data-remote="dashboard" data-build-id={BUILD_ID} className="space-y-6">
      <PageHeader
        title="Aurora AI"
        description="Your manifestation guide, ready when you are: ask anything about your journey."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ChatPanel ref={chat} guide="aurora" variant="embedded" />
        <div className="space-y-6">
          <PopularQuestions onAsk={(question) => chat.current?.send(question)} />
          <CapabilitiesList />
          <DailyWisdomCard />
        </div>
      </div>
    </PageContainer>
  );
}
