// The public face of the rules core. Nothing here knows about VS Code or the file system.
export * from './types';
export { TIMINGS, timingsOf, timingIdsOf, getTiming, isTimingOf, edisonSubstepsFor, compareTimings } from './timings';
export { EVENTS, eventTimings, inherentTimings } from './events';
export { RULES, ACTIVATION_RULES, findRule, getRule, procedureAt, rulesAsOf } from './rules';
export { RULESETS, REGIONS, DEFAULT_OPTIONS, parseRuleset, parseRegion, rulesetLabel, regionLabel, optionsLabel, resolveTiming, ruleApplies, isActivationRule, activationRulesAt } from './vocabulary';
export type { ResolvedTiming } from './vocabulary';
export { SOURCES, getSource, formatCitation } from './sources';
export { verdict, cardVerdicts, combineEffectVerdicts, effectVerdicts, UnknownTimingError } from './engine/eligibility';
export type { CardVerdicts, EffectVerdicts } from './engine/eligibility';
export { ask } from './ask';
export { askJson, askJsonParts } from './ask-json';
export type { AskAnswer, PublicVerdict, EffectExtras, EffectProvenance } from './ask';
export { CardCatalog } from './cards/catalog';
export type { LookupResult } from './cards/catalog';
export { EMBEDDED_CARDS } from './cards/embedded';
export { embeddedCatalog } from './cards/embedded-catalog';
export { withCardRulings, type CardRulingsApplied, type CarriedRuling } from './cards/card-rulings';
export { normalizeName } from './cards/normalize';
export { searchAll } from './search';
// Untrusted text in messages and terminals (issue 19).
export { plainMessageText, plainTerminalText } from './plain-text';
// Bounds on the work one request may cost (issue 10).
export {
  MAX_QUERY_CHARS,
  MAX_CARD_TEXT_CHARS,
  MAX_DATABASE_BYTES,
  MAX_BATTLE_CHARS,
  MAX_BATTLE_LINES,
  MAX_DIAGNOSTICS_PER_FILE,
  queryTooLong,
  queryLength,
  databaseTooLarge,
  battleTooLarge,
  battleFileTooLarge,
  capDiagnostics,
  formatMegabytes,
} from './limits';
export type { SearchHit } from './search';
// Card text and card databases.
export {
  classifyCard,
  classifyCards,
  poolReader,
  isClassifiedEffect,
  classifiedProvenance,
  KIND_LABELS,
  parseKindLabel,
  kindLabelOf,
  coverageReport,
  formatCoverage,
  readCardBlock,
  kindOfTypeLine,
  kindFromWording,
  cardTextInput,
  cardReadOf,
  describeCardRead,
} from './classify';
export type { CardKindInfo, CoverageReport, CardBlock, CardRead } from './classify';
export { loadCardDatabase, readCdb, readYgoprodeckJson, classifyDatabase, catalogWithDatabase, decodeTypeBits, typeBitsOfNames, decodeTypeString, formatProblem } from './db';
export type { DatabaseCard, DatabaseFormat, DatabaseLoad, DatabaseProblem, SqlWasmPort } from './db';
export { YGOPRODECK_CARDINFO_URL, YGOPRODECK_VERSION_URL, readDatabaseVersion } from './db/ygoprodeck-api';
export { download, DownloadError, DOWNLOAD_IDLE_TIMEOUT_MS } from './db/download';
export type { DownloadOptions, FetchPort } from './db/download';
// Battle descriptions and the Damage Step walk.
export { walkBattle, parseBattle, simulate, declaredBattleOptions, EVENT_KINDS, CLAUSE_FORMS, APPLYING_FORMS, formStarts, cardPlace, cardStats, placeWords } from './battle';
export type {
  Walk,
  Step,
  StepEvent,
  StepOption,
  StepState,
  CardSnapshot,
  EventKind,
  Battle,
  BattleCard,
  Activation,
  EffectClause,
  ApplyingEffect,
  ParseResult,
  WalkDefaults,
  Diagnostic as BattleDiagnostic,
  DiagnosticCode as BattleDiagnosticCode,
  SourceRange,
  Player,
  Zone,
  CardPlace,
  CardFace,
} from './battle';
// Card scripts: the Damage Step check of EDOPro/YGOPro scripts.
export {
  MAX_SCRIPT_CHARS,
  MAX_SCRIPT_NESTING,
  lintScript,
  fixScript,
  applyEdits,
  safeFixes,
  suppressionEdit,
  readSuppressions,
  unknownSuppressionCodes,
  FINDING_DOCS,
  readScript,
  checkScript,
  findingRuleSentence,
  scriptCardOf,
  cardSpecificRulings,
  passcodeOfFile,
  FINDING_CODES,
  AFTER_CALCULATION_GUARDS,
  FLAG_DAMAGE_CAL,
  FLAG_DAMAGE_STEP,
} from './scripts';
export type { ScriptFinding, ScriptFix, ScriptFixResult, FindingDoc, Suppression, TextEdit, ScriptLint, ScriptCard, FindingCode, FindingSeverity, ScriptReading } from './scripts';
