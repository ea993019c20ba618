import type { FormatProgressView } from '../../contract/conversations.ts';
import { FORMAT_TEXT, phaseTurns, type PhaseTurn } from '../../contract/formats.ts';
import { schedule } from './engine-rules.ts';
import type { EngineState, FormatProgress, StepResult, TurnBrief } from './engine-types.ts';

/**
 * The engine's rules for a debate format (DESIGN D20): who speaks next, what each turn is told,
 * and what follows the last turn of a phase (the next phase, a checkpoint, or the end).
 */

type Position = Pick<FormatProgress, 'phases' | 'phase' | 'turn'>;

/** The first turn at or after `position` (phases whose speakers are all absent are passed). */
function settle(position: Position, agentCount: number): (Position & { turn: number }) | null {
  let { phase, turn } = position;
  while (phase < position.phases.length) {
    if (turn < phaseTurns(position.phases[phase]!, agentCount).length) {
      return { phases: position.phases, phase, turn };
    }
    phase += 1;
    turn = 0;
  }
  return null;
}

function turnAt(position: Position, agentCount: number): PhaseTurn | undefined {
  return phaseTurns(position.phases[position.phase]!, agentCount)[position.turn];
}

/** The progress at a format's first turn, and the slot who speaks it; null for no turns at all. */
export function formatStart(
  format: Pick<FormatProgress, 'id' | 'name' | 'phases'>,
  slots: readonly string[],
): { progress: FormatProgress; slot: string } | null {
  const first = settle({ phases: format.phases, phase: 0, turn: 0 }, slots.length);
  if (!first) return null;
  const progress: FormatProgress = { ...format, phase: first.phase, turn: first.turn };
  return { progress, slot: slots[turnAt(progress, slots.length)!.position]! };
}

/** The brief of the turn about to be spoken: its phase, job, instruction and word limit. */
export function turnBrief(state: EngineState): TurnBrief | null {
  const format = state.format;
  if (!format) return null;
  const phase = format.phases[format.phase];
  const turn = phase && turnAt(format, state.slots.length);
  if (!phase || !turn) return null;
  return {
    phase: phase.name,
    kind: turn.kind,
    instruction: phase.instruction,
    wordLimit: phase.wordLimit,
  };
}

/** The line a turn's speaker is given after its instructions (the offline model reads it too). */
export const briefPrompt = (brief: TurnBrief) =>
  FORMAT_TEXT.phasePrompt(
    brief.phase,
    brief.instruction,
    FORMAT_TEXT.jobs[brief.kind],
    brief.wordLimit,
  );

/** The format's progress as the API shows it: each phase's turns, the phase, the turns left. */
export function formatView(format: FormatProgress, agentCount: number): FormatProgressView {
  const phase = format.phases[format.phase];
  return {
    id: format.id,
    name: format.name,
    phases: format.phases.map((each) => ({
      name: each.name,
      kind: each.kind,
      wordLimit: each.wordLimit,
      turns: phaseTurns(each, agentCount).length,
    })),
    phase: format.phase,
    turnsLeft: phase ? phaseTurns(phase, agentCount).length - format.turn : 0,
  };
}

/**
 * After a turn of the format was spoken (the message counted, `pending` cleared): the next turn
 * is scheduled; a phase that ends with a checkpoint waits for the host; the last phase's end
 * finishes the debate with a notice and a checkpoint effect (the judge is asked, D18).
 */
export function afterFormatTurn(
  state: EngineState & { format: FormatProgress },
  delayMs: number,
): StepResult {
  const format = state.format;
  const ended = format.phases[format.phase]!;
  const next = settle({ ...format, turn: format.turn + 1 }, state.slots.length);
  if (!next) {
    const seq = state.messageCount + 1;
    return {
      state: {
        ...state,
        status: 'finished',
        messageCount: seq,
        format: { ...format, phase: format.phases.length, turn: 0 },
      },
      effects: [
        {
          type: 'append',
          message: {
            seq,
            sender: 'system',
            content: FORMAT_TEXT.debateFinished,
            status: 'complete',
          },
        },
        { type: 'checkpoint' },
      ],
    };
  }
  const progress: FormatProgress = { ...format, phase: next.phase, turn: next.turn };
  const advanced: EngineState = {
    ...state,
    format: progress,
    nextSlot: state.slots[turnAt(progress, state.slots.length)!.position]!,
  };
  if (next.phase !== format.phase && ended.checkpointAfter) {
    return {
      state: { ...advanced, status: 'waiting', interventionCount: state.interventionCount + 1 },
      effects: [{ type: 'checkpoint' }],
    };
  }
  return schedule(advanced, delayMs);
}

/** The format's phases have all been spoken. */
export const formatFinished = (state: EngineState) =>
  state.format !== null && state.format.phase >= state.format.phases.length;
