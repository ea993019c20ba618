/** DESIGN D13: what one account may use at once, and the answers to the excess. */
export const LIMITS_TEXT = {
  tooManyRunning: (max: number) =>
    `You already have ${max} conversations running, the most allowed at once. Stop one to start another.`,
  tooManyStreams: (max: number) =>
    `You already have ${max} live conversation views open, the most allowed at once. Close one to open another.`,
  tooManyChatRequests: 'Too many chat requests. Please wait a minute and try again.',
  uploadInProgress:
    'Your previous upload is still being processed. Wait for it to finish, then try again.',
} as const;
