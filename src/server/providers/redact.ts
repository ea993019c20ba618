/** Scrubs secrets out of text that came from (or about) an upstream provider. */
export type Redact = (text: string) => string;

export const REDACTED = '[redacted]';

/** `Authorization`-style credentials, whatever issued them. */
const CREDENTIALS = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** Keys in a query string (`?key=`, `&api_key=`), as some providers echo the URL they were called with. */
const KEY_PARAMS = /([?&](?:key|api_key|apikey|access_token|token)=)[^&\s"']+/gi;
/** Short values would blank ordinary words; no real key is this short. */
const MIN_SECRET_LENGTH = 6;

/**
 * A redactor for the given secrets: configured provider keys and the operator's provider
 * addresses (internal hosts). Bearer strings and key parameters go too, and U+0000, which
 * PostgreSQL cannot store.
 */
export function createRedactor(secrets: Iterable<string | undefined>): Redact {
  const list = [...new Set(secrets)]
    .filter((secret): secret is string => !!secret && secret.length >= MIN_SECRET_LENGTH)
    .sort((a, b) => b.length - a.length);
  return (text) => {
    let clean = text.replaceAll('\u0000', '');
    for (const secret of list) clean = clean.split(secret).join(REDACTED);
    return clean.replace(CREDENTIALS, `$1 ${REDACTED}`).replace(KEY_PARAMS, `$1${REDACTED}`);
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
