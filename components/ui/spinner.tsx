/** A loading indicator with an accessible status text. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="spinner-wrapper" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
