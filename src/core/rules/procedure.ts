import type { RuleRecord } from '../types';

export const PROCEDURE_RULES: RuleRecord[] = [];
