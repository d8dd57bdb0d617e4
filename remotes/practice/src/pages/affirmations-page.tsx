import '../app/styles.css';
import { BUILD_ID } from '@manifest/remote-kit/build-id';
import { PageContainer, PageHeader } from '@manifest/ui/page-header';

import { AffirmationPlayer } from '../features/affirmation-player/components/affirmation-player';
import { AffirmationsBoard } from '../features/affirmations/components/affirmations-board';
import { AiGeneratorSlot } from '../features/affirmations/components/ai-generator-slot';

/** `/affirmations`: spec 001 section 2, "Daily Affirmations page". */
export default function AffirmationsPage() {
  return (
    <PageContainer data-remote="practice" data-build-id={BUILD_ID}>
      <PageHeader
        title="Daily Affirmations"
        description="Say each affirmation at least 3 times out loud, slowly, feeling it as already true."
      />
      <div className="space-y-6">
        <AiGeneratorSlot />
        <AffirmationsBoard
          renderPlayer={(shown, listName) => (
            <AffirmationPlayer affirmations={shown} listName={listName} />
          )}
        />
      </div>
    </PageContainer>
  );
}
