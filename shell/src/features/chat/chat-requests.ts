import type { TAssistant, TChatRequest } from '@manifest/shell-services/chat-panels';

/**
 * What remotes asked of the chat panels, kept until the panels (a later issue) show it:
 * the assistant last opened, and per assistant the texts pushed into it, oldest first.
 * Pushed text becomes the panel's input and is sent (spec 000 section 4).
 */
export type TChatPanelsState = {
  openAssistant: TAssistant | null;
  pendingTexts: Record<TAssistant, readonly string[]>;
};

export const NO_CHAT_REQUESTS: TChatPanelsState = {
  openAssistant: null,
  pendingTexts: { aurora: [], realityshift: [] },
};

/** Spec 000 section 5: a chat message is trimmed and empty ones are ignored. */
export function withChatRequest(
  state: TChatPanelsState,
  { assistant, text }: TChatRequest,
): TChatPanelsState {
  const trimmed = text?.trim() ?? '';
  return {
    openAssistant: assistant,
    pendingTexts: trimmed
      ? { ...state.pendingTexts, [assistant]: [...state.pendingTexts[assistant], trimmed] }
      : state.pendingTexts,
  };
}

/** The panel took its pending texts (it sent them). */
export function withTextsTaken(state: TChatPanelsState, assistant: TAssistant): TChatPanelsState {
  if (state.pendingTexts[assistant].length === 0) return state;
  return { ...state, pendingTexts: { ...state.pendingTexts, [assistant]: [] } };
}

/** The open panel was closed. */
export function withPanelClosed(state: TChatPanelsState): TChatPanelsState {
  return state.openAssistant === null ? state : { ...state, openAssistant: null };
}
