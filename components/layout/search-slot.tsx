/** The navbar's search box slot. The search feature fills it; until then a labelled box shows where. */
export function SearchSlot() {
  return (
    <div className="navbar-search" role="search">
      <input type="search" className="search-input" placeholder="Search..." aria-label="Search" maxLength={512} disabled />
    </div>
  );
}
