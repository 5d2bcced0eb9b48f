export { groupSeeding, groupSizes, defaultGroupCount } from './groupSeeding';
export { randomSeeding } from './randomSeeding';
