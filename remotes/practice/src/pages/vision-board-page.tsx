import '../app/styles.css';
import { BUILD_ID } from '@manifest/remote-kit/build-id';
import { PageContainer, PageHeader } from '@manifest/ui/page-header';

import { VisionBoardBoard } from '../features/vision-items/components/vision-board-board';
import { VisualizationDialog } from '../features/visualization-session/components/visualization-dialog';

/** `/vision-board`: spec 001 section 2, "Vision Board page" and the guided visualization. */
export default function VisionBoardPage() {
  return (
    <PageContainer data-remote="practice" data-build-id={BUILD_ID}>
      <PageHeader
        title="Vision Board"
        description="See what you are creating, every day. Visualize it until it feels familiar."
      />
      <VisionBoardBoard
        renderVisualization={({ target, onClose }) => (
          <VisualizationDialog target={target} onClose={onClose} />
        )}
      />
    </PageContainer>
  );
}
