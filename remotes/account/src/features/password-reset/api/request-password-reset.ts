import { requestJson } from '@manifest/api-client/request';
import { readStoredDeviceId } from '@manifest/api-client/session-storage';
import {
  ZForgotPasswordResponse,
  type TForgotPasswordRequest,
} from '@manifest/contracts/password-reset';
import { useMutation } from '@tanstack/react-query';

export const FORGOT_PASSWORD_URL = '/api/auth/forgot-password';

/**
 * Sends this browser's device id along, as sign-in does: past the per-account
 * limit, the API still sends a link to a browser that signed in to the account before.
 */
export const requestPasswordReset = (request: Omit<TForgotPasswordRequest, 'deviceId'>) =>
  requestJson(ZForgotPasswordResponse, 'POST', FORGOT_PASSWORD_URL, {
    ...request,
    deviceId: readStoredDeviceId() ?? undefined,
  });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
