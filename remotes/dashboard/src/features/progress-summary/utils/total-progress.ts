// One formula for the screens and the API's tests: packages/contracts/src/goal-progress.ts.
export { totalProgress, type TTotalProgress } from '@manifest/contracts/goal-progress';
