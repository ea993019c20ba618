/**
 * The one token estimate (decision 017): what quotas reserve, what context windows are checked
 * against, and what calls without reported usage are metered at. A real tokenizer was measured
 * and refused (its byte-pair merging is quadratic on long runs without spaces: 8 KB of Chinese
 * took 2.4 s). This is one pass over the text that counts pieces as byte-level BPE tokenizers
 * cut them, with weights chosen so that adversarial text (random letters, symbols, rare scripts,
 * emoji, combining marks) is not undercounted badly; English is overcounted about 1.7 times.
 */

const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isDigit = (code: number) => code >= 48 && code <= 57;
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isCombiningMark = (code: number) => code >= 0x300 && code <= 0x36f;

/** Letters and digits per token in a run of them (OpenAI splits digits in threes). */
const RUN_CHARACTERS_PER_TOKEN = 3;

/**
 * Tokens in `text`, from above:
 * - a run of ASCII letters, or of digits: one token per 3 characters (rounded up);
 * - a run of whitespace: one token, except a single space (it joins the next word);
 * - any other ASCII character (punctuation, symbols, controls): one token each;
 * - a character of 2 UTF-8 bytes (Latin accents, Greek, Cyrillic, Hebrew, Arabic): one token,
 *   combining marks two; of 3 bytes (CJK, Indic, Thai, symbols): two; beyond (emoji): three.
 */
export function estimateTokens(text: string): number {
  let tokens = 0;
  let index = 0;
  const length = text.length;
  while (index < length) {
    const code = text.charCodeAt(index);
    if (isLetter(code) || isDigit(code)) {
      const sameKind = isLetter(code) ? isLetter : isDigit;
      let end = index + 1;
      while (end < length && sameKind(text.charCodeAt(end))) end += 1;
      tokens += Math.ceil((end - index) / RUN_CHARACTERS_PER_TOKEN);
      index = end;
    } else if (isSpace(code)) {
      let end = index + 1;
      while (end < length && isSpace(text.charCodeAt(end))) end += 1;
      if (end - index > 1 || code !== 32) tokens += 1;
      index = end;
    } else if (code < 0x80) {
      tokens += 1;
      index += 1;
    } else if (isHighSurrogate(code)) {
      tokens += 3;
      index += 2;
    } else {
      tokens += code < 0x800 && !isCombiningMark(code) ? 1 : 2;
      index += 1;
    }
  }
  return tokens;
}

/** Tokens a chat format adds around each message (role markers), and to prime the reply. */
const MESSAGE_OVERHEAD_TOKENS = 4;
const REPLY_PRIMING_TOKENS = 3;

export type PromptText = { system?: string | undefined; messages: readonly { content: string }[] };

/**
 * A whole prompt's tokens: its texts and the framing of each message. `systemTokens`, when the
 * caller knows them from above (documents counted once, when indexed), saves reading the system
 * text again.
 */
export function estimatePromptTokens(prompt: PromptText, systemTokens?: number): number {
  let tokens = REPLY_PRIMING_TOKENS;
  if (prompt.system) {
    tokens += (systemTokens ?? estimateTokens(prompt.system)) + MESSAGE_OVERHEAD_TOKENS;
  }
  for (const message of prompt.messages) {
    tokens += estimateTokens(message.content) + MESSAGE_OVERHEAD_TOKENS;
  }
  return tokens;
}
