/** URL checks and templates shared by the site configuration and the page footer. */

/** Whether a string is an absolute http(s) URL. */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** An edit URL template: an absolute http(s) URL holding `{path}`. */
export function isEditUrlTemplate(value: string): boolean {
  return value.includes('{path}') && isHttpUrl(value.replaceAll('{path}', 'x'));
}

/** The edit link of one source file: `{path}` replaced by its path from the repository root. */
export function editUrlFor(template: string, filePath: string): string {
  const clean = filePath.replaceAll('\\', '/').replace(/^\.?\//, '');
  // Each segment is escaped (a space or `#` in a file name), the slashes are kept.
  return template.replaceAll('{path}', clean.split('/').map(encodeURIComponent).join('/'));
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A feedback endpoint: https, or http on the reader's own machine (local testing). */
export function isFeedbackEndpoint(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname));
  } catch {
    return false;
  }
}

/**
 * The feedback endpoint of the raw (not yet validated) configuration, for the headers computed
 * before the build checks it: a bad one adds nothing here, and the build fails on it.
 */
export function feedbackEndpoint(config: object): string | undefined {
  const endpoint = (config as { feedback?: { endpoint?: unknown } }).feedback?.endpoint;
  return typeof endpoint === 'string' && isFeedbackEndpoint(endpoint) ? endpoint : undefined;
}
