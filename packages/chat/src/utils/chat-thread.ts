import {
  CHAT_HISTORY_MAX_MESSAGES,
  type TAiGuide,
  type TChatHistoryMessage,
} from '@manifest/contracts/ai';
import { GUIDES } from './guides';

/** Spec 000 section 3: a chat message lives in the browser only. */
export type TChatMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
  suggestions?: readonly string[];
  /** The built-in offline guide wrote it (no AI service configured). */
  offline?: boolean;
};

export const WELCOME_MESSAGE_ID = '1';

/** Each panel starts with the guide's welcome (id '1') and its five suggestions. */
export const welcomeMessage = (guide: TAiGuide, now: number): TChatMessage => ({
  id: WELCOME_MESSAGE_ID,
  role: 'assistant',
  content: GUIDES[guide].welcome,
  timestamp: now,
  suggestions: GUIDES[guide].suggestions,
});

/** Spec 000 section 7: the last 10 messages, each role and content. */
export const historyOf = (messages: readonly TChatMessage[]): TChatHistoryMessage[] =>
  messages.slice(-CHAT_HISTORY_MAX_MESSAGES).map(({ role, content }) => ({ role, content }));

/** Spec 000 section 4: a suggestion with both words 'daily' and 'story' fetches the story. */
export const asksForDailyStory = (suggestion: string): boolean =>
  /\bdaily\b/i.test(suggestion) && /\bstory\b/i.test(suggestion);

/** The reply being written: the message with this id grows by the piece. */
export const withDelta = (
  messages: readonly TChatMessage[],
  id: string,
  piece: string,
): TChatMessage[] =>
  messages.map((message) =>
    message.id === id ? { ...message, content: message.content + piece } : message,
  );

/** The finished reply: its whole text, suggestions and where it came from. */
export const withReply = (
  messages: readonly TChatMessage[],
  id: string,
  reply: { content: string; suggestions: readonly string[]; offline: boolean },
): TChatMessage[] =>
  messages.map((message) => (message.id === id ? { ...message, ...reply } : message));
