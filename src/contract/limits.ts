/** Document uploads one account may have in progress at once, per process (DESIGN D13). */
export const UPLOADS_AT_ONCE_PER_USER = 2;

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
  documentReadersBusy:
    'The server is reading many documents right now. Please try your upload again in a minute.',
} as const;
