/** Why a document gives no text; each reason has its own answer (CUSTOM_MODEL_TEXT). */
export type ExtractionFailure = 'unreadable' | 'encrypted' | 'empty' | 'too-complex' | 'too-slow';

export class ExtractionError extends Error {
  constructor(readonly reason: ExtractionFailure) {
    super(reason);
  }
}
