import { availableTargets } from '@readme/httpsnippet';

/**
 * Why `name` is not one of httpsnippet's targets, as `target` (its default client) or
 * `target:client`, or undefined when it is one. `apis[].sampleLanguages` is checked with it; the
 * message lists what is known.
 */
export function sampleLanguageProblem(name: string): string | undefined {
  const targets = availableTargets();
  const [targetKey, clientKey, extra] = name.split(':');
  const target = targets.find((t) => t.key === targetKey);
  if (!target || extra !== undefined)
    return `unknown sample language "${name}": expected an httpsnippet target or target:client, one of ${targets.map((t) => t.key).join(', ')}`;
  if (clientKey !== undefined && !target.clients.some((c) => c.key === clientKey))
    return `unknown client "${clientKey}" of target "${target.key}": expected one of ${target.clients.map((c) => c.key).join(', ')}`;
  return undefined;
}
