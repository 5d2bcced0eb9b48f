/** What a tournament's screens show while their data or code loads. */
export const loading = <p role="status">Loading…</p>;
