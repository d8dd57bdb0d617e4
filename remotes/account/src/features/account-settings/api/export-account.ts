import { apiRequest } from '@manifest/api-client/request';
import { useMutation } from '@tanstack/react-query';

export const EXPORT_ACCOUNT_URL = '/api/account/export';

/** The file name the API gives the export (`attachment; filename="…"`). */
const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ??
  'manifest-data.json';

/** Downloads everything the API holds about the person as a JSON file. */
export async function downloadAccountExport(): Promise<void> {
  const response = await apiRequest('GET', EXPORT_ACCOUNT_URL);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response);
  link.click();
  URL.revokeObjectURL(url);
}

export const useDownloadAccountExport = () => useMutation({ mutationFn: downloadAccountExport });
