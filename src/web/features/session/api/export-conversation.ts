import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ExportFormat = 'md' | 'json';

/** The file name from `content-disposition`, else a default. */
export function fileNameFrom(header: string | null, fallback: string): string {
  const match = header?.match(/filename="([^"]+)"/);
  return match?.[1] ?? fallback;
}

/** GET /api/conversations/{id}/export with the bearer token, saved as a download. */
export async function exportConversation(id: string, format: ExportFormat): Promise<void> {
  const { data: blob, response } = await api.GET('/api/conversations/{id}/export', {
    params: { path: { id }, query: { format } },
    parseAs: 'blob',
  });
  if (!blob) throw new Error('the export had no content');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFrom(
    response.headers.get('content-disposition'),
    `conversation.${format}`,
  );
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportConversation(id: string) {
  return useMutation({ mutationFn: (format: ExportFormat) => exportConversation(id, format) });
}
