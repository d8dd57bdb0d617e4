import '../app/styles.css';
import { BUILD_ID } from '@manifest/remote-kit/build-id';
import { Button } from '@manifest/ui/button';
import { PageContainer, PageHeader } from '@manifest/ui/page-header';
import { Plus } from 'lucide-react';

import { AddTaskDialog } from '../features/daily-tasks/components/add-task-dialog';
import { DailyTasksBoard } from '../features/daily-tasks/components/daily-tasks-board';
import { useAddTaskDialog } from '../features/daily-tasks/hooks/use-add-task-dialog';

/** `/daily-tasks`: spec 001 section 2, "Daily Manifestation Tasks page". */
export default function DailyTasksPage() {
  const addTask = useAddTaskDialog();
  return (
    <PageContainer data-remote="practice" data-build-id={BUILD_ID}>
      <PageHeader
        title="Daily Manifestation Tasks"
        description="Small daily practices that move you toward the life you are creating."
        actions={
          <Button onClick={addTask.open}>
            <Plus aria-hidden="true" />
            Add Custom Task
          </Button>
        }
      />
      <DailyTasksBoard onAddTask={addTask.open} />
      <AddTaskDialog isOpen={addTask.isOpen} onOpenChange={addTask.setIsOpen} />
    </PageContainer>
  );
}
