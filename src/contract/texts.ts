/**
 * User-visible texts copied verbatim from SPEC.md. Tests and UI import them from here.
 * Grouped by feature; add new groups beside these rather than inlining strings.
 */
import { DUEL, MAX } from './modes.ts';

export const AUTH_TEXT = {
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  networkError: 'Network error - please check your connection',
  passwordsDoNotMatch: 'Passwords do not match',
  newPasswordsDoNotMatch: 'New passwords do not match',
  /** Same answer for unknown email and wrong password, so accounts cannot be probed. */
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  authenticationRequired: 'Authentication required',
  sessionExpired: 'Your session has expired. Please sign in again.',
  /** Per IP, over one minute. */
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  /** Failed logins to one account from one address, over 15 minutes (decision 028). */
  tooManyFailedLogins:
    'Too many failed sign-ins to this account from your address. Please wait up to 15 minutes and try again.',
  /** Per account, over an hour. */
  tooManyPasswordChanges: 'Too many password changes. Please wait an hour and try again.',
  wrongCurrentPassword: 'Current password is incorrect',
  /** Not from SPEC: a change that would keep the password as it is. */
  samePassword: 'The new password must be different from the current one',
  userNotFound: 'User not found',
} as const;

/** `'Login failed (status)'` and friends from SPEC §8. */
export function failedWithStatus(prefix: string, status: number): string {
  return `${prefix} (${status})`;
}

export const GENERIC_TEXT = {
  internalError: 'Something went wrong on our side. Please try again.',
  malformedJson: 'Malformed JSON in request body',
  bodyTooLarge: 'Request body is too large',
  /** Not from SPEC: the client closed the connection before its request body ended. */
  requestIncomplete: 'The request ended before its body arrived',
  notFound: 'Not found',
  forbidden: 'You do not have access to this',
  /** Not from SPEC: the database cannot be reached for now (503). */
  databaseUnavailable:
    'The service is briefly unavailable (its database cannot be reached). Please try again in a few seconds.',
  /** Not from SPEC: the server is past its load bounds and refuses new work for now (503). */
  overloaded:
    'The server is busy and cannot take on new work right now. Running debates go on; please try again in a few seconds.',
} as const;

/** SPEC §2 landing page labels. */
export const LANDING_TEXT = {
  navPlatform: 'Platform',
  navFeatures: 'Features',
  navEnterprise: 'Enterprise',
  navPricing: 'Pricing',
  signIn: 'Sign In',
  getStarted: 'Get Started',
  watchDemo: 'Watch Demo',
  privacyPolicy: 'Privacy Policy',
  viewDetailedPricing: 'View Detailed Pricing',
  bookDemo: 'Book a Demo',
} as const;

/** SPEC §8 chat and OpenRouter errors, verbatim. */
export const CHAT_TEXT = {
  needsUserMessage: 'messages must include a non-empty user message',
  noResponse: 'No response generated',
  openaiFailed: 'Failed to generate AI response. Please check your API key and try again.',
  backendError: (text: string) => `Backend API error: ${text}`,
  xaiError: (text: string) => `XAI API error: ${text}`,
  deepseekError: (status: number, text: string) => `Deepseek API error: ${status} - ${text}`,
  deepseekNoResponse: 'No response generated from Deepseek',
  unsupportedProvider: (provider: string) => `Unsupported provider: ${provider}`,
  openRouterFreeRateLimit:
    'Free model rate limit: This free model is limited to 1 request per minute. Please wait 60 seconds or try a paid model.',
  openRouterRateLimit: 'Rate limit exceeded. Please try again in a moment.',
  openRouterModelUnavailable:
    'Model temporarily unavailable. Try another model or check back later.',
  openRouterInvalidRequest: 'Invalid request. Please try a different model.',
  openRouterAuth: 'API authentication error. Please check your configuration.',
  failedToGenerate: 'Failed to generate response',
  /** Not from SPEC: a provider that stops answering. */
  providerTimeout: (provider: string, seconds: number) =>
    `${provider} did not respond within ${seconds} seconds. Please try again.`,
  /** Not from SPEC: a provider listed without an API key (DESIGN D7). */
  noApiKey: (variable: string) => `No API key configured (set ${variable})`,
  providerUnavailable: (provider: string, reason: string) =>
    `${provider} is not available: ${reason}`,
  unknownModel: (model: string) => `Unknown model: ${model}`,
  /** Not from SPEC: an OpenAI-compatible stream that reports an error without a message. */
  providerStreamError: 'provider error',
  /** Not from SPEC: an OpenAI-compatible stream cut off before its end (reset, aborted). */
  providerStreamClosed: 'The provider closed the stream before its end',
  /** Not from SPEC: an unknown id in a chat call names the ids that work, for scripts. */
  unknownModelWithIds: (model: string, available: string[]) =>
    `Unknown model: ${model}. Models available now: ${available.join(', ')}. ` +
    'GET /api/models/providers lists every model.',
  /** Not from SPEC: an explicit provider that does not serve the model named. */
  modelNotOfProvider: (model: string, provider: string, available: string[]) =>
    `Model ${model} is not served by provider ${provider}. Its models: ${available.join(', ')}.`,
  /** Not from SPEC: a prompt that the model's context window cannot hold with its reply. */
  promptTooLong: (model: string, context: number, promptTokens: number, outputTokens: number) =>
    `The prompt is about ${promptTokens.toLocaleString('en-US')} tokens: with a reply of up to ` +
    `${outputTokens.toLocaleString('en-US')} tokens it does not fit the ` +
    `${context.toLocaleString('en-US')}-token context window of ${model}. Shorten the messages.`,
} as const;

/**
 * Not from SPEC: the notes a prompt carries when it had to be cut to fit its model's context
 * window (decision 017). They go upstream; the offline model reads past them.
 */
export const PROMPT_TEXT = {
  earlierMessagesOmitted: (count: number) =>
    `[${count} earlier message${count === 1 ? '' : 's'} omitted to fit the context window]`,
  passagesOmitted: (kept: number, total: number) =>
    `Only the ${kept} of ${total} passages of these documents most relevant to the conversation ` +
    'are included; the rest were left out to fit the context window. […] marks a gap.',
  gap: '[…]',
} as const;

/** SPEC §2, §4, §5 and §8: the two-agent dashboard (setup, conversation, assistant). */
export const DASHBOARD_TEXT = {
  searchModels: 'Search models...',
  customModels: 'Custom Models',
  noModelsAvailable: 'No models available',
  noModelsFound: (query: string) => `No models found matching "${query}"`,
  startConversation: 'Start Conversation',
  upgradeRequired: 'Upgrade Required',
  completeAllFields: 'Complete all fields to start the conversation',
  continueConversation: 'Continue Conversation',
  resetConversation: 'Reset Conversation',
  resetConfirm: 'Are you sure you want to reset the conversation and return to setup?',
  primaryAgent: 'Primary Agent',
  alternativeAgent: 'Alternative Agent',
  documentation: 'Documentation',
  support: 'Support',
  privacyPolicy: 'Privacy Policy',
  supportEmail: 'support@parley.dev',
  copyTranscript: 'Copy Transcript',
  copied: 'Copied!',
  generatorFailed: 'Failed to generate instructions',
  generatorParseFailed: 'Failed to parse AI response',
  generatorInvalidStructure: 'Invalid response structure from AI',
  generatorUserError: 'Failed to generate instructions. Please try again.',
  // Not from SPEC: the assistant found nothing to debate in the description (issue 28).
  generatorNoSubject:
    'That does not describe a debate. Name a topic or a question to argue, for example “Should cities ban cars?”, and the people who argue it if you like.',
  /** SPEC says 'GPT-4o'; the assistant model is configurable here, so its name is filled in. */
  generatorSuccess: (modelName: string) => `Success! Models updated and set to ${modelName}.`,
  // Not from SPEC: what the checkpoint's buttons do (SPEC §4: every 10th message).
  checkpointHelp: (messageCount: number) =>
    `The agents paused after ${messageCount} messages, as they do every ${DUEL.checkpointEvery}. ` +
    'Submit adds your message and the chosen agent answers it. Continue Conversation lets the ' +
    'agents carry on without a message from you.',
  // Not from SPEC: the checkpoint message's example, fit for any debate's subject (issue 33).
  interventionPlaceholder: 'e.g. Ask them to answer the strongest point made against them.',
  // Not from SPEC: the model picker folds the models this server cannot run into one group.
  unavailableModels: 'Not available on this server',
  unavailableModelsHint: 'An administrator can enable these models.',
  // Not from SPEC: the assistant's example description for two agents.
  assistantPlaceholder:
    'e.g. A climate economist and an oil-industry engineer debate a carbon tax.',
} as const;

/**
 * Not from SPEC: choosing a persona when the instructions hold text the user wrote (not the
 * previous persona's) asks before replacing it.
 */
export const PERSONA_TEXT = {
  replaceTitle: 'Replace your instructions?',
  replaceMessage: (agent: string, persona: string) =>
    `The ${agent}'s system instructions hold text you wrote. Choosing ${persona} replaces it with the persona's instructions.`,
  replace: 'Replace',
  keep: 'Keep my instructions',
} as const;

/**
 * Not from SPEC: why a conversation waits for Continue, when its last message does not say so
 * (issue 33: the state's one word, with its reason, wherever the state is shown).
 */
export const STATE_REASON_TEXT = {
  paused: 'You paused the debate. Continue when you are ready.',
  stopped: 'The debate was stopped. Continue to pick it up again.',
  failed: 'The last reply failed. Continue to try again.',
  finished: 'The debate has run its course.',
  running: 'The agents are talking.',
  waiting: 'The agents are waiting for you at a checkpoint.',
} as const;

/** Not from SPEC: a reply stopped mid-stream is kept with what was written (status interrupted). */
export const MESSAGE_TEXT = {
  interrupted: 'Interrupted',
  interruptedHint: 'This reply was stopped before it finished.',
  interruptedEmpty: 'Stopped before any text arrived.',
  /** Not from SPEC: an error report's detail, which its owner alone is sent (issue 27). */
  errorDetailLabel: 'What the provider said (only you see this):',
  messageCount: (count: number) => `${count} ${count === 1 ? 'message' : 'messages'}`,
} as const;

/** SPEC §2 MAX Mode setup and conversation. */
// Not from SPEC: the history list (issue 33).
export const HISTORY_TEXT = {
  title: 'History',
  description: 'Every conversation you started, newest first.',
  search: 'Search conversations',
  searchPlaceholder: 'Search by title',
  empty: 'No conversations yet.',
  emptyHint: 'Your debates will appear here.',
  noMatches: (search: string) => `No conversations match “${search}”.`,
  loadFailed: 'Failed to load conversations',
  allConversations: 'All conversations',
  rename: (title: string) => `Rename ${title}`,
  renameTitle: 'Rename conversation',
  titleLabel: 'Title',
  save: 'Save',
  renamed: 'Conversation renamed',
  renameFailed: 'Failed to rename',
  showMore: 'Show more',
} as const;

export const MAX_TEXT = {
  configured: (count: number, of: number) => `${count}/${of} Configured`,
  resetAll: 'Reset All',
  startingAgent: 'Starting Agent',
  openingPrompt: 'Opening Prompt',
  launchSession: 'Launch Session',
  assistantTitle: 'MAX Mode AI Assistant',
  assistantTooltip: 'Lazy to configure 5 AI agents?',
  // Not from SPEC: the assistant's example description for five agents.
  assistantPlaceholder:
    'e.g. A city council hears a mayor, a cyclist, a shop owner, a bus driver and a traffic engineer on closing the high street to cars.',
  exitSession: 'Exit Session',
  // Not from SPEC: how history marks a MAX debate (issue 33).
  historyBadge: 'MAX',
  processing: 'Processing',
  download: 'Download',
  resetBreaker: 'Reset Circuit Breaker',
  reset: 'Reset',
  interventionRequired: 'Intervention Required',
  hostIntervention: 'Host Intervention',
  sendIntervention: 'Send Intervention',
  launchNotice: 'Configure at least 2 agents with instructions and an opening prompt',
  // Not from SPEC: the checkpoint banner and what the Host Intervention panel's buttons do
  // (SPEC §4: every 20th message; the host's message is counted and the round-robin goes on).
  checkpointBanner: 'The agents are waiting for the host.',
  checkpointHelp: (messageCount: number) =>
    `The agents paused after ${messageCount} messages, as they do every ${MAX.checkpointEvery}. ` +
    'Send Intervention adds your message as the host, then the next agent in turn speaks. ' +
    'Continue Conversation lets the agents carry on without a message from you.',
} as const;
