/** The analytics tag to load: only in production builds and only when one is configured. */
export function analyticsTag(trackingId: string | undefined, nodeEnv: string | undefined): string | undefined {
  return nodeEnv === 'production' && trackingId ? trackingId : undefined;
}
