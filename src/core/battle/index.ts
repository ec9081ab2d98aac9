// Battle descriptions (`*.battle`): the language's parser and the Damage Step walk.
export { parseBattle } from './parser';
export { simulate } from './simulate';
export { walkBattle } from './walk';
export { declaredBattleOptions } from './declared-options';
export type { WalkDefaults } from './walk';
export { tokenize } from './lexer';
export { APPLYING_FORMS, CLAUSE_FORMS, formStarts } from './clauses';
export { cardPlace, cardStats, placeWords } from './place';
export type { CardPlace, CardFace } from './place';
export * from './types';
