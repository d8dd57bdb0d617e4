import type { TAssistant, TChatRequest } from '@manifest/shell-services/chat-panels';

import {
  NO_CHAT_REQUESTS,
  withChatRequest,
  withPanelClosed,
  withTextsTaken,
  type TChatPanelsState,
} from './chat-requests';
import { createExternalStore } from '../../lib/external-store';

const store = createExternalStore<TChatPanelsState>(NO_CHAT_REQUESTS);
const setState = store.set;

/** The shell's chat-panel state; the panels (a later issue) render from it. */
export const chatStore = {
  request: (request: TChatRequest) => setState(withChatRequest(store.get(), request)),
  takeTexts: (assistant: TAssistant): readonly string[] => {
    const texts = store.get().pendingTexts[assistant];
    setState(withTextsTaken(store.get(), assistant));
    return texts;
  },
  close: () => setState(withPanelClosed(store.get())),
  /** Sign-out: nothing of one person's chat carries over to the next. */
  reset: () => setState(NO_CHAT_REQUESTS),
};

export const useChatPanels = (): TChatPanelsState => store.useValue();
