import { useGoals } from '@manifest/api-client/calls/goals';
import { ErrorState, LoadingState } from '@manifest/ui/page-states';
import { useState, type ReactNode } from 'react';

import {
  EMPTY_MANIFESTATION_GOAL,
  findManifestationGoal,
  toManifestationGoalForm,
} from '../utils/manifestation-goal';
import { ManifestationGoalForm } from './manifestation-goal-form';
import { ManifestationGoalView } from './manifestation-goal-view';

/**
 * Spec 001 section 4: loading, then the read-only goal or the creation form
 * (with the recommendations above it); Edit Goal switches to the prefilled
 * form, and a save returns to the view.
 */
export function ManifestationGoalSection({ recommendations }: { recommendations: ReactNode }) {
  const goals = useGoals();
  const [isEditing, setIsEditing] = useState(false);

  if (goals.isPending) return <LoadingState label="Loading your manifestation goal..." />;
  if (goals.isError) {
    return (
      <ErrorState
        error={goals.error}
        title="Failed to fetch goals"
        description="Your goal could not be loaded. Check your connection and try again."
        onRetry={() => void goals.refetch()}
        isRetrying={goals.isFetching}
      />
    );
  }

  const goal = findManifestationGoal(goals.data);
  if (!goal) {
    return (
      <div className="space-y-6">
        {recommendations}
        <ManifestationGoalForm
          goalId={undefined}
          initialValues={EMPTY_MANIFESTATION_GOAL}
          onSaved={() => setIsEditing(false)}
        />
      </div>
    );
  }
  if (isEditing) {
    return (
      <ManifestationGoalForm
        goalId={goal.id}
        initialValues={toManifestationGoalForm(goal)}
        onSaved={() => setIsEditing(false)}
        onCancel={() => setIsEditing(false)}
      />
    );
  }
  return (
    <ManifestationGoalView goal={toManifestationGoalForm(goal)} onEdit={() => setIsEditing(true)} />
  );
}
