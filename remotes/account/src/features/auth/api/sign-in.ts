import { requestJson } from '@manifest/api-client/request';
import { readStoredDeviceId, storeDeviceId } from '@manifest/api-client/session-storage';
import { ZAuthResponse, type TSigninRequest } from '@manifest/contracts/auth';
import { useMutation } from '@tanstack/react-query';

export const SIGN_IN_URL = '/api/auth/signin';

/** Sends this browser's device id along: the API never refuses a known device's right password. */
export const signIn = (request: Omit<TSigninRequest, 'deviceId'>) =>
  requestJson(ZAuthResponse, 'POST', SIGN_IN_URL, {
    ...request,
    deviceId: readStoredDeviceId() ?? undefined,
  });

export const useSignIn = () =>
  useMutation({
    mutationFn: signIn,
    // Kept apart from the session, so it survives sign-out for the next sign-in.
    onSuccess: (session) => storeDeviceId(session.deviceId),
  });
