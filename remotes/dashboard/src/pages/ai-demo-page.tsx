import '../app/styles.css';
import { AffirmationGenerator } from '@manifest/ai-generators/affirmation-generator';
import { MeditationScriptGenerator } from '@manifest/ai-generators/meditation-script-generator';
import { BUILD_ID } from '@manifest/remote-kit/build-id';
import { Card } from '@manifest/ui/card';
import { PageContainer, PageHeader } from '@manifest/ui/page-header';
import { BrainCircuit } from 'lucide-react';
import { useState } from 'react';

import {
  AiFeaturePicker,
  type TAiFeature,
} from '../features/ai-features/components/ai-feature-picker';
import { GoalRecommendationsPanel } from '../features/ai-features/components/goal-recommendations-panel';
import { ProgressInsightsPanel } from '../features/ai-features/components/progress-insights-panel';

const PANELS: Record<TAiFeature, () => React.JSX.Element> = {
  affirmations: AffirmationGenerator,
  meditation: MeditationScriptGenerator,
  goals: GoalRecommendationsPanel,
  insights: ProgressInsightsPanel,
};

/** `/ai-demo`: spec 001 section 2, "AI features page". */
export default function AiDemoPage() {
  const [selected, setSelected] = useState<TAiFeature>('affirmations');
  const Panel = PANELS[selected];
  return (
    <PageContainer data-remote="dashboard" data-build-id={BUILD_ID} className="space-y-6">
      <PageHeader
        title="AI Features"
        description="Affirmations, meditations, goals and insights, written for you."
      />
      <AiFeaturePicker selected={selected} onSelect={setSelected} />
      <Panel />
      <Card className="flex items-start gap-3 p-5">
        <BrainCircuit aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="space-y-1 text-sm">
          <p className="font-semibold">How it works</p>
          <p className="text-muted-foreground">
            The content comes from an advanced language model, follows manifestation principles, is
            context-aware (it reads your goals and progress), and adapts as you progress.
          </p>
        </div>
      </Card>
    </PageContainer>
  );
}
