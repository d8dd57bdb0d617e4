import { toast } from '@manifest/ui/use-toast';
import { useCallback, useEffect, useRef, useState } from 'react';

import { CHAT_VOICE, chatVoiceOf, isSpeechSupported } from '../utils/chat-voice';
import { VOICE_NOT_SUPPORTED } from '../utils/guides';

/**
 * The panel's voice: off by default; when on, every reply and story is read
 * aloud (spec 000 section 4). `speaking` drives the stop-speaking button.
 */
export function useChatVoice() {
  const [isOn, setIsOn] = useState(false);
  const [speaking, setSpeaking] = useState(false);
  const current = useRef<SpeechSynthesisUtterance | null>(null);

  const stop = useCallback(() => {
    current.current = null;
    if (isSpeechSupported()) window.speechSynthesis.cancel();
    setSpeaking(false);
  }, []);

  // Nothing keeps talking after the panel is gone.
  useEffect(() => stop, [stop]);

  const toggle = useCallback(() => {
    if (!isSpeechSupported()) {
      toast({ ...VOICE_NOT_SUPPORTED, variant: 'destructive' });
      return;
    }
    setIsOn((on) => {
      if (on) stop();
      return !on;
    });
  }, [stop]);

  const speak = useCallback(
    (text: string) => {
      if (!isOn || !isSpeechSupported()) return;
      const synthesis = window.speechSynthesis;
      synthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.rate = CHAT_VOICE.rate;
      utterance.pitch = CHAT_VOICE.pitch;
      utterance.volume = CHAT_VOICE.volume;
      const voice = chatVoiceOf(synthesis.getVoices());
      if (voice) {
        utterance.voice = voice;
        utterance.lang = voice.lang;
      }
      const finish = () => {
        if (current.current !== utterance) return;
        current.current = null;
        setSpeaking(false);
      };
      utterance.onend = finish;
      utterance.onerror = finish;
      current.current = utterance;
      setSpeaking(true);
      synthesis.speak(utterance);
    },
    [isOn],
  );

  return { isOn, speaking, toggle, speak, stop };
}
