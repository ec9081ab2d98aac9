import type { RuleRecord } from '../types';

export const EDISON_PROCEDURE_RULES: RuleRecord[] = [];
