import { requestJson } from '@manifest/api-client/request';
import { ZContactResponse, type TContactRequest } from '@manifest/contracts/contact';
import { useMutation } from '@tanstack/react-query';

export const CONTACT_URL = '/api/contact';

export const sendContactMessage = (message: TContactRequest) =>
  requestJson(ZContactResponse, 'POST', CONTACT_URL, message);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
