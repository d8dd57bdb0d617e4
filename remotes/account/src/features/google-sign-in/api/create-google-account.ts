import { requestJson } from '@manifest/api-client/request';
import { ZAuthResponse } from '@manifest/contracts/auth';
import type { TGoogleSignupRequest } from '@manifest/contracts/google-sign-in';

export const GOOGLE_SIGNUP_URL = '/api/auth/google/signup';

/** Creates the account of the `/signup/payment` token; its trial starts with the card. */
export const createGoogleAccount = (request: TGoogleSignupRequest) =>
  requestJson(ZAuthResponse, 'POST', GOOGLE_SIGNUP_URL, request);
