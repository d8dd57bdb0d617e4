import { apiRequest } from '@manifest/api-client/request';
import type { TDeleteAccountRequest } from '@manifest/contracts/account-data';
import { useMutation } from '@tanstack/react-query';

export const DELETE_ACCOUNT_URL = '/api/account/delete';

/** 204: the account and all its rows are gone, any subscription cancelled. */
export const deleteAccount = async (request: TDeleteAccountRequest): Promise<void> => {
  await apiRequest('POST', DELETE_ACCOUNT_URL, request);
};

/** Nothing is invalidated: success signs out. Failures are the dialog's to show. */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
