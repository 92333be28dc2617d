import { Alert } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchFile, saveBlob } from '../../../api/download-file.ts';
import { failureText, notifyError } from '../../../ui/notify.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';

/** Downloads a file of the API under the name it gives (else `name`). */
export type DownloadFile = (path: string, name: string) => Promise<void>;

/**
 * Downloads of the API's files, and why the last one failed (`failure`, an alert to show where the download was
 * asked for: in sight, not only in the notification); the next download clears it.
 */
export function useDownload(): { download: DownloadFile; failure: ReactNode } {
  const { t } = useTranslation();
  const [error, setError] = useState<unknown>(null);
  const download: DownloadFile = async (path, name) => {
    setError(null);
    try {
      const file = await fetchFile(path, { accept: '*/*' });
      saveBlob(file.blob, file.fileName ?? name);
    } catch (failed) {
      setError(failed);
      notifyError(failureText(failed, t));
    }
  };
  const failure = error ? (
    <Alert color={TONE_COLORS.danger} role="alert">
      {failureText(error, t)}
    </Alert>
  ) : null;
  return { download, failure };
}
