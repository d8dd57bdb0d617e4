import { requestJson } from '@manifest/api-client/request';
import { ZClientSecretResponse, type TTrialUserInfo } from '@manifest/contracts/payments';

export const START_TRIAL_URL = '/api/start-trial';

/** A card setup for the trial of the account whose session is stored. */
export const startTrial = (userInfo: TTrialUserInfo) =>
  requestJson(ZClientSecretResponse, 'POST', START_TRIAL_URL, { userInfo });
