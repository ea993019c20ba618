import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { MAX } from '../../../../contract/conversations.ts';
import {
  EMPTY_MAX_SETUP,
  readStoredSetup,
  type MaxSetupState,
} from '../../session/lib/setup-state.ts';

const KEY = 'parley.max-setup';

/** A stored setup read back, or null when it is missing or not the shape written. */
export const readMaxSetup = (text: string | null): MaxSetupState | null =>
  readStoredSetup(text, MAX.slots);

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
