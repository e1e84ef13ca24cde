/** "Changed since 3.2" beside an operation changed since the newest cut version: a link to its changelog entries. */
export function ChangedMark({ mark }: { mark?: { label: string; href: string } }) {
  if (!mark) return null;
  return (
    <a className="badge badge-changed" href={mark.href}>
      Changed since {mark.label}
    </a>
  );
}
