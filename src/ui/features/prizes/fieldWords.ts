/** The prize form's own labels, by the validator's field name. */
const categoryLabels: Readonly<Record<string, string>> = {
  women: 'Women only', ratingFrom: 'Rating from', ratingTo: 'Rating to', bornFrom: 'Born in or after', bornUntil: 'Born in or before', club: 'Club',
};

/**
 * Where a refused prize list is wrong, in the words of the form the TO filled in ("Prize group 2,
 * Amounts by place, place 3"), for the path the validator names ("prizes.groups[1].amounts[2]",
 * core/prizes `readPrizeList`): the TO never sees the stored field names.
 */
export const prizeFieldWords = (field: string): string => {
  const path = field.replace(/^prizes\.?/, '');
  if (path === 'currency') return 'Currency';
  if (path === 'tieRule') return 'Ties';
  if (path === 'groups') return 'Prize groups';
  const m = /^groups\[(\d+)\](?:\.(name|amounts|category)(?:\[(\d+)\]|\.(\w+))?)?$/.exec(path);
  if (!m) return 'Prize list';
  const group = `Prize group ${Number(m[1]) + 1}`;
  if (m[2] === 'name') return `${group}, Name`;
  if (m[2] === 'amounts') return m[3] === undefined ? `${group}, Amounts by place` : `${group}, Amounts by place (place ${Number(m[3]) + 1})`;
  if (m[2] === 'category' && m[4] !== undefined) return `${group}, ${categoryLabels[m[4]] ?? 'category'}`;
  return group;
};
