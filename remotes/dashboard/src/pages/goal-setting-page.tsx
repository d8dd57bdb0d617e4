import '../app/styles.css';
import { BUILD_ID } from '@manifest/remote-kit/build-id';
import { PageContainer, PageHeader } from '@manifest/ui/page-header';

import { GoalRecommendationsPanel } from '../features/ai-features/components/goal-recommendations-panel';
import { GoalsProgressSection } from '../features/goal-progress/components/goals-progress-section';
import { ManifestationGoalSection } from '../features/manifestation-goal/components/manifestation-goal-section';

/** `/goal-setting`: spec 001 section 2, "Your Manifestation Goal"; then the goals that move (issue 38). */
export default function GoalSettingPage() {
  return (
    <PageContainer data-remote="dashboard" data-build-id={BUILD_ID} className="max-w-4xl space-y-6">
      <PageHeader
        title="Your Manifestation Goal"
        description="Name the one thing you are calling in, why it matters, and how it will feel."
      />
      <ManifestationGoalSection recommendations={<GoalRecommendationsPanel />} />
      <GoalsProgressSection />
    </PageContainer>
  );
}
