import {
  MANIFESTATION_GOAL_CATEGORY,
  type TCreateGoalRequest,
  type TGoal,
  type TManifestationGoalForm,
  type TUpdateGoalRequest,
} from '@manifest/contracts/goals';

export const EMPTY_MANIFESTATION_GOAL: TManifestationGoalForm = {
  mainGoal: '',
  whyItMatters: '',
  howLifeWillFeel: '',
  supportiveBeliefs: '',
};

/**
 * Spec 001 section 3: the manifestation goal has category 'manifestation' and
 * metadata.isManifestationGoal (the newest, if several). Recommended goals
 * share the category but not the flag, so adding one never replaces it.
 */
export const findManifestationGoal = (goals: readonly TGoal[]): TGoal | undefined =>
  goals
    .filter(
      (goal) =>
        goal.category === MANIFESTATION_GOAL_CATEGORY && goal.metadata.isManifestationGoal === true,
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];

const metadataText = (goal: TGoal, key: string): string => {
  const value = goal.metadata[key];
  return typeof value === 'string' ? value : '';
};

/** What the view shows and Edit Goal prefills. */
export const toManifestationGoalForm = (goal: TGoal): TManifestationGoalForm => ({
  mainGoal: goal.title,
  whyItMatters: goal.description,
  howLifeWillFeel: metadataText(goal, 'howLifeWillFeel'),
  supportiveBeliefs: metadataText(goal, 'supportiveBeliefs'),
});

const metadataOf = (form: TManifestationGoalForm) => ({
  howLifeWillFeel: form.howLifeWillFeel,
  supportiveBeliefs: form.supportiveBeliefs,
  isManifestationGoal: true,
});

/** Spec 001 section 7: title, description, category, status and metadata. */
export const toCreateRequest = (form: TManifestationGoalForm): TCreateGoalRequest => ({
  title: form.mainGoal,
  description: form.whyItMatters,
  category: MANIFESTATION_GOAL_CATEGORY,
  status: 'active',
  metadata: metadataOf(form),
});

export const toUpdateRequest = (form: TManifestationGoalForm): TUpdateGoalRequest => ({
  title: form.mainGoal,
  description: form.whyItMatters,
  metadata: metadataOf(form),
});
