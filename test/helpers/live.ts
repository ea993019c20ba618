import type { LiveStreamEvent } from '../../src/contract/live.ts';

export type ReceivedLiveEvent = { id: string; event: LiveStreamEvent };

/**
 * Reads a live event stream over real HTTP (with `Last-Event-ID` when given) until `until` says
 * stop, the server ends it, or `timeoutMs` passes.
 */
export async function readLiveEvents(
  url: string,
  until: (events: ReceivedLiveEvent[]) => boolean,
  options: { lastEventId?: string; timeoutMs?: number } = {},
): Promise<ReceivedLiveEvent[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 15_000);
  const events: ReceivedLiveEvent[] = [];
  try {
    const response = await fetch(url, {
      signal: controller.signal,
      headers: options.lastEventId ? { 'last-event-id': options.lastEventId } : {},
    });
    if (!response.ok || !response.body) {
      throw new Error(`live events failed: ${response.status} ${await response.text()}`);
    }
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const id = lines.find((line) => line.startsWith('id: '))?.slice(4);
        const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
        if (id !== undefined && data)
          events.push({ id, event: JSON.parse(data) as LiveStreamEvent });
      }
      if (until(events)) break;
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return events;
}
