export { ratingTypes, listFlags, ListFormatError, monthOfCode, describeFileName, isListMonth } from './layout';
export type { RatingType, ListRating, ListFlag, ListPlayer, ListReader } from './layout';
export { createTxtReader } from './txt';
export { createXmlReader } from './xml';
export { foldText, nameTokens, searchTokens, matchesQuery } from './names';
export { listedFields, listDifferences, updatableFields, trfName } from './fill';
export type { ListedFields, RegisteredFields, ListDifference, UpdatableField } from './fill';
export { createListInput } from './unpack';
export type { ListFormat, ListInput, StreamDecoder } from './unpack';
