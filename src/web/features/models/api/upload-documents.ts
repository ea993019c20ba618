import {
  DOCUMENT_LIMITS,
  uploadDocumentsResponseSchema,
  type UploadDocumentsResponse,
} from '../../../../contract/custom-models.ts';
import { apiUrl, failureOf, NetworkError } from '../../../lib/api-client.ts';
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
    request.open('POST', apiUrl('/api/models/{id}/documents', { id: modelId }));
    request.setRequestHeader('accept', 'application/json');
    const token = readToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new NetworkError());
    request.onload = () => {
      const response = new Response(null, {
        status: request.status,
        statusText: request.statusText,
      });
      if (!response.ok) return reject(failureOf(response, request.responseText));
      try {
        resolve(uploadDocumentsResponseSchema.parse(JSON.parse(request.responseText)));
      } catch (error) {
        reject(error);
      }
    };
    request.send(form);
  });
}
