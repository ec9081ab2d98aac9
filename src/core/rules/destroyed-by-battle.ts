import type { RuleRecord } from '../types';

export const DESTROYED_BY_BATTLE_RULES: RuleRecord[] = [];
