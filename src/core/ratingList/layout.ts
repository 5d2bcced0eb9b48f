/**
 * The files FIDE publishes each month on its ratings download page
 * (https://ratings.fide.com/download_lists.phtml): the combined list of every registered player
 * (standard, rapid and blitz ratings) as fixed-width TXT (`players_list.zip`, holding
 * `players_list_foa.txt`) and as XML (`players_list_xml.zip`, holding `players_list_xml_foa.xml`),
 * and one list per rating type (`standard_rating_list.zip`, `rapid_…`, `blitz_…`, also `_xml`;
 * the archive names them by month, e.g. `standard_oct26frl.zip`).
 *
 * TXT (one header line, then one fixed-width line per player; ASCII, CRLF): the combined header is
 *   ID Number      Name        …        Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag
 * with the fields at 0-based columns ID 0-15, Name 15-76, Fed 76-80, Sex 80-84, Tit 84-89,
 * WTit 89-94, OTit 94-109, FOA 109-113, SRtng/SGm/SK 113/119/123, RRtng/RGm/Rk 126/132/136,
 * BRtng/BGm/BK 139/145/149, B-day 152 (birth year; 0 when unknown), Flag 158 (`i` inactive,
 * `w` woman, `wi` both). A one-type list ends `FOA OCT26 Gms K  B-day Flag`: its rating column is
 * headed by the list's month. The legacy combined list has no FOA column. So the columns are
 * read from the header line, not hard-coded (FIDE has moved them before); a few real lines are one
 * character longer where the other titles overflow into FOA ("SI,FI,LSI,SLI,NA" + "AFM").
 *
 * XML: a root `<playerslist>` (no declaration) holding `<player>` elements whose children are, in
 * order, fideid, name, country, sex, title, w_title, o_title, foa_title, rating, games, k,
 * rapid_rating, rapid_games, rapid_k, blitz_rating, blitz_games, blitz_k, birthday (the year),
 * flag; an empty value is written `<title></title>`.
 *
 * Unrated is 0 (or an empty field). FIDE Rating Regulations 7.1.2 list what the list publishes:
 * title, federation, rating, ID, games in the period, birth year, sex and K.
 */
export const ratingTypes = ['standard', 'rapid', 'blitz'] as const;
export type RatingType = (typeof ratingTypes)[number];

/** One rating of a player on the list. `rating` 0 = not rated in this type. */
export interface ListRating {
  readonly rating: number;
  /** Games rated in the list's period (SGm / games). */
  readonly games: number;
  /** The development coefficient K the list gives (SK / k; FIDE Rating Regulations 8.3.3), null when blank. */
  readonly k: number | null;
}

export const listFlags = ['', 'i', 'w', 'wi'] as const;
export type ListFlag = (typeof listFlags)[number];

/** One player of a FIDE rating list, as read from either format. */
export interface ListPlayer {
  readonly fideId: number;
  /** As FIDE writes it: "Surname, Given names". */
  readonly name: string;
  /** Three letters (FIDE's federation code), '' when none. */
  readonly federation: string;
  readonly sex: 'M' | 'F' | '';
  /** GM, IM, FM, CM, WGM, WIM, WFM, WCM, '' when none. */
  readonly title: string;
  readonly womanTitle: string;
  /** Arbiter, trainer and organiser titles, comma-separated (IA, FA, FT, …). */
  readonly otherTitles: string;
  /** FIDE Online Arena title (AGM, AIM, AFM, ACM). */
  readonly foaTitle: string;
  /** Birth year, null when the list gives none (0 or blank). */
  readonly born: number | null;
  readonly flag: ListFlag;
  readonly standard?: ListRating;
  readonly rapid?: ListRating;
  readonly blitz?: ListRating;
}

/**
 * A copy of a string cut from the text being read. V8 keeps a substring of 13 characters or more as
 * a slice of the string it was cut from, so a player's name would hold the whole decoded chunk of the
 * file (up to megabytes) for as long as the player lives (in an import, until its block is written):
 * chunk after chunk was promoted with the players and the import's worker heap grew to several
 * hundred MB of text waiting for a full collection. Concatenating flattens a copy of just the name.
 */
export const ownString = (s: string): string => (s.length < 13 ? s : ` ${s}`.slice(1));

/** A file refused: the line (1-based; 0 for the zip around it), the column where known, and why. */
export class ListFormatError extends Error {
  constructor(readonly line: number, readonly reason: string, readonly column?: number) {
    super(line === 0 ? `${reason.charAt(0).toUpperCase()}${reason.slice(1)}` : `Line ${line}${column === undefined ? '' : `, column ${column}`}: ${reason}`);
    this.name = 'ListFormatError';
  }
}

/** A streaming reader: text in chunks of any size (never the whole file as one string), then `end`. */
export interface ListReader {
  feed(text: string): void;
  /** The file has ended: the last line is read, and a file cut short is refused. */
  end(): void;
  /** The rating types the file fills: the combined list all three, a one-type list its own. */
  readonly types: () => readonly RatingType[];
  /** The list's month (YYYY-MM) when the content names it (a one-type TXT's rating column), else null. */
  readonly month: () => string | null;
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "OCT26" (a one-type list's rating column) or "oct26" (the archive's file names) as 2026-10; null when it is neither. */
export const monthOfCode = (code: string): string | null => {
  const m = /^([a-z]{3})(\d{2})$/i.exec(code);
  if (m === null) return null;
  const i = months.indexOf(m[1]!.toLowerCase());
  return i < 0 ? null : `20${m[2]!}-${String(i + 1).padStart(2, '0')}`;
};

/**
 * What the file's name tells: the month (the archive's `standard_oct26frl.zip`, or a YYYY-MM the
 * TO left in it) and the rating type of a one-type list (`standard_…`, `rapid_…`, `blitz_…`).
 */
export const describeFileName = (fileName: string): { month: string | null; type: RatingType | null; format: 'xml' | 'txt' | 'zip' | null } => {
  const base = fileName.split(/[\\/]/).pop()?.toLowerCase() ?? '';
  const code = /(?:^|[_\-.])([a-z]{3}\d{2})frl/.exec(base)?.[1];
  const iso = /(20\d{2})[-_]?(0[1-9]|1[0-2])(?!\d)/.exec(base);
  const month = (code === undefined ? null : monthOfCode(code)) ?? (iso === null ? null : `${iso[1]!}-${iso[2]!}`);
  const type = ratingTypes.find((t) => base.startsWith(`${t}_`) || base.includes(`_${t}_`) || base.startsWith(t)) ?? null;
  const format = base.endsWith('.zip') ? 'zip' : base.endsWith('.xml') ? 'xml' : base.endsWith('.txt') ? 'txt' : null;
  return { month, type, format };
};

/** A month written YYYY-MM with a real month. */
export const isListMonth = (text: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
