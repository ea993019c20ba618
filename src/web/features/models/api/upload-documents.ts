import {
  DOCUMENT_LIMITS,
  type UploadDocumentsResponse,
} from '../../../../contract/custom-models.ts';
import { NetworkError, readResponse } from '../../../lib/api-client.ts';
import { readToken } from '../../../lib/session.ts';

/**
 * POST /api/models/{id}/documents as multipart (field `documents`). XMLHttpRequest rather than
 * fetch, because only it reports upload progress; `onProgress` gets 0..1.
 */
export function uploadDocuments(
  modelId: string,
  files: File[],
  onProgress: (fraction: number) => void,
): Promise<UploadDocumentsResponse> {
  const form = new FormData();
  for (const file of files) form.append(DOCUMENT_LIMITS.field, file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/models/${encodeURIComponent(modelId)}/documents`);
    request.setRequestHeader('accept', 'application/json');
    const token = readToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new NetworkError());
    request.onload = () => {
      const response = new Response(request.responseText || null, {
        status: request.status,
        statusText: request.statusText,
      });
      readResponse<UploadDocumentsResponse>(response).then(resolve, reject);
    };
    request.send(form);
  });
}
