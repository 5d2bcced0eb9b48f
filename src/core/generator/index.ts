export { generateTournament, generatedTrf } from './generateTournament';
export type { GenerateRequest, Generated } from './generateTournament';
export { readGeneratorConfig, resolveGeneratorConfig } from './generatorConfig';
export type { ConfigRead, GeneratorConfig, GeneratorConfigFile } from './generatorConfig';
