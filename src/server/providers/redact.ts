/** Scrubs secrets out of text that came from (or about) an upstream provider. */
export type Redact = (text: string) => string;

export const REDACTED = '[redacted]';

/** What a redactor knows by value. */
export type Secrets = {
  /**
   * Credentials (API keys): redacted whole, and in pieces when they mix letters and digits. One
   * without digits is a placeholder ('sk-no-key-required' for a local server), not random: its
   * pieces are ordinary words ('required') that must stay readable.
   */
  keys: Iterable<string | undefined>;
  /** The operator's provider addresses (internal hosts): redacted where they appear whole. */
  addresses?: Iterable<string | undefined>;
};

/**
 * Upstreams echo part of a key ("sk-abc…xyz", or whatever their own cut left): any run of a
 * known key this long is redacted wherever it appears. Shorter runs of random characters
 * name no key.
 */
export const KEY_PIECE_LENGTH = 8;

/** `Authorization`-style credentials, whatever issued them. */
const CREDENTIALS = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** Keys in a query string (`?key=`, `&api_key=`), as some providers echo the URL they were called with. */
const KEY_PARAMS = /([?&](?:key|api_key|apikey|access_token|token)=)[^&\s"']+/gi;
/**
 * Provider key formats, whoever's key it is: OpenAI, Anthropic, OpenRouter and DeepSeek
 * (`sk-`, `sk-ant-`, `sk-or-`), Google (`AIza`), Groq (`gsk_`), xAI (`xai-`).
 */
const PROVIDER_KEYS = /\b(?:sk-|AIza|gsk_|xai-)[A-Za-z0-9_-]{16,}/g;
/** A long token a few characters after "key", "token" or "secret" ("API key provided: …"). */
const NAMED_TOKENS =
  /\b((?:api[ _-]?)?key|token|secret)\b([^\n]{0,24}?)([A-Za-z0-9._~+/=-]{20,})/gi;
/** A long run mixing upper case, lower case and digits: random, so most likely a credential. */
const RANDOM_TOKENS = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{32,}/g;
/** Short values would blank ordinary words; no real key is this short. */
const MIN_SECRET_LENGTH = 6;

const hasLetterAndDigit = (token: string) => /[A-Za-z]/.test(token) && /\d/.test(token);
const looksRandom = (token: string) =>
  /[a-z]/.test(token) && /[A-Z]/.test(token) && /\d/.test(token);

/** Every run of `KEY_PIECE_LENGTH` characters of any of `keys`. */
function keyPiecesOf(keys: readonly string[]): Set<string> {
  const pieces = new Set<string>();
  for (const key of keys) {
    for (let at = 0; at + KEY_PIECE_LENGTH <= key.length; at += 1) {
      pieces.add(key.slice(at, at + KEY_PIECE_LENGTH));
    }
  }
  return pieces;
}

/** Space and invisible characters, which an upstream may spell a key out with. */
const SPREAD = /[\s\u200B-\u200D\u2060\uFEFF]+/g;

/**
 * Whether a piece of a known key is still there once spaces are taken out ("s k - l i v e …"):
 * such a text cannot be redacted in place, and is withheld whole.
 */
function spreadKeyFinder(keys: readonly string[]): (text: string) => boolean {
  const pieces = keyPiecesOf(keys);
  if (pieces.size === 0) return () => false;
  return (text) => {
    const joined = text.replace(SPREAD, '');
    for (let at = 0; at + KEY_PIECE_LENGTH <= joined.length; at += 1) {
      if (pieces.has(joined.slice(at, at + KEY_PIECE_LENGTH))) return true;
    }
    return false;
  };
}

/** Every run of `KEY_PIECE_LENGTH` or more characters of any of `keys`, as one `[redacted]`. */
function keyPieceRedactor(keys: readonly string[]): Redact {
  const pieces = keyPiecesOf(keys);
  const keyCharacters = new Set<number>();
  for (const key of keys) {
    for (let at = 0; at < key.length; at += 1) keyCharacters.add(key.charCodeAt(at));
  }
  if (pieces.size === 0) return (text) => text;
  const isPiece = (run: string) => keys.some((key) => key.includes(run));
  return (text) => {
    let clean = '';
    let kept = 0;
    // A piece lies within a stretch of characters that keys are made of: only those are read.
    let stretch = 0;
    for (let end = 0; end <= text.length; end += 1) {
      if (end < text.length && keyCharacters.has(text.charCodeAt(end))) continue;
      for (let at = stretch; at + KEY_PIECE_LENGTH <= end;) {
        if (!pieces.has(text.slice(at, at + KEY_PIECE_LENGTH))) {
          at += 1;
          continue;
        }
        let last = at + KEY_PIECE_LENGTH;
        while (last < end && isPiece(text.slice(at, last + 1))) last += 1;
        clean += text.slice(kept, at) + REDACTED;
        kept = at = last;
      }
      stretch = end + 1;
    }
    return kept === 0 ? text : clean + text.slice(kept);
  };
}

/**
 * A redactor for the given secrets: configured and users' own provider keys (whole, and any
 * piece of `KEY_PIECE_LENGTH` characters or more of a random one), the operator's provider addresses, and
 * whatever looks like a key (provider key formats, bearer strings, key parameters, long random
 * tokens). U+0000, which PostgreSQL cannot store, goes too. A text that spells a piece of a
 * known key out with spaces between its characters is withheld whole.
 *
 * It reads the whole text: cut text only after redacting it, or a key cut in two would leave
 * its first part unrecognised.
 */
export function createRedactor(secrets: Secrets): Redact {
  const usable = (values: Iterable<string | undefined>) =>
    [...new Set(values)].filter(
      (secret): secret is string => !!secret && secret.length >= MIN_SECRET_LENGTH,
    );
  const keys = usable(secrets.keys);
  const whole = [...keys, ...usable(secrets.addresses ?? [])].sort((a, b) => b.length - a.length);
  const randomKeys = keys.filter(hasLetterAndDigit);
  const redactKeyPieces = keyPieceRedactor(randomKeys);
  const holdsSpreadKey = spreadKeyFinder(randomKeys);
  return (text) => {
    let clean = text.replaceAll('\u0000', '');
    for (const secret of whole) clean = clean.split(secret).join(REDACTED);
    clean = clean
      .replace(CREDENTIALS, `$1 ${REDACTED}`)
      .replace(KEY_PARAMS, `$1${REDACTED}`)
      .replace(PROVIDER_KEYS, REDACTED)
      .replace(NAMED_TOKENS, (match, name: string, between: string, token: string) =>
        hasLetterAndDigit(token) ? `${name}${between}${REDACTED}` : match,
      )
      .replace(RANDOM_TOKENS, (token) => (looksRandom(token) ? REDACTED : token));
    // Last: each replacement above puts `[redacted]` between what it leaves, never joins it.
    clean = redactKeyPieces(clean);
    return holdsSpreadKey(clean) ? REDACTED : clean;
  };
}

/** The host (and the whole address) of a configured base URL: both name an internal machine. */
export function addressSecrets(baseUrl: string | undefined): string[] {
  if (!baseUrl) return [];
  try {
    const url = new URL(baseUrl);
    return [baseUrl.replace(/\/+$/, ''), url.host];
  } catch {
    return [baseUrl];
  }
}
