// Command ids, in one place: package.json contributes the same list (tests check both agree).
export const COMMANDS = {
  canActivate: 'damageStepRulings.canActivate',
  explainTiming: 'damageStepRulings.explainTiming',
  searchRulings: 'damageStepRulings.searchRulings',
  checkSelection: 'damageStepRulings.checkSelection',
  walkThrough: 'damageStepRulings.walkThrough',
  importDatabase: 'damageStepRulings.importDatabase',
  downloadDatabase: 'damageStepRulings.downloadDatabase',
  removeDatabase: 'damageStepRulings.removeDatabase',
  newBattle: 'damageStepRulings.newBattle',
  switchRuleset: 'damageStepRulings.switchRuleset',
  exportMarkdown: 'damageStepRulings.exportMarkdown',
  showRule: 'damageStepRulings.showRule',
  revealStep: 'damageStepRulings.revealStep',
} as const;
