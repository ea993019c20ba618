import { modelRecords } from '../analytics/records.ts';
import { checkVerdict } from '../verdicts/check.ts';
import type { Transcript } from '../verdicts/judge-prompt.ts';
import { judgeOffline } from '../verdicts/offline-judge.ts';

/**
 * The computations that run off the event loop, in the compute threads (decision 029), by name:
 * each a pure function of data that crosses to a thread and back (structured clone).
 */
export const COMPUTE_TASKS = {
  /** The offline judge's verdict on a fitted transcript (decision 026), checked. */
  offlineVerdict: (transcript: Transcript) => checkVerdict(judgeOffline(transcript), transcript),
  /** A judge model's answer checked against the transcript it read (quotes verbatim…). */
  checkVerdict: ({ answer, transcript }: { answer: unknown; transcript: Transcript }) =>
    checkVerdict(answer, transcript),
  /** Each model's record and rating from an account's judged debates (decision 027). */
  modelRecords: ([counts, outcomes]: Parameters<typeof modelRecords>) =>
    modelRecords(counts, outcomes),
};

export type ComputeTasks = typeof COMPUTE_TASKS;
export type ComputeTask = keyof ComputeTasks;
