import { ApiError } from '@manifest/api-client/request';
import { CHAT_MESSAGES, chatMessageProblem, type TAiGuide } from '@manifest/contracts/ai';
import { toast } from '@manifest/ui/use-toast';
import { useCallback, useEffect, useRef, useState } from 'react';

import { getDailyStory } from '../api/get-daily-story';
import { streamChatReply } from '../api/stream-chat-reply';
import {
  historyOf,
  welcomeMessage,
  withDelta,
  withReply,
  type TChatMessage,
} from '../utils/chat-thread';
import { DAILY_STORY_FAILURE, GUIDES } from '../utils/guides';

/** A limit reached says when to come back; any other failure is the guide's own toast. */
const failureToast = (guide: TAiGuide, error: unknown) => {
  const limit = error instanceof ApiError && error.status === 429 ? error.serverMessage : undefined;
  toast({
    title: GUIDES[guide].failure.title,
    description: limit ?? GUIDES[guide].failure.description,
    variant: 'destructive',
  });
};

/**
 * One conversation with a guide (spec 000 section 4): sending appends the
 * message and shows typing until the reply starts; the reply grows as it is
 * written; a failure removes the unfinished reply and shows the guide's toast.
 */
export function useChatThread(guide: TAiGuide, { speak }: { speak: (text: string) => void }) {
  const [messages, setMessages] = useState<TChatMessage[]>(() => [
    welcomeMessage(guide, Date.now()),
  ]);
  const current = useRef(messages);
  const [isWaiting, setIsWaiting] = useState(false);
  const [isStreaming, setIsStreaming] = useState(false);
  const [isLoadingStory, setIsLoadingStory] = useState(false);
  /** The last finished reply, for screen readers (not every piece). */
  const [announcement, setAnnouncement] = useState('');
  const nextId = useRef(2);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const update = useCallback((change: (messages: TChatMessage[]) => TChatMessage[]) => {
    current.current = change(current.current);
    setMessages(current.current);
  }, []);
  const newId = () => String((nextId.current += 1));
  const isBusy = isWaiting || isStreaming || isLoadingStory;

  /** Sends a message; false when it was not sent (empty, refused, or a reply is on its way). */
  const send = useCallback(
    (text: string): boolean => {
      const message = text.trim();
      if (message.length === 0 || inFlight.current) return false;
      const problem = chatMessageProblem(message);
      if (problem) {
        toast({ ...CHAT_MESSAGES[problem], variant: 'destructive' });
        return false;
      }
      const conversationHistory = historyOf(current.current);
      update((all) => [
        ...all,
        { id: newId(), role: 'user', content: message, timestamp: Date.now() },
      ]);
      setIsWaiting(true);
      const controller = new AbortController();
      inFlight.current = controller;
      const replyId = newId();
      let started = false;

      void streamChatReply(
        { message, conversationHistory, guide },
        {
          signal: controller.signal,
          onDelta: (piece) => {
            if (started) {
              update((all) => withDelta(all, replyId, piece));
              return;
            }
            started = true;
            setIsWaiting(false);
            setIsStreaming(true);
            update((all) => [
              ...all,
              { id: replyId, role: 'assistant', content: piece, timestamp: Date.now() },
            ]);
          },
        },
      )
        .then((reply) => {
          const finished = {
            content: reply.response,
            suggestions: reply.suggestions,
            offline: reply.source.provider === 'offline',
          };
          update((all) =>
            started
              ? withReply(all, replyId, finished)
              : [...all, { id: replyId, role: 'assistant', timestamp: Date.now(), ...finished }],
          );
          setAnnouncement(`${GUIDES[guide].name}: ${reply.response}`);
          speak(reply.response);
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          update((all) => all.filter((entry) => entry.id !== replyId));
          failureToast(guide, error);
        })
        .finally(() => {
          if (inFlight.current === controller) inFlight.current = null;
          setIsWaiting(false);
          setIsStreaming(false);
        });
      return true;
    },
    [guide, speak, update],
  );

  const tellDailyStory = useCallback(() => {
    if (inFlight.current) return;
    const controller = new AbortController();
    inFlight.current = controller;
    setIsLoadingStory(true);
    getDailyStory()
      .then(({ story, source }) => {
        if (controller.signal.aborted) return;
        update((all) => [
          ...all,
          {
            id: newId(),
            role: 'assistant',
            content: story,
            timestamp: Date.now(),
            offline: source.provider === 'offline',
          },
        ]);
        setAnnouncement(`${GUIDES[guide].name}: ${story}`);
        speak(story);
      })
      .catch(() => {
        if (!controller.signal.aborted) toast({ ...DAILY_STORY_FAILURE, variant: 'destructive' });
      })
      .finally(() => {
        if (inFlight.current === controller) inFlight.current = null;
        setIsLoadingStory(false);
      });
  }, [guide, speak, update]);

  return {
    messages,
    send,
    tellDailyStory,
    isBusy,
    /** Typing dots: waiting for the first piece of a reply, or for the story. */
    isTyping: isWaiting || isLoadingStory,
    announcement,
  };
}
