/**
 * Where a request carries a security scheme's credential, the one rule of the reference's request
 * samples (samples.ts, with a placeholder) and the Try it console (lib/try-it/request.client.ts, with the
 * reader's token): an API key in its query parameter or header, an HTTP bearer or basic credential
 * in the Authorization header. Pure; it runs at build time and in the console's chunk.
 */

/** A scheme as far as placing its credential goes: `apiKey` (in `query` or `header`, named), `bearer`, `basic`. */
export interface CredentialScheme {
  type: string;
  in?: string;
  name?: string;
}

/** Where a credential goes in the request; other schemes (OAuth flows, cookies) and an empty secret give nothing. */
export function placeCredential<S extends CredentialScheme>(
  scheme: S,
  secret: string,
): { query?: [string, string]; header?: [string, string] } {
  if (!secret) return {};
  if (scheme.type === 'apiKey' && scheme.name)
    return scheme.in === 'query' ? { query: [scheme.name, secret] } : { header: [scheme.name, secret] };
  if (scheme.type === 'bearer') return { header: ['Authorization', `Bearer ${secret}`] };
  if (scheme.type === 'basic') return { header: ['Authorization', `Basic ${secret}`] };
  return {};
}
