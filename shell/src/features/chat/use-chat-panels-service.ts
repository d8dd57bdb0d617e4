import { chatPanels } from '@manifest/shell-services/chat-panels';
import { useEffect } from 'react';

import { chatStore } from './chat-store';

/** Fills the chat-panels slot remotes call (`openChat`): requests land in the shell's store. */
export function useChatPanelsService() {
  useEffect(() => chatPanels.provide(chatStore.request), []);
}
