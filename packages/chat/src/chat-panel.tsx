import type { TAiGuide } from '@manifest/contracts/ai';
import { cn } from '@manifest/ui/cn';
import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type Ref,
} from 'react';

import { ChatComposer } from './components/chat-composer';
import { ChatHeader } from './components/chat-header';
import { ChatMessageList } from './components/chat-message-list';
import { useChatThread } from './hooks/use-chat-thread';
import { useChatVoice } from './hooks/use-chat-voice';
import { asksForDailyStory } from './utils/chat-thread';
import { GUIDES, type TChip } from './utils/guides';

/** What a page or the shell can do with a panel: push text in, which is sent (spec 000 section 4). */
export type TChatPanelHandle = { send: (text: string) => void; focus: () => void };

type TChatPanelProps = {
  guide: TAiGuide;
  /** Floating: collapsible and closable (the shell); embedded: part of a page. */
  variant: 'floating' | 'embedded';
  onClose?: () => void;
  ref?: Ref<TChatPanelHandle>;
  className?: string;
};

/** An AI guide's chat (spec 000 sections 2, 4, 5, 8). */
export function ChatPanel({ guide, variant, onClose, ref, className }: TChatPanelProps) {
  const titleId = useId();
  const bodyId = useId();
  const voice = useChatVoice();
  const thread = useChatThread(guide, { speak: voice.speak });
  const [input, setInput] = useState('');
  const [isCollapsed, setIsCollapsed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const isFloating = variant === 'floating';
  const { send, tellDailyStory } = thread;

  const sendText = useCallback(
    (text: string) => {
      if (send(text)) setInput('');
      else setInput(text.slice(0, 2000));
    },
    [send],
  );

  useImperativeHandle(
    ref,
    () => ({
      send: (text: string) => {
        setIsCollapsed(false);
        sendText(text);
      },
      focus: () => {
        setIsCollapsed(false);
        // After an expand, the field is shown on the next frame.
        requestAnimationFrame(() => inputRef.current?.focus());
      },
    }),
    [sendText],
  );

  // The field is disabled while a reply is on its way, which drops the focus:
  // when the reply is done, the focus returns to the field it left.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !thread.isBusy && document.activeElement === document.body) {
      inputRef.current?.focus();
    }
    wasBusy.current = thread.isBusy;
  }, [thread.isBusy]);

  const onSuggestion = (suggestion: string) => {
    if (asksForDailyStory(suggestion)) tellDailyStory();
    else send(suggestion);
  };
  const onChip = (chip: TChip) => {
    if (chip.prompt === null) tellDailyStory();
    else send(chip.prompt);
  };

  return (
    <section
      aria-label={`${GUIDES[guide].name} chat`}
      onKeyDown={(event) => {
        if (isFloating && event.key === 'Escape' && onClose) {
          event.stopPropagation();
          onClose();
        }
      }}
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-xl',
        isFloating && !isCollapsed && 'h-[min(34rem,calc(100dvh-9rem))]',
        !isFloating && 'h-[38rem] shadow-sm',
        className,
      )}
    >
      <ChatHeader
        guide={guide}
        titleId={titleId}
        voice={voice}
        collapse={
          isFloating
            ? {
                isCollapsed,
                toggle: () => setIsCollapsed((collapsed) => !collapsed),
                controls: bodyId,
              }
            : undefined
        }
        onClose={isFloating ? onClose : undefined}
      />
      <div id={bodyId} hidden={isCollapsed} className="flex min-h-0 flex-1 flex-col">
        <ChatMessageList
          guideName={GUIDES[guide].name}
          messages={thread.messages}
          isTyping={thread.isTyping}
          disabled={thread.isBusy}
          onSuggestion={onSuggestion}
        />
        <ChatComposer
          guideName={GUIDES[guide].name}
          placeholder={GUIDES[guide].placeholder}
          chips={GUIDES[guide].chips}
          value={input}
          onChange={setInput}
          onSend={() => sendText(input)}
          onChip={onChip}
          isBusy={thread.isBusy}
          inputRef={inputRef}
        />
      </div>
      <p aria-live="polite" className="sr-only">
        {thread.announcement}
      </p>
    </section>
  );
}
