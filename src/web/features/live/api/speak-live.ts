import { useMutation } from '@tanstack/react-query';
import { api, done } from '../../../lib/api-client.ts';

/** POST /api/live/{code}/speak: a person speaks in the seat they hold (decision 039). */
export function useLiveSpeak(code: string) {
  return useMutation({
    mutationFn: (content: string) =>
      done(api.POST('/api/live/{code}/speak', { params: { path: { code } }, body: { content } })),
  });
}
