import { describe, expect, it } from 'vitest';

import {
  NO_CHAT_REQUESTS,
  withChatRequest,
  withPanelClosed,
  withTextsTaken,
} from './chat-requests';

describe('chat requests', () => {
  it('opens the assistant asked for, and keeps pushed text for it, trimmed, in order', () => {
    let state = withChatRequest(NO_CHAT_REQUESTS, { assistant: 'aurora', text: '  Hello  ' });
    state = withChatRequest(state, { assistant: 'realityshift' });
    state = withChatRequest(state, { assistant: 'aurora', text: 'Tell me a story' });
    expect(state.openAssistant).toBe('aurora');
    expect(state.pendingTexts).toEqual({
      aurora: ['Hello', 'Tell me a story'],
      realityshift: [],
    });
  });

  it('ignores empty pushed text but still opens the panel', () => {
    const state = withChatRequest(NO_CHAT_REQUESTS, { assistant: 'realityshift', text: '   ' });
    expect(state).toEqual({ ...NO_CHAT_REQUESTS, openAssistant: 'realityshift' });
  });

  it('forgets texts once the panel took them, and closes', () => {
    const state = withChatRequest(NO_CHAT_REQUESTS, { assistant: 'aurora', text: 'Hi' });
    expect(withTextsTaken(state, 'aurora').pendingTexts.aurora).toEqual([]);
    expect(withTextsTaken(state, 'realityshift')).toBe(state);
    expect(withPanelClosed(state).openAssistant).toBeNull();
    expect(withPanelClosed(NO_CHAT_REQUESTS)).toBe(NO_CHAT_REQUESTS);
  });
});
