import { cn } from '@manifest/ui/cn';
import { useEffect, useRef } from 'react';

import type { TChatMessage } from '../utils/chat-thread';

type TChatMessageListProps = {
  guideName: string;
  messages: readonly TChatMessage[];
  isTyping: boolean;
  disabled: boolean;
  onSuggestion: (suggestion: string) => void;
};

/** The conversation, newest at the bottom and kept in view; suggestions under the replies that carry them. */
export function ChatMessageList({
  guideName,
  messages,
  isTyping,
  disabled,
  onSuggestion,
}: TChatMessageListProps) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];

  // Spec 000 section 2: the list follows the newest message, and the reply as it grows.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, last?.content, last?.suggestions, isTyping]);

  return (
    <div
      role="log"
      aria-label={`Conversation with ${guideName}`}
      tabIndex={0}
      className="flex-1 space-y-3 overflow-y-auto px-4 py-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset"
    >
      {messages.map((message) => (
        <div
          key={message.id}
          className={cn(
            'flex flex-col gap-2',
            message.role === 'user' ? 'items-end' : 'items-start',
          )}
        >
          <div
            className={cn(
              'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed whitespace-pre-line',
              message.role === 'user'
                ? 'rounded-br-md bg-primary text-primary-foreground'
                : 'rounded-bl-md bg-muted text-foreground',
            )}
          >
            <span className="sr-only">{message.role === 'user' ? 'You: ' : `${guideName}: `}</span>
            {message.content}
          </div>
          {message.offline && (
            <p className="text-[0.7rem] text-muted-foreground">
              Offline guide: written from our own material, without an AI service.
            </p>
          )}
          {message.suggestions && message.suggestions.length > 0 && (
            <ul aria-label="Suggestions" className="flex max-w-full flex-wrap gap-1.5">
              {message.suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => onSuggestion(suggestion)}
                    className="rounded-full border border-primary/40 bg-background px-3 py-1 text-left text-xs text-primary transition-colors hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-50"
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
      {isTyping && (
        <div className="flex items-center gap-1 rounded-2xl rounded-bl-md bg-muted px-3.5 py-3 w-fit">
          <span className="sr-only">{guideName} is typing</span>
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              aria-hidden="true"
              style={{ animationDelay: `${delay}ms` }}
              className="size-2 animate-bounce rounded-full bg-muted-foreground/70 motion-reduce:animate-none"
            />
          ))}
        </div>
      )}
      <div ref={end} />
    </div>
  );
}
