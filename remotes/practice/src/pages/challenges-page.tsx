import '../app/styles.css';
import { BUILD_ID } from '@manifest/remote-kit/build-id';
import { PageContainer, PageHeader } from '@manifest/ui/page-header';

import { ChallengeDialog } from '../features/challenge-tools/components/challenge-dialog';
import { ChallengesBoard } from '../features/challenges/components/challenges-board';

/** `/challenges`: spec 001 section 2, "Challenges page". */
export default function ChallengesPage() {
  return (
    <PageContainer data-remote="practice" data-build-id={BUILD_ID}>
      <PageHeader
        title="Transformation Challenges"
        description="Stretch beyond your comfort zone. Each challenge pays its points once, the first time you complete it."
      />
      <ChallengesBoard renderDialog={(props) => <ChallengeDialog {...props} />} />
    </PageContainer>
  );
}
