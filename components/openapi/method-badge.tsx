/** An HTTP method as a coloured badge. */
export function MethodBadge({ method }: { method: string }) {
  return <span className={`method method-${method.toLowerCase()}`}>{method.toUpperCase()}</span>;
}
