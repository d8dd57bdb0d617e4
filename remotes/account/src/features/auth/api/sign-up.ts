import { requestJson } from '@manifest/api-client/request';
import { storeDeviceId } from '@manifest/api-client/session-storage';
import { ZAuthResponse, type TSignupRequest } from '@manifest/contracts/auth';
import { useMutation } from '@tanstack/react-query';

export const SIGN_UP_URL = '/api/auth/signup';

export const signUp = (request: TSignupRequest) =>
  requestJson(ZAuthResponse, 'POST', SIGN_UP_URL, request);

export const useSignUp = () =>
  useMutation({
    mutationFn: signUp,
    // This browser now counts as one the account knows (see sign-in.ts).
    onSuccess: (session) => storeDeviceId(session.deviceId),
  });
