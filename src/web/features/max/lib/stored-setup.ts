import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { MAX } from '../../../../contract/conversations.ts';
import { EMPTY_MAX_SETUP, type MaxSetupState } from '../../session/lib/setup-state.ts';
import { readJudgeSetup } from '../../session/lib/judge-setup.ts';

const KEY = 'parley.max-setup';

/** A stored setup read back, or null when it is missing or not the shape written. */
export function readMaxSetup(text: string | null): MaxSetupState | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<MaxSetupState>;
    const agents = value.agents;
    if (
      typeof value.openingLine !== 'string' ||
      !MAX.slots.includes(value.startingSlot as (typeof MAX.slots)[number]) ||
      !agents ||
      !MAX.slots.every((slot) => {
        const agent = Object.hasOwn(agents, slot) ? agents[slot] : undefined;
        return (
          agent !== undefined &&
          (agent.model === null || typeof agent.model === 'string') &&
          (agent.personaId === null || typeof agent.personaId === 'string') &&
          typeof agent.systemInstructions === 'string'
        );
      })
    ) {
      return null;
    }
    const judge = readJudgeSetup(value.judge);
    const { judge: _stored, ...rest } = value as MaxSetupState;
    return judge ? { ...rest, judge } : rest;
  } catch {
    return null;
  }
}

/**
 * The MAX setup, kept in session storage: leaving a session (Exit, Reset) returns to the same
 * configuration, as SPEC §2's "return to setup" suggests; a new tab starts empty.
 */
export function useStoredMaxSetup(): [MaxSetupState, Dispatch<SetStateAction<MaxSetupState>>] {
  const [setup, setSetup] = useState<MaxSetupState>(
    () => readMaxSetup(sessionStorage.getItem(KEY)) ?? EMPTY_MAX_SETUP,
  );
  useEffect(() => {
    if (setup === EMPTY_MAX_SETUP) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, JSON.stringify(setup));
  }, [setup]);
  return [setup, setSetup];
}
