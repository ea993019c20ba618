import {
  formatBodySchema,
  type FormatBody,
  type PhaseKind,
  type Side,
} from '../../../../contract/formats.ts';

/** One round's speakers, as the editor offers them: both sides in either order, or one side. */
export const SPEAKER_ORDERS = {
  'for-against': ['for', 'against'],
  'against-for': ['against', 'for'],
  for: ['for'],
  against: ['against'],
} as const satisfies Record<string, readonly Side[]>;
export type SpeakerOrder = keyof typeof SPEAKER_ORDERS;

/** A phase as typed: numbers stay text until checked, so a half-typed field is never lost. */
export type PhaseDraft = {
  name: string;
  kind: PhaseKind;
  order: SpeakerOrder;
  rounds: string;
  wordLimit: string;
  instruction: string;
  checkpointAfter: boolean;
};

export type FormatDraft = { name: string; phases: PhaseDraft[] };

export const newPhase = (): PhaseDraft => ({
  name: '',
  kind: 'opening',
  order: 'for-against',
  rounds: '1',
  wordLimit: '200',
  instruction: '',
  checkpointAfter: false,
});

export const newFormat = (): FormatDraft => ({ name: '', phases: [newPhase()] });

/** A number field's text as sent: blank is not zero, it is missing. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The body POST /api/formats takes, before validation. */
function toBody(draft: FormatDraft) {
  return {
    name: draft.name,
    phases: draft.phases.map((phase) => ({
      name: phase.name,
      kind: phase.kind,
      speakers: SPEAKER_ORDERS[phase.order].map((side) => ({ side })),
      rounds: numberOf(phase.rounds),
      wordLimit: numberOf(phase.wordLimit),
      instruction: phase.instruction,
      checkpointAfter: phase.checkpointAfter,
    })),
  };
}

/**
 * The draft checked by the contract's schema (the server's own): the body to send, or each
 * field's first message by its path (`name`, `phases`, `phases.0.wordLimit`, ...).
 */
export function checkFormat(
  draft: FormatDraft,
): { body: FormatBody; errors: null } | { body: null; errors: Record<string, string> } {
  const parsed = formatBodySchema.safeParse(toBody(draft));
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return { body: null, errors };
}
