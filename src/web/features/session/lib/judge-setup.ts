import { z } from 'zod';
import {
  VERDICT_LIMITS,
  VERDICT_TEXT,
  type JudgeSettingsBody,
} from '../../../../contract/verdicts.ts';

/** The judge options of a setup (DESIGN D18), as the form holds them. */
export type JudgeSetup = {
  /** The panel's catalog models, up to three (DESIGN D21); none: the offline model judges. */
  panel: string[];
  everyCheckpoint: boolean;
  /** The threshold as typed; blank: the debate does not stop at consensus. */
  stopAtConsensus: string;
};

export const EMPTY_JUDGE_SETUP: JudgeSetup = {
  panel: [],
  everyCheckpoint: false,
  stopAtConsensus: '',
};

const parsedThreshold = (text: string): number | null => {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= VERDICT_LIMITS.stopAtConsensusMin && value <= VERDICT_LIMITS.stopAtConsensusMax
    ? value
    : null;
};

/** What is wrong with the threshold as typed, or null (blank is fine: no threshold). */
export function stopAtConsensusError(judge: JudgeSetup | undefined): string | null {
  const text = judge?.stopAtConsensus.trim() ?? '';
  return text === '' || parsedThreshold(text) !== null ? null : VERDICT_TEXT.judgeSettingsStopRange;
}

/** `judge` of POST /api/conversations; undefined when every option is left as it is. */
export function toJudgeBody(judge: JudgeSetup | undefined): JudgeSettingsBody | undefined {
  if (!judge) return undefined;
  const threshold = parsedThreshold(judge.stopAtConsensus);
  const body: JudgeSettingsBody = {
    ...(judge.panel.length > 0 ? { panel: judge.panel } : {}),
    ...(judge.everyCheckpoint ? { everyCheckpoint: true } : {}),
    ...(threshold !== null ? { stopAtConsensus: threshold } : {}),
  };
  return Object.keys(body).length > 0 ? body : undefined;
}

/** Judge options as stored (a setup kept in session storage). */
export const judgeSetupSchema = z.object({
  panel: z.array(z.string()).max(VERDICT_LIMITS.panelMax),
  everyCheckpoint: z.boolean(),
  stopAtConsensus: z.string(),
}) satisfies z.ZodType<JudgeSetup>;
