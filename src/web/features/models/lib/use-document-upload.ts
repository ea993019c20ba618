import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { CUSTOM_MODEL_TEXT } from '../../../../contract/custom-models.ts';
import { ApiError, failureMessage } from '../../../lib/api-client.ts';
import { customModelsQueryKey } from '../../../lib/custom-models.ts';
import { uploadDocuments } from '../api/upload-documents.ts';

/** SPEC §8: 'Document upload failed: {error and details}'. */
export function uploadFailureMessage(error: unknown): string {
  const text =
    error instanceof ApiError && error.serverMessage
      ? [error.serverMessage, error.details].filter(Boolean).join(' ')
      : failureMessage(error, 'Upload failed');
  return CUSTOM_MODEL_TEXT.uploadFailed(text);
}

/** Uploads picked files with progress; answers the failure text, or null when all went in. */
export function useDocumentUpload() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async (modelId: string, files: File[]): Promise<string | null> => {
      if (files.length === 0) return null;
      setProgress(0);
      try {
        await uploadDocuments(modelId, files, setProgress);
        return null;
      } catch (error) {
        return uploadFailureMessage(error);
      } finally {
        setProgress(null);
        await queryClient.invalidateQueries({ queryKey: customModelsQueryKey });
      }
    },
    [queryClient],
  );

  return { progress, upload };
}
