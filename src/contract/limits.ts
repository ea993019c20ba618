/**
 * One account's share of the document readers (DESIGN D24, decision 029): one upload read at a
 * time and two waiting, per process. Past that an upload is refused before its body is read.
 */
export const EXTRACTION_SHARE = { running: 1, waiting: 2 } as const;

/** Document uploads one account may have in progress at once, per process (DESIGN D13). */
export const UPLOADS_AT_ONCE_PER_USER = EXTRACTION_SHARE.running + EXTRACTION_SHARE.waiting;

/** The Retry-After (seconds) of an upload refused because the account's share is taken. */
export const UPLOAD_RETRY_AFTER_SECONDS = 10;

/** The Retry-After (seconds) of a request refused because the account's others still run. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** DESIGN D13: what one account may use at once, and the answers to the excess. */
export const LIMITS_TEXT = {
  tooManyRunning: (max: number) =>
    `You already have ${max} conversations running, the most allowed at once. Stop one to start another.`,
  tooManyStreams: (max: number) =>
    `You already have ${max} live conversation views open, the most allowed at once. Close one to open another.`,
  tooManyChatRequests: 'Too many chat requests. Please wait a minute and try again.',
  tooManyConnections: (max: number) =>
    `Too many requests in progress from your address (at most ${max} at once). Please try again in a moment.`,
  tooManyUploads: (max: number) =>
    `You already have ${max} document uploads in progress, the most allowed at once. Wait for one to finish, then try again.`,
  computeBusy:
    'The server is busy judging debates and computing analytics right now. Please try again in a few seconds.',
  documentReadersBusy:
    'The server is reading many documents right now. Please try your upload again in a minute.',
} as const;
