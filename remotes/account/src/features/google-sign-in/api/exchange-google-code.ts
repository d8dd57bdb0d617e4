import { requestJson } from '@manifest/api-client/request';
import { ZAuthResponse } from '@manifest/contracts/auth';

export const GOOGLE_SESSION_URL = '/api/auth/google/session';

/** The session of the one-time code Google sign-in left in `/signin#code=…`. */
export const exchangeGoogleCode = (code: string) =>
  requestJson(ZAuthResponse, 'POST', GOOGLE_SESSION_URL, { code });
