import '../app/styles.css';
import { BUILD_ID } from '@manifest/remote-kit/build-id';
import { PageContainer, PageHeader } from '@manifest/ui/page-header';
import { useState } from 'react';

import { MeditationsBoard } from '../features/meditations/components/meditations-board';
import { AiScriptSlot } from '../features/meditations/components/ai-script-slot';
import { VoiceNarratorPanel } from '../features/voice-narrator/components/voice-narrator-panel';
import { useNarration } from '../lib/speech/use-narration';
import { useVoices } from '../lib/speech/use-voices';
import { defaultVoice } from '../lib/speech/voices';

/** `/meditations`: spec 001 section 2, "Guided Meditations page". */
export default function MeditationsPage() {
  const voices = useVoices();
  const [chosenName, setChosenName] = useState<string>();
  const selectedName = chosenName ?? defaultVoice(voices.voices)?.name;
  const narration = useNarration(voices.voices.find((voice) => voice.name === selectedName));

  return (
    <PageContainer data-remote="practice" data-build-id={BUILD_ID}>
      <PageHeader
        title="Guided Meditations"
        description="Sit back and let a calm voice guide you. Every session you begin counts toward your practice."
      />
      <div className="space-y-6">
        <VoiceNarratorPanel
          voices={voices}
          selectedName={selectedName}
          onSelect={setChosenName}
          narration={narration}
        />
        <MeditationsBoard narration={narration} canNarrate={voices.voices.length > 0} />
        <AiScriptSlot />
      </div>
    </PageContainer>
  );
}
